/**
 * The contents of an order's amount and limit-price cells: what was signed (or, once filled,
 * what happened), with the bound the trader accepted, and the price in readable units.
 */
import type { SupportedChainId } from '@/protocol/chains'
import type { OrderRow } from './order-rows'
import { readablePrice } from '@/lib/price'
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
    <div className="flex flex-wrap gap-x-1.5 leading-snug md:block">
      <div className="text-fg">
        {sellBound && <Bound text="at most" symbol="≤" />}
        <TokenAmount amount={sell} token={order.sellToken} lookup={lookup} chainId={chainId} />
      </div>
      <div className="text-fg-muted">
        <span aria-hidden="true" className="md:hidden">
          →{' '}
        </span>
        {buyBound && <Bound text="at least" symbol="≥" />}
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

export function LimitPrice({
  row,
  lookup,
}: {
  row: Extract<OrderRow, { type: 'order' }>
  lookup: TokenLookup
}) {
  const { order } = row
  const sell = lookup(order.sellToken)
  const buy = lookup(order.buyToken)
  if (!sell || !buy) return <span className="text-fg-subtle">Unknown decimals</span>
  const price = readablePrice(
    { amount: order.sellAmount, decimals: sell.decimals, symbol: sell.symbol },
    { amount: order.buyAmount, decimals: buy.decimals, symbol: buy.symbol },
  )
  if (!price) return <span>—</span>
  return (
    <span className="tabular leading-snug md:block">
      <span className="font-medium whitespace-nowrap text-fg">
        {price.price} {price.quote}
      </span>{' '}
      <span className="text-xs whitespace-nowrap text-fg-subtle md:block">per {price.base}</span>
    </span>
  )
}
