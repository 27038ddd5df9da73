/**
 * Notification texts and metadata for the spec's event types (section 6), as pure
 * functions: the indexer and the solver decide *when*, this module decides *what*.
 * Amounts in `metadata` stay integer strings in smallest units, like every amount on the
 * wire; the message formats them for people.
 */
import { formatUnits, isAddressEqual, type Address, type Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'

export type NotificationType =
  | 'order_filled'
  | 'order_partially_filled'
  | 'order_expired'
  | 'order_cancelled'
  | 'insufficient_balance'
  | 'price_improvement'

export interface NotificationDraft {
  account: Address
  type: NotificationType
  message: string
  orderUid: Hex
  metadata: Record<string, string | number | boolean | null>
  /** Producing the same key twice stores one notification. */
  dedupeKey: string
}

/** The order fields the texts need. */
export interface OrderSummary {
  uid: Hex
  owner: Address
  kind: 'sell' | 'buy'
  sellToken: Address
  buyToken: Address
  sellAmount: bigint
  buyAmount: bigint
}

/** What an order (or one trade of it) sold and bought, in smallest units, fee excluded. */
export interface ExecutedTotals {
  sold: bigint
  bought: bigint
}

const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 6,
  roundingMode: 'trunc',
})

function symbolOf(token: Address): { symbol: string; decimals: number | undefined } {
  if (isAddressEqual(token, NATIVE_CURRENCY_ADDRESS)) return { symbol: 'ETH', decimals: 18 }
  const known = sandboxDeployment.tokens.find((t) => isAddressEqual(t.address, token))
  return known
    ? { symbol: known.symbol, decimals: known.decimals }
    : { symbol: `${token.slice(0, 6)}…${token.slice(-4)}`, decimals: undefined }
}

/** "1.5 WETH", "3,092.281549 USDC"; raw units for tokens the sandbox does not list. */
export function formatTokenAmount(token: Address, amount: bigint): string {
  const { symbol, decimals } = symbolOf(token)
  if (decimals === undefined) return `${amount.toString()} units of ${symbol}`
  // Six fraction digits are plenty for a message; metadata keeps exact units. Cut, not rounded,
  // and grouped like every amount the app shows ("3,092.281549"); Intl formats the exact
  // decimal string, so no digit is lost to a float.
  // The cast: formatUnits writes a plain decimal ("3092.281549"), a numeric literal string.
  const decimal = formatUnits(amount, decimals) as `${number}`
  return `${AMOUNT_FORMAT.format(decimal)} ${symbol}`
}

function describeOrder(o: OrderSummary): string {
  const sell = symbolOf(o.sellToken).symbol
  const buy = symbolOf(o.buyToken).symbol
  return o.kind === 'sell'
    ? `sell ${formatTokenAmount(o.sellToken, o.sellAmount)} for ${buy}`
    : `buy ${formatTokenAmount(o.buyToken, o.buyAmount)} with ${sell}`
}

/** The amount executed in the order's own terms: sold for sell orders, bought for buy orders. */
function executedInKind(o: OrderSummary, sold: bigint, bought: bigint): bigint {
  return o.kind === 'sell' ? sold : bought
}

export interface TradeFacts {
  /** Sold in this trade, fee excluded. */
  sold: bigint
  bought: bigint
  txHash: Hex
  /** Identifies the Trade event: block and log index. */
  eventKey: string
}

export function orderFilled(
  o: OrderSummary,
  totals: ExecutedTotals,
  trade: TradeFacts,
): NotificationDraft {
  return {
    account: o.owner,
    type: 'order_filled',
    orderUid: o.uid,
    message: `Your order to ${describeOrder(o)} was filled: you sold ${formatTokenAmount(
      o.sellToken,
      totals.sold,
    )} and received ${formatTokenAmount(o.buyToken, totals.bought)}.`,
    metadata: {
      orderId: o.uid,
      executedAmount: executedInKind(o, totals.sold, totals.bought).toString(),
      executedSellAmount: totals.sold.toString(),
      executedBuyAmount: totals.bought.toString(),
      sellToken: o.sellToken,
      buyToken: o.buyToken,
      txHash: trade.txHash,
    },
    dedupeKey: `order_filled:${o.uid}`,
  }
}

