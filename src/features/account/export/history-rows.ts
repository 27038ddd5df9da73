/**
 * An order as one line of the history export: every amount an exact decimal string
 * (viem's formatUnits, no rounding), dates in UTC (ISO 8601), the type as the trader placed
 * it, the settlement transactions from the account's trades. Pure: the page resolves the
 * tokens and the trades first (load-history.ts).
 */
import { formatUnits, type Address, type Hex } from 'viem'
import { orderClassOf } from '@/api/order-kind'
import { surplusOf } from '@/api/order-surplus'
import { isEthFlowOrder, orderDeadline, orderSellToken, type Order } from '@/api/types'
import type { TokenLookup, TokenMeta } from '@/lib/token-lookup'
import { unitPrice } from '@/lib/price'

/** Digits of the price column behind the point (truncated, never rounded up). */
export const PRICE_DECIMALS = 18

export type HistoryType = 'Market' | 'Limit' | 'TWAP part' | 'Eth-flow' | 'Liquidity' | 'Other'

export interface HistoryRow {
  /** Creation time, ISO 8601 in UTC. */
  date: string
  type: HistoryType
  /** "SELL/BUY" by symbol. */
  pair: string
  sellToken: string
  sellTokenAddress: Address
  /** Sold, fee included, in whole sell tokens. */
  sold: string
  buyToken: string
  buyTokenAddress: Address
  /** Bought, in whole buy tokens. */
  bought: string
  /** Buy tokens per sell token: executed, else the order's limit. */
  price: string
  fee: string
  feeToken: string
  surplus: string
  surplusToken: string
  status: string
  /** The settlement transactions, space-separated (a partly filled order may have several). */
  settlementTransactions: string
  orderUid: Hex
  chain: string
  chainId: number
}

/**
 * The CSV's columns: header title and the row's field, in order. The titles, types and
 * statuses are data, not words on screen: they stay the same English whatever the app's
 * language (not wrapped for translation, docs/i18n.md), so a year of exports in a spreadsheet,
 * and the formulas and scripts that read them, find the same columns and values in every file.
 */
export const HISTORY_COLUMNS: readonly { title: string; field: keyof HistoryRow }[] = [
  { title: 'Date (UTC)', field: 'date' },
  { title: 'Type', field: 'type' },
  { title: 'Pair', field: 'pair' },
  { title: 'Sell token', field: 'sellToken' },
  { title: 'Sold (fee included)', field: 'sold' },
  { title: 'Buy token', field: 'buyToken' },
  { title: 'Bought', field: 'bought' },
  { title: 'Price (buy per sell)', field: 'price' },
  { title: 'Fee', field: 'fee' },
  { title: 'Fee token', field: 'feeToken' },
  { title: 'Surplus', field: 'surplus' },
  { title: 'Surplus token', field: 'surplusToken' },
  { title: 'Status', field: 'status' },
  { title: 'Settlement transaction', field: 'settlementTransactions' },
  { title: 'Order UID', field: 'orderUid' },
  { title: 'Chain', field: 'chain' },
]

export interface RowContext {
  tokens: TokenLookup
  /** Settlement transactions by lower-case order UID. */
  settlements: ReadonlyMap<string, readonly Hex[]>
  chain: { id: number; name: string }
  /** Unix seconds: an open order past its deadline reads expired. */
  nowSeconds: number
}

export function historyType(order: Order): HistoryType {
  if (isEthFlowOrder(order)) return 'Eth-flow'
  switch (orderClassOf(order)) {
    case 'market':
      return 'Market'
    case 'limit':
      return 'Limit'
    case 'twap':
      return 'TWAP part'
    case 'liquidity':
      return 'Liquidity'
    case 'unknown':
      return 'Other'
  }
}

export function historyStatus(order: Order, nowSeconds: number): string {
  const filledAny = order.executedBuyAmount > 0n
  switch (order.status) {
    case 'presignaturePending':
    case 'open':
      if (orderDeadline(order) <= nowSeconds)
        return filledAny ? 'Partially filled, expired' : 'Expired'
      if (order.status === 'presignaturePending') return 'Awaiting signature'
      return filledAny ? 'Partially filled' : 'Open'
    case 'fulfilled':
      return 'Filled'
    case 'cancelled':
      return filledAny ? 'Partially filled, cancelled' : 'Cancelled'
    case 'expired':
      if (order.ethflowData?.refundTxHash) return 'Expired, refunded'
      return filledAny ? 'Partially filled, expired' : 'Expired'
    case 'unknown':
      return order.unrecognized?.status ?? 'Unknown'
  }
}

/** A token's name and an amount of it: whole tokens when known, else atoms by address. */
function described(tokens: TokenLookup, address: Address) {
  const meta: TokenMeta | undefined = tokens(address)
  return {
    symbol: meta?.symbol ?? `${address} (amounts in atoms)`,
    amount: (value: bigint) => (meta ? formatUnits(value, meta.decimals) : value.toString()),
    decimals: meta?.decimals,
  }
}

export function historyRow(order: Order, context: RowContext): HistoryRow {
  const sellAddress = orderSellToken(order)
  const sell = described(context.tokens, sellAddress)
  const buy = described(context.tokens, order.buyToken)
  const executed = order.executedSellAmountBeforeFees > 0n && order.executedBuyAmount > 0n
  const [base, quote] = executed
    ? [order.executedSellAmountBeforeFees, order.executedBuyAmount]
    : [order.sellAmount, order.buyAmount]
  const price =
    sell.decimals === undefined || buy.decimals === undefined
      ? undefined
      : unitPrice(base, sell.decimals, quote, buy.decimals, PRICE_DECIMALS)
  const feeAddress = order.executedFeeToken ?? order.sellToken
  const fee = described(context.tokens, feeAddress)
  const feeAmount = order.executedFee ?? order.executedFeeAmount
  const surplus = surplusOf(order)
  const surplusToken = surplus ? described(context.tokens, surplus.token) : undefined
  return {
    date: order.creationDate.toISOString(),
    type: historyType(order),
    pair: `${sell.symbol}/${buy.symbol}`,
    sellToken: sell.symbol,
    sellTokenAddress: sellAddress,
    sold: sell.amount(order.executedSellAmount),
    buyToken: buy.symbol,
    buyTokenAddress: order.buyToken,
    bought: buy.amount(order.executedBuyAmount),
    price: price === undefined ? '' : formatUnits(price, PRICE_DECIMALS),
    fee: fee.amount(feeAmount),
    feeToken: fee.symbol,
    surplus: surplus && surplusToken ? surplusToken.amount(surplus.amount) : '',
    surplusToken: surplusToken?.symbol ?? '',
    status: historyStatus(order, context.nowSeconds),
    settlementTransactions: (context.settlements.get(order.uid.toLowerCase()) ?? []).join(' '),
    orderUid: order.uid,
    chain: context.chain.name,
    chainId: context.chain.id,
  }
}
