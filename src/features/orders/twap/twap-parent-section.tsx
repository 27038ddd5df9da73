/**
 * On a TWAP part's page: the TWAP it belongs to (its parent), with the parent's progress (parts
 * filled, amounts so far, the next part's time), what stops a part from being posted, and a
 * link to the parent's own page. The parent is found among the owner's TWAPs on chain by the
 * part's UID (each TWAP's part UIDs follow from its data and start).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address, Hex } from 'viem'
import { Card } from '@/components/ui/card'
import { Link } from '@/lib/hash-router'
import { useSettingsStore } from '@/lib/settings-store'
import { useActiveChain } from '@/wallet/use-active-chain'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import { twapPartUids } from '@batchswap/contract/protocol/twap'
import { twapHref, TwapProblemCallout, TwapProgressLine, twapTitle } from './twap-summary'
import { useSafeTwaps, useTwapStanding, type SafeTwap } from './use-safe-twaps'

export function TwapParentSection({ owner, uid }: { owner: Address; uid: Hex }) {
  const { chainId } = useActiveChain()
  const env = useSettingsStore((s) => s.environment)
  const { twaps } = useSafeTwaps(owner)
  const domain = getDomainFor(chainId, env)
  for (const twap of twaps.data ?? []) {
    const part = twapPartUids(domain, twap.data, twap.start, owner).findIndex(
      (u) => u.toLowerCase() === uid.toLowerCase(),
    )
    if (part >= 0) return <TwapParent twap={twap} part={part} />
  }
  return null
}

function TwapParent({ twap, part }: { twap: SafeTwap; part: number }) {
  const { t } = useLingui()
  const standing = useTwapStanding(twap)
  const number = part + 1
  const parts = standing.progress.parts
  return (
    <Card role="region" aria-label={t`TWAP order`} className="flex flex-col gap-2 p-4 text-sm">
      <h2 className="text-lg font-semibold text-fg">
        <Trans>
          Part {number} of {parts} of a TWAP order
        </Trans>
      </h2>
      <Link to={twapHref(twap)} className="font-semibold text-brand-text underline">
        {twapTitle(twap, standing)}
      </Link>
      <TwapProgressLine progress={standing.progress} sell={standing.sell} buy={standing.buy} />
      {standing.problem && <TwapProblemCallout problem={standing.problem} />}
    </Card>
  )
}