/**
 * This trade in the order's own terms, its fixed side first: a sell order's trader counts
 * what they sold ("0.5 WETH sold for 1,500 USDC"), a buy order's what they bought
 * ("1,000 USDC bought for 0.4 WETH").
 */
function partialTrade(o: OrderSummary, trade: ExecutedTotals): string {
  const sold = formatTokenAmount(o.sellToken, trade.sold)
  const bought = formatTokenAmount(o.buyToken, trade.bought)
  return o.kind === 'sell' ? `${sold} sold for ${bought}` : `${bought} bought for ${sold}`
}

export function orderPartiallyFilled(
  o: OrderSummary,
  totals: ExecutedTotals,
  trade: TradeFacts,
): NotificationDraft {
  const total = o.kind === 'sell' ? o.sellAmount : o.buyAmount
  const done = executedInKind(o, totals.sold, totals.bought)
  const percent = total === 0n ? 0 : Number((done * 10_000n) / total) / 100
  return {
    account: o.owner,
    type: 'order_partially_filled',
    orderUid: o.uid,
    message: `Your order to ${describeOrder(o)} was partly filled: ${partialTrade(o, trade)} (${percent}% done).`,
    metadata: {
      orderId: o.uid,
      executedAmount: executedInKind(o, trade.sold, trade.bought).toString(),
      executedSellAmount: trade.sold.toString(),
      executedBuyAmount: trade.bought.toString(),
      totalExecutedAmount: done.toString(),
      filledPercent: percent,
      txHash: trade.txHash,
    },
    dedupeKey: `order_partially_filled:${o.uid}:${trade.eventKey}`,
  }
}

export function priceImprovement(
  o: OrderSummary,
  trade: TradeFacts,
  surplus: { token: Address; amount: bigint; limit: bigint; bps: number },
): NotificationDraft {
  const percent = (surplus.bps / 100).toFixed(2)
  return {
    account: o.owner,
    type: 'price_improvement',
    orderUid: o.uid,
    message:
      o.kind === 'sell'
        ? `Better price: your order to ${describeOrder(o)} received ${formatTokenAmount(
            surplus.token,
            surplus.amount,
          )} more than its limit (+${percent}%).`
        : `Better price: your order to ${describeOrder(o)} cost ${formatTokenAmount(
            surplus.token,
            surplus.amount,
          )} less than its limit (-${percent}%).`,
    metadata: {
      orderId: o.uid,
      executedAmount: executedInKind(o, trade.sold, trade.bought).toString(),
      executedSellAmount: trade.sold.toString(),
      executedBuyAmount: trade.bought.toString(),
      surplus: surplus.amount.toString(),
      surplusToken: surplus.token,
      surplusBps: surplus.bps,
      limitAmount: surplus.limit.toString(),
      txHash: trade.txHash,
    },
    dedupeKey: `price_improvement:${o.uid}:${trade.eventKey}`,
  }
}

export function orderExpired(o: OrderSummary, totals: ExecutedTotals): NotificationDraft {
  const done = executedInKind(o, totals.sold, totals.bought)
  return {
    account: o.owner,
    type: 'order_expired',
    orderUid: o.uid,
    message:
      done === 0n
        ? `Your order to ${describeOrder(o)} expired without being filled.`
        : `Your order to ${describeOrder(o)} expired after a partial fill of ${formatTokenAmount(
            o.kind === 'sell' ? o.sellToken : o.buyToken,
            done,
          )}.`,
    metadata: { orderId: o.uid, executedAmount: done.toString() },
    dedupeKey: `order_expired:${o.uid}`,
  }
}

