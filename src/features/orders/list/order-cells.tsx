/**
 * The contents of an order's amount and limit-price cells: what was signed (or, once filled,
 * what happened), with the bound the trader accepted, and the price in readable units.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { OrderRow } from './order-rows'
import type { Address } from 'viem'
import { orderSellToken, type Order } from '@/api/types'
import { cn } from '@/lib/cn'
import { formatPrice, priceSides, readablePrice, unitPrice, type ReadablePrice } from '@/lib/price'
import {
  averageExecution,
  distanceLabel,
  limitDistanceBps,
  type PairMarket,
} from '../why-not-filling/order-market'
import { fillBps, fillPercentLabel } from '../order-progress'
import { TokenAmount } from '@/components/token-amount'
import type { TokenLookup } from '@/lib/token-lookup'

export function OrderAmounts({
  row,
  lookup,
  chainId,
}: {
  row: Extract<OrderRow, { type: 'order' }>
  lookup: TokenLookup
  chainId: SupportedChainId
}) {
  const { order } = row
  const filled = order.status === 'fulfilled'
  // A filled order shows what happened; anything else the limits it was signed with.
  const sell = filled ? order.executedSellAmount : order.sellAmount
  const buy = filled ? order.executedBuyAmount : order.buyAmount
  const sellBound = !filled && order.kind === 'buy'
  const buyBound = !filled && order.kind === 'sell'
  return (
    <div className="flex flex-wrap gap-x-1.5 leading-snug xl:block">
      <div className="text-fg">
        {sellBound && <Bound text={t`at most`} symbol="≤" />}
        <TokenAmount
          amount={sell}
          token={orderSellToken(order)}
          lookup={lookup}
          chainId={chainId}
        />
      </div>
      <div className="text-fg-muted">
        <span aria-hidden="true" className="xl:hidden">
          →{' '}
        </span>
        {buyBound && <Bound text={t`at least`} symbol="≥" />}
        <TokenAmount amount={buy} token={order.buyToken} lookup={lookup} chainId={chainId} />
      </div>
    </div>
  )
}

function Bound({ text, symbol }: { text: string; symbol: string }) {
  return (
    <>
      <span aria-hidden="true" className="mr-0.5 text-fg-subtle">
        {symbol}
      </span>
      <span className="sr-only">{text} </span>
    </>
  )
}

/**
 * A cell with nothing to show: a dash the eye skips, with the reason for screen readers and
 * on hover, so no cell reads as a bare "—".
 */
export function NoValue({ why }: { why: string }) {
  return (
    <span className="text-fg-subtle" title={why}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{why}</span>
    </span>
  )
}

type PriceAmounts = { sellAmount: bigint; buyAmount: bigint }

/**
 * A price of the order's pair, read the way its limit price reads (WETH per DAI or DAI per
 * WETH, whichever is the larger number for the limit): the limit, the market and the average
 * execution line up in one orientation, so they compare at a glance.
 */
export function orientedPrice(
  order: PriceAmounts & { sellToken: Address; buyToken: Address },
  amounts: PriceAmounts,
  lookup: TokenLookup,
): ReadablePrice | undefined {
  const sides = priceSides(lookup, order, order.sellAmount, order.buyAmount)
  if (!sides) return undefined
  const { sell, buy } = sides
  const limit = readablePrice(sell, buy)
  if (!limit) return undefined
  const sellBase = limit.base === sell.symbol && limit.quote === buy.symbol
  const price = sellBase
    ? unitPrice(amounts.sellAmount, sell.decimals, amounts.buyAmount, buy.decimals)
    : unitPrice(amounts.buyAmount, buy.decimals, amounts.sellAmount, sell.decimals)
  if (price === undefined) return undefined
  return { price: formatPrice(price), base: limit.base, quote: limit.quote }
}

/**
 * A price as the table shows it: the number and quote token, and beneath it `note` ("per"
 * base token unless given), in `noteClassName`'s colour.
 */
function PriceText({
  price,
  note,
  noteClassName = 'text-fg-subtle',
}: {
  price: ReadablePrice
  note?: string
  noteClassName?: string
}) {
  const base = price.base
  return (
    <span className="tabular leading-snug xl:block">
      {/* On a phone's card the token may go under a long number; one line in the table. */}
      <span className="font-medium text-fg xl:whitespace-nowrap">
        {price.price} {price.quote}
      </span>{' '}
      <span className={cn('text-xs whitespace-nowrap xl:block', noteClassName)}>
        {note ?? t`per ${base}`}
      </span>
    </span>
  )
}

export function LimitPrice({
  row,
  lookup,
}: {
  row: Extract<OrderRow, { type: 'order' }>
  lookup: TokenLookup
}) {
  const { order } = row
  if (!lookup(order.sellToken) || !lookup(order.buyToken)) {
    return (
      <span className="text-fg-subtle">
        <Trans>Unknown decimals</Trans>
      </span>
    )
  }
  const price = orientedPrice(order, order, lookup)
  if (!price) return <NoValue why={t`Limit price not readable (an amount is zero)`} />
  return <PriceText price={price} />
}

/**
 * The market price of the order's pair (one quote per pair, asked by the page) and how far
 * the limit is from it. A dash for ended orders and while the pair's quote is unknown.
 */
export function MarketPrice({
  order,
  market,
  lookup,
}: {
  order: Order
  market: PairMarket | undefined
  lookup: TokenLookup
}) {
  const price = market ? orientedPrice(order, market, lookup) : undefined
  const distance = limitDistanceBps(order, market)
  if (!price || distance === undefined) return <NoValue why={t`Market price not known yet`} />
  return (
    <PriceText
      price={price}
      note={distanceLabel(distance)}
      noteClassName={distance <= 0n ? 'text-success' : 'text-fg-subtle'}
    />
  )
}

/**
 * Filled %: the progress of what has executed, and once something has, the average price it
 * executed at (in the limit's orientation). A dash for an order nothing of which executed.
 */
export function FilledCell({ order, lookup }: { order: Order; lookup: TokenLookup }) {
  const bps = fillBps(order)
  const average = averageExecution(order)
  const avgPrice = average ? orientedPrice(order, average, lookup) : undefined
  const averagePrice = avgPrice?.price ?? ''
  const quote = avgPrice?.quote ?? ''
  const base = avgPrice?.base ?? ''
  return (
    <span className="leading-snug xl:block">
      <span className="flex items-center gap-1.5">
        <span
          role="progressbar"
          aria-label={t`Filled`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(bps / 100)}
          className="hidden h-1.5 w-10 overflow-hidden rounded-full bg-surface-muted xl:inline-block"
        >
          <span className="block h-full bg-brand" style={{ width: `${bps / 100}%` }} />
        </span>
        <span className="tabular text-fg">{fillPercentLabel(bps)}</span>
      </span>
      {/* Wraps rather than being cut ("avg 3,101 US…"): the number, then its token. */}
      {avgPrice && (
        <span
          className="block text-xs break-words text-fg-subtle"
          title={t`Average execution price: ${averagePrice} ${quote} per ${base}`}
        >
          <span className="sr-only">
            <Trans>Average execution price:</Trans>{' '}
          </span>
          <span aria-hidden="true">
            <Trans context="average price">avg</Trans>{' '}
          </span>
          <span className="whitespace-nowrap">{avgPrice.price}</span>{' '}
          <span className="whitespace-nowrap">
            {avgPrice.quote}
            <span className="sr-only">
              {' '}
              <Trans>per {base}</Trans>
            </span>
          </span>
        </span>
      )}
    </span>
  )
}
