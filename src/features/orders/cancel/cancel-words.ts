/**
 * What the cancellation dialog says about the on-chain part, for a wallet (one transaction per
 * order, its gas paid by the trader) and for a Safe (one Safe transaction for all of them,
 * which its owners sign and execute; the refunded ETH goes back to the Safe).
 */

/** "1 order", "2 orders". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The heading of the on-chain orders in the plan. */
export function onChainGroupTitle(count: number, safe: boolean): string {
  const orders = plural(count, 'order', 'orders')
  return safe
    ? `Cancelled on chain in one Safe transaction, which the Safe’s owners sign and execute: ${orders}`
    : `Cancelled on chain, one transaction each (you pay gas): ${orders}`
}

/** Cancelling an eth-flow order is its refund: the flow contract sends the ETH back at once. */
export function ethFlowRefundSentence(count: number, nativeSymbol: string, safe: boolean): string {
  const orders =
    count === 1
      ? `the order placed with native ${nativeSymbol}`
      : `the ${count} orders placed with native ${nativeSymbol}`
  if (safe)
    return `The ${nativeSymbol} of ${orders} comes back to the Safe in the same transaction.`
  return count === 1
    ? `The ${nativeSymbol} of ${orders} comes back to your wallet in the same transaction.`
    : `The ${nativeSymbol} of ${orders} comes back to your wallet in the same transactions.`
}

/** The on-chain part of the outcome. */
export function onChainDoneSentence(count: number, safe: boolean): string {
  return safe
    ? `One Safe transaction executed for ${plural(count, 'order', 'orders')}.`
    : `${plural(count, 'transaction', 'transactions')} confirmed.`
}