/**
 * A notice that order `o` ended (cancelled, refunded): its type, words and dedupe key, with
 * the metadata every such notice carries (the order, how much of it executed, on chain or
 * not, the transaction) and any of its own.
 */
function endedNotice(
  o: OrderSummary,
  totals: ExecutedTotals,
  notice: {
    type: NotificationType
    message: string
    txHash: Hex | null
    dedupeKey: string
    refunded?: true
  },
): NotificationDraft {
  return {
    account: o.owner,
    type: notice.type,
    orderUid: o.uid,
    message: notice.message,
    metadata: {
      orderId: o.uid,
      executedAmount: executedInKind(o, totals.sold, totals.bought).toString(),
      onchain: notice.txHash !== null,
      txHash: notice.txHash,
      ...(notice.refunded ? { refunded: true } : {}),
    },
    dedupeKey: notice.dedupeKey,
  }
}

export function orderCancelled(
  o: OrderSummary,
  totals: ExecutedTotals,
  source: { onchain: true; txHash: Hex } | { onchain: false },
): NotificationDraft {
  return endedNotice(o, totals, {
    type: 'order_cancelled',
    message: source.onchain
      ? `Your order to ${describeOrder(o)} was cancelled on chain.`
      : `Your order to ${describeOrder(o)} was cancelled.`,
    txHash: source.onchain ? source.txHash : null,
    dedupeKey: `order_cancelled:${o.uid}`,
  })
}

/**
 * The trader cancelled their eth-flow order on chain (OrderInvalidation): the flow contract
 * sent back the ETH that did not trade in that same transaction, so no refund follows.
 */
export function ethFlowCancelled(
  o: OrderSummary,
  totals: ExecutedTotals,
  txHash: Hex,
): NotificationDraft {
  return endedNotice(o, totals, {
    type: 'order_cancelled',
    message: `Your order to ${describeOrder(o)} was cancelled on chain; the ETH it did not use came back to you in the cancellation transaction.`,
    txHash,
    dedupeKey: `order_cancelled:${o.uid}`,
  })
}

/**
 * An expired eth-flow order was refunded (OrderRefund): after its deadline the refunder (or
 * anyone) invalidated it and the flow contract sent back the ETH that did not trade. Its own
 * notice beside the expiry's: the trader's news is that the ETH is back, with the transaction.
 */
export function ethFlowRefunded(
  o: OrderSummary,
  totals: ExecutedTotals,
  txHash: Hex,
): NotificationDraft {
  return endedNotice(o, totals, {
    type: 'order_expired',
    message: `Your order to ${describeOrder(o)} expired; the ETH it did not use was refunded to you.`,
    txHash,
    dedupeKey: `order_refunded:${o.uid}`,
    refunded: true,
  })
}

export function insufficientBalance(
  o: OrderSummary,
  facts: {
    required: bigint
    balance: bigint
    allowance: bigint
    executedAmount: bigint
    episode: number
  },
): NotificationDraft {
  const short = facts.balance < facts.required ? 'balance' : 'allowance'
  const have = short === 'balance' ? facts.balance : facts.allowance
  return {
    account: o.owner,
    type: 'insufficient_balance',
    orderUid: o.uid,
    message: `Your order to ${describeOrder(o)} cannot be filled: it needs ${formatTokenAmount(
      o.sellToken,
      facts.required,
    )} but your ${short === 'balance' ? 'balance' : 'approved allowance'} is ${formatTokenAmount(
      o.sellToken,
      have,
    )}.`,
    metadata: {
      orderId: o.uid,
      executedAmount: facts.executedAmount.toString(),
      token: o.sellToken,
      required: facts.required.toString(),
      balance: facts.balance.toString(),
      allowance: facts.allowance.toString(),
      shortOf: short,
    },
    dedupeKey: `insufficient_balance:${o.uid}:${facts.episode}`,
  }
}
