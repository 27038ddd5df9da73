/**
 * Route `#/orders/twap/:owner/:id`: one TWAP's own page, the parent of its parts. Its terms
 * (each part's sell amount and least buy, the interval, the start), its progress, what stops a
 * part from being posted, its parts as links to their pages, and Cancel TWAP inside the owner's
 * Safe, as the Orders page's row has them. Read off the chain, so anyone may open it.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { isAddress, isAddressEqual, isHex, size, type Address, type Hex } from 'viem'
import { Card } from '@/components/ui/card'
import { DefinitionLine } from '@/components/ui/definition-line'
import { EmptyState } from '@/components/states'
import { shortenAddress } from '@/lib/format-amount'
import { numberFormat } from '@/lib/locale-format'
import { BackLink, LoadingLines, OrderPlaceholder } from '../order-placeholder'
import { PageHeading } from '@/components/ui/page-heading'
import {
  formatDateTime,
  tokenAmount,
  TwapCancel,
  TwapPartsList,
  TwapProblemCallout,
  TwapProgressLine,
  twapTitle,
} from './twap-summary'
import { useSafeTwaps, useTwapStanding, type SafeTwap } from './use-safe-twaps'
import type { ComposableCowContracts } from '@batchswap/contract/protocol/twap'

export function TwapOrderPage({
  owner,
  id,
}: {
  owner: string | undefined
  id: string | undefined
}) {
  const { t } = useLingui()
  if (!owner || !isAddress(owner, { strict: false }) || !isHex(id) || size(id) !== 32) {
    return (
      <OrderPlaceholder title={t`TWAP order`}>
        <EmptyState title={t`This link does not name a TWAP order`}>
          <Trans>
            A TWAP&apos;s link names its owner (an address) and its ID (0x and 64 hexadecimal
            characters).
          </Trans>
        </EmptyState>
      </OrderPlaceholder>
    )
  }
  return <TwapOrderLoaded owner={owner} id={id} />
}

function TwapOrderLoaded({ owner, id }: { owner: Address; id: Hex }) {
  const { t } = useLingui()
  const { twaps, contracts } = useSafeTwaps(owner)
  const twap = twaps.data?.find((w) => w.id.toLowerCase() === id.toLowerCase())
  const shortOwner = shortenAddress(owner)
  if (twap && isAddressEqual(twap.owner, owner)) {
    return <TwapOrderDetails twap={twap} contracts={contracts} />
  }
  return (
    <OrderPlaceholder title={t`TWAP order`} id={id}>
      {twaps.data ? (
        <EmptyState title={t`No such TWAP order`}>
          <Trans>{shortOwner} has created no TWAP order with this ID on this network.</Trans>
        </EmptyState>
      ) : (
        <LoadingLines label={t`Loading the TWAP order…`} />
      )}
    </OrderPlaceholder>
  )
}

function TwapOrderDetails({
  twap,
  contracts,
}: {
  twap: SafeTwap
  contracts: ComposableCowContracts
}) {
  const { t } = useLingui()
  const standing = useTwapStanding(twap)
  const { sell, buy, progress } = standing
  const seconds = Number(twap.data.t)
  const minutes = seconds / 60
  const shortId = shortenAddress(twap.id, 6)
  const shortOwner = shortenAddress(twap.owner)
  const count = progress.parts
  const interval = Number.isInteger(minutes)
    ? numberFormat({ style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes)
    : numberFormat({ style: 'unit', unit: 'second', unitDisplay: 'short' }).format(seconds)
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeading
        title={twapTitle(twap, standing)}
        documentTitle={t`TWAP ${shortId}`}
        description={t`TWAP order of ${shortOwner} in ${plural(count, { one: '# part', other: '# parts' })}`}
        actions={<TwapCancel twap={twap} contracts={contracts} progress={progress} />}
      />
      <Card className="flex flex-col gap-3 p-4 text-sm" role="region" aria-label={t`TWAP`}>
        <TwapProgressLine progress={progress} sell={sell} buy={buy} />
        {standing.problem && <TwapProblemCallout problem={standing.problem} />}
        <dl className="divide-y divide-line rounded-xl bg-surface-muted px-3">
          <DefinitionLine label={t`Each part sells`}>
            {tokenAmount(twap.data.partSellAmount, sell)}
          </DefinitionLine>
          <DefinitionLine label={t`Each part buys at least`}>
            {tokenAmount(twap.data.minPartLimit, buy)}
          </DefinitionLine>
          <DefinitionLine label={t`A part every`}>{interval}</DefinitionLine>
          <DefinitionLine label={t`Started`}>{formatDateTime(twap.start)}</DefinitionLine>
        </dl>
        <TwapPartsList uids={standing.uids} partOrders={standing.partOrders} />
      </Card>
    </div>
  )
}
