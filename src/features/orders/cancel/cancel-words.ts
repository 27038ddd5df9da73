/**
 * What the cancellation dialog says about the on-chain part, for a wallet (one transaction per
 * order, its gas paid by the trader) and for a Safe (one Safe transaction for all of them,
 * which its owners sign and execute; the refunded ETH goes back to the Safe).
 */
import { plural, t } from '@lingui/core/macro'

/** "1 order", "2 orders". */
export function ordersCount(count: number): string {
  return plural(count, { one: '# order', other: '# orders' })
}

/** The heading of the on-chain orders in the plan. */
export function onChainGroupTitle(count: number, safe: boolean): string {
  const orders = ordersCount(count)
  return safe
    ? t`Cancelled on chain in one Safe transaction, which the Safe’s owners sign and execute: ${orders}`
    : t`Cancelled on chain, one transaction each (you pay gas): ${orders}`
}

/** Cancelling an eth-flow order is its refund: the flow contract sends the ETH back at once. */
export function ethFlowRefundSentence(count: number, nativeSymbol: string, safe: boolean): string {
  if (safe) {
    return plural(count, {
      one: `The ${nativeSymbol} of the order placed with native ${nativeSymbol} comes back to the Safe in the same transaction.`,
      other: `The ${nativeSymbol} of the # orders placed with native ${nativeSymbol} comes back to the Safe in the same transaction.`,
    })
  }
  return plural(count, {
    one: `The ${nativeSymbol} of the order placed with native ${nativeSymbol} comes back to your wallet in the same transaction.`,
    other: `The ${nativeSymbol} of the # orders placed with native ${nativeSymbol} comes back to your wallet in the same transactions.`,
  })
}

/** The on-chain part of the outcome. */
export function onChainDoneSentence(count: number, safe: boolean): string {
  return safe
    ? plural(count, {
        one: 'One Safe transaction executed for # order.',
        other: 'One Safe transaction executed for # orders.',
      })
    : plural(count, { one: '# transaction confirmed.', other: '# transactions confirmed.' })
}
