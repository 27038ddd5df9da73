/**
 * The Safe's TWAP orders on the Orders page: each TWAP (the parent of its parts) with its
 * progress, what stops a part from being posted, its parts as links, a link to its own page,
 * and Cancel TWAP. Shown inside a Safe only.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { Card } from '@/components/ui/card'
import { Link } from '@/lib/hash-router'
import { isSafeApp } from '@/wallet/safe-app'
import type { ComposableCowContracts } from '@batchswap/contract/protocol/twap'
import {
  TwapCancel,
  twapHref,
  TwapPartsList,
  TwapProblemCallout,
  TwapProgressLine,
  twapTitle,
} from './twap-summary'
import { useSafeTwaps, useTwapStanding, type SafeTwap } from './use-safe-twaps'

export function TwapOrdersSection() {
  const { address } = useAccount()
  if (!isSafeApp || !address) return null
  return <SafeTwaps owner={address} />
}

function SafeTwaps({ owner }: { owner: Address }) {
  const { t } = useLingui()
  const { twaps, contracts } = useSafeTwaps(owner)
  if (!twaps.data || twaps.data.length === 0) return null
  return (
    <section aria-label={t`TWAP orders`} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-fg">
        <Trans>TWAP orders</Trans>
      </h2>
      {twaps.data.map((twap) => (
        <TwapCard key={twap.id} twap={twap} contracts={contracts} />
      ))}
    </section>
  )
}

function TwapCard({ twap, contracts }: { twap: SafeTwap; contracts: ComposableCowContracts }) {
  const standing = useTwapStanding(twap)
  const title = twapTitle(twap, standing)
  return (
    <Card className="flex flex-col gap-2 p-4 text-sm">
      <h3 className="font-semibold text-fg">
        <Link to={twapHref(twap)} className="hover:underline">
          {title}
        </Link>
      </h3>
      <TwapProgressLine progress={standing.progress} sell={standing.sell} buy={standing.buy} />
      {standing.problem && <TwapProblemCallout problem={standing.problem} />}
      <TwapPartsList uids={standing.uids} partOrders={standing.partOrders} />
      <TwapCancel twap={twap} contracts={contracts} progress={standing.progress} />
    </Card>
  )
}
