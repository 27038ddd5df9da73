/**
 * The sentences and figures a trade form derives from its state: the quoted field's text,
 * the over-balance warning, the USD hint, why confirming is blocked, and the quote's live
 * announcement. Pure, so the page itself only composes.
 */
import { t } from '@lingui/core/macro'
import type { Order } from '@/api/types'
import { formatAmount, formatTokenAmount } from '@/lib/format-amount'
import type { QuoteSummary } from './quote/quote-summary'
import { formatUsdAmount, usdAmount } from '@/lib/usd'
import type { EffectiveSlippage } from './quote/slippage'
import type { QuoteDisplay } from './trade-status'
import type { TradeFlow } from './placement/trade-machine'
import type { TradeToken } from './tokens/trade-token'

/**
 * The quote's amount as the text of the quoted field ("3,092.281549"): output, grouped like
 * every amount the app shows. The field the trader types in keeps their text as typed; the
 * quoted field drops its separators once the trader edits it (`editedQuotedText`).
 */
export function quotedAmountText(value: bigint, decimals: number): string {
  return formatAmount(value, decimals, { maxDecimals: Math.min(decimals, 8) }).replace(/^< /, '')
}

/**
 * The trader's first edit of the quoted field, as the plain number it means, and where the
 * caret goes in it. The quoted text's only commas are the app's thousands separators
 * (`quotedAmountText`), so dropping them is exact; a comma the trader typed afterwards is
 * theirs, and the amount parser questions it.
 */
export function editedQuotedText(
  edited: string,
  caret: number | null,
): { text: string; caret: number | null } {
  const text = edited.replace(/,/g, '')
  return {
    text,
    caret: caret === null ? null : caret - (edited.slice(0, caret).match(/,/g)?.length ?? 0),
  }
}

export function overBalanceWarning(
  connected: boolean,
  sellAmount: bigint | undefined,
  sellBalance: bigint | undefined,
  sellToken: TradeToken | undefined,
): string | undefined {
  return connected &&
    sellAmount !== undefined &&
    sellBalance !== undefined &&
    sellAmount > sellBalance &&
    sellToken
    ? t`More than your balance of ${formatTokenAmount(sellBalance, sellToken.decimals, sellToken.symbol)}. Nothing will be approved or signed for this amount: lower it or add funds.`
    : undefined
}

/** "≈ $310.91", from the amount in fixed point; nothing when the price is unusable. */
function usdWords(value: bigint | undefined): string | undefined {
  return value === undefined ? undefined : `≈ ${formatUsdAmount(value)}`
}

export function usdText(
  token: TradeToken | undefined,
  amount: bigint | undefined,
  price: number | undefined,
): string | undefined {
  return token && amount !== undefined && price !== undefined
    ? usdWords(usdAmount(amount, token.decimals, price))
    : undefined
}

/** Why the review dialog's confirm button waits, or undefined when it may be pressed. */
export function confirmBlockedReason(
  chainMatches: boolean,
  chainName: string,
  display: QuoteDisplay,
  slippage: EffectiveSlippage,
): string | undefined {
  return !chainMatches
    ? t`Your wallet is on another network than ${chainName}. Switch before signing: a signature for another network cannot be settled.`
    : display === 'refreshing'
      ? t`Updating the quote…`
      : display === 'stale'
        ? t`The quote expired: getting a new one…`
        : display === 'fresh'
          ? slippage.source === 'pending'
            ? t`Waiting for the slippage recommendation…`
            : undefined
          : t`Getting a quote…`
}

/** Announced to screen readers when the quote's state changes. */
export function quoteLiveMessage(args: {
  display: QuoteDisplay
  /** While retrying: the cause's title (the countdown is not announced every second). */
  recovery?: { title: string } | undefined
  problem: { title: string; sentence: string } | undefined
  summary: QuoteSummary | undefined
  kind: 'sell' | 'buy'
  sellToken: TradeToken | undefined
  buyToken: TradeToken | undefined
}): string {
  const { display, recovery, problem, summary, kind, sellToken, buyToken } = args
  return display === 'loading'
    ? t`Getting a quote…`
    : display === 'retrying'
      ? `${recovery?.title ?? t`No quote yet`}: the quote is retried by itself.`
      : display === 'error' && problem
        ? `${problem.title}. ${problem.sentence}`
        : summary && buyToken && sellToken && display === 'fresh'
          ? kind === 'sell'
            ? t`Quote ready: you receive about ${formatTokenAmount(summary.buyAmount, buyToken.decimals, buyToken.symbol)}.`
            : t`Quote ready: you pay about ${formatTokenAmount(summary.sellAmount, sellToken.decimals, sellToken.symbol)}.`
          : ''
}

/**
 * What confirming does and costs, under the Confirm button. A signature is free, but a Safe
 * signs with a pre-signature: a Safe transaction its owners execute, which pays network gas.
 * Selling the native currency signs nothing: the wallet sends `createOrder` with the coins to
 * the eth-flow contract, a transaction that pays gas (a Safe's owners execute it as a Safe
 * transaction). The app does not estimate that gas (the wallet, or the Safe's threshold,
 * signatures and batching, decide it), so it says where the figure is instead of guessing one.
 */
export function signingCostNote(
  presign: boolean,
  /** The native currency's symbol when the trade sells it (eth-flow). */
  nativeSell?: string,
): string {
  if (nativeSell !== undefined) {
    return presign
      ? t`Your Safe’s owners sign and execute one Safe transaction: createOrder on the eth-flow contract, sending the ${nativeSell} you sell. It pays network gas, which this app does not estimate; your Safe shows the cost before execution.`
      : t`Your wallet will ask you to send one transaction: createOrder on the eth-flow contract, with the ${nativeSell} you sell. It pays network gas, which your wallet shows before you send it; nothing else is signed or approved.`
  }
  return presign
    ? t`The pre-signature is a Safe transaction your Safe’s owners sign and execute: it pays network gas, which this app does not estimate. Your Safe shows the cost before execution.`
    : t`Your wallet will ask you to sign the order. Signing costs no gas.`
}

/**
 * What approving a token does and costs, and how long it lasts, told the way the approval
 * will be made: a permit signature (EIP-2612: no transaction, it goes with the order as a
 * pre-hook and takes effect when the order fills) or an approval transaction.
 */
export function approvalExplanation(symbol: string, bySignature: boolean): string {
  return bySignature
    ? t`Allow the protocol to use your ${symbol} with a signature: no transaction, no gas. It goes with your order and takes effect when the order fills. Unlimited lasts for later trades of ${symbol}; exact covers this amount only.`
    : t`Allow the protocol to use your ${symbol} with one approval transaction, which pays network gas. Unlimited lasts for later trades of ${symbol}; exact covers this amount only.`
}

/** What the form says once the approval is done, as it was made. */
export function approvalDoneNotice(symbol: string | undefined, bySignature: boolean): string {
  const token = symbol ?? t`The token`
  return bySignature
    ? t`${token} approval signed: it goes with your order. You can review the swap now.`
    : t`${token} approved. You can review the swap now.`
}

/** Whether the order being placed needs an on-chain pre-signature (smart-contract account). */
export function isPresignFlow(flow: TradeFlow, order: Order | undefined): boolean {
  return flow.phase === 'uploadingAppData' || flow.phase === 'submitting'
    ? flow.scheme === 'presign'
    : flow.phase === 'presigning' ||
        (flow.phase === 'failed' && flow.step === 'presign') ||
        order?.signingScheme === 'presign'
}
