/**
 * Route `#/orders/twap/:owner/:id`: one TWAP's own page, the parent of its parts. Its terms
 * (each part's sell amount and least buy, the interval, the start), its progress, what stops a
 * part from being posted, its parts as links to their pages, and Cancel TWAP inside the owner's
 * Safe, as the Orders page's row has them. Read off the chain, so anyone may open it.
 */
import { isAddress, isAddressEqual, isHex, size, type Address, type Hex } from 'viem'
import { Card } from '@/components/ui/card'
import { DefinitionLine } from '@/components/ui/definition-line'
import { EmptyState } from '@/components/states'
import { shortenAddress } from '@/lib/format-amount'
import { BackLink, LoadingLines, OrderPlaceholder } from '../order-placeholder'
import { PageHeading } from '../page-heading'
import {
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
  if (!owner || !isAddress(owner, { strict: false }) || !isHex(id) || size(id) !== 32) {
    return (
      <OrderPlaceholder title="TWAP order">
        <EmptyState title="This link does not name a TWAP order">
          A TWAP&apos;s link names its owner (an address) and its ID (0x and 64 hexadecimal
          characters).
        </EmptyState>
      </OrderPlaceholder>
    )
  }
  return <TwapOrderLoaded owner={owner} id={id} />
}

function TwapOrderLoaded({ owner, id }: { owner: Address; id: Hex }) {
  const { twaps, contracts } = useSafeTwaps(owner)
  const twap = twaps.data?.find((t) => t.id.toLowerCase() === id.toLowerCase())
  if (twap && isAddressEqual(twap.owner, owner)) {
    return <TwapOrderDetails twap={twap} contracts={contracts} />
  }
  return (
    <OrderPlaceholder title="TWAP order" id={id}>
      {twaps.data ? (
        <EmptyState title="No such TWAP order">
          {shortenAddress(owner)} has created no TWAP order with this ID on this network.
        </EmptyState>
      ) : (
        <LoadingLines label="Loading the TWAP order…" />
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
  const standing = useTwapStanding(twap)
  const { sell, buy, progress } = standing
  const minutes = Number(twap.data.t) / 60
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeading
        title={twapTitle(twap, standing)}
        documentTitle={`TWAP ${shortenAddress(twap.id, 6)}`}
        description={`TWAP order of ${shortenAddress(twap.owner)} in ${progress.parts} parts`}
        actions={<TwapCancel twap={twap} contracts={contracts} progress={progress} />}
      />
      <Card className="flex flex-col gap-3 p-4 text-sm" role="region" aria-label="TWAP">
        <TwapProgressLine progress={progress} sell={sell} buy={buy} />
        {standing.problem && <TwapProblemCallout problem={standing.problem} />}
        <dl className="divide-y divide-line rounded-xl bg-surface-muted px-3">
          <DefinitionLine label="Each part sells">
            {tokenAmount(twap.data.partSellAmount, sell)}
          </DefinitionLine>
          <DefinitionLine label="Each part buys at least">
            {tokenAmount(twap.data.minPartLimit, buy)}
          </DefinitionLine>
          <DefinitionLine label="A part every">
            {Number.isInteger(minutes) ? `${minutes} min` : `${Number(twap.data.t)} s`}
          </DefinitionLine>
          <DefinitionLine label="Started">
            {new Date(twap.start * 1000).toLocaleString()}
          </DefinitionLine>
        </dl>
        <TwapPartsList uids={standing.uids} partOrders={standing.partOrders} />
      </Card>
    </div>
  )
}
