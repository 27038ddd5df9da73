import { t } from '@lingui/core/macro'
import type { ParsedAmount } from './tokens/parse-amount'
import type { TradeFlow } from './placement/trade-machine'

/**
 * The full state of the swap (idle, quoting, ready, then the flow's phases) and what the
 * main button offers, derived from the form, the quote query and the flow reducer. Pure,
 * so every combination is tested without a browser.
 */

export type QuoteDisplay =
  /** Nothing to quote yet. */
  | 'none'
  /** First request for this input. */
  | 'loading'
  /** A 429/5xx is being retried per the policy: show "retrying", not an error. */
  | 'retrying'
  /** A new quote for the same input is on its way; the old one stays visible. */
  | 'refreshing'
  | 'fresh'
  /** Past its expiry and not yet replaced. */
  | 'stale'
  | 'error'

export interface QuoteQueryView {
  status: 'pending' | 'success' | 'error'
  isFetching: boolean
  /** `fetchStatus === 'idle'` with status pending: skipped (skipToken). */
  isSkipped: boolean
  isExpired: boolean
  isRetrying: boolean
}

export function quoteDisplay(view: QuoteQueryView): QuoteDisplay {
  if (view.isSkipped && view.status === 'pending') return 'none'
  if (view.isRetrying) return 'retrying'
  if (view.status === 'pending') return 'loading'
  if (view.status === 'error') return view.isFetching ? 'loading' : 'error'
  if (view.isFetching) return 'refreshing'
  return view.isExpired ? 'stale' : 'fresh'
}

export type PrimaryAction =
  | 'connect'
  | 'switchChain'
  | 'selectToken'
  | 'enterAmount'
  | 'approve'
  | 'review'
  /** Wraps or unwraps the native currency (src/trade/wrap). */
  | 'wrap'
  | 'none'

export interface PrimaryButton {
  label: string
  action: PrimaryAction
  disabled: boolean
}

export type TradeStep = 'idle' | 'quoting' | 'ready' | Exclude<TradeFlow['phase'], 'editing'>

export interface TradeStatusInput {
  connected: boolean
  /** The wallet is on the chain the swap is for. */
  chainMatches: boolean
  chainName: string
  hasTokens: boolean
  sameToken: boolean
  sellSymbol?: string
  amount: ParsedAmount
  quote: QuoteDisplay
  /** undefined: the allowance is still being read. */
  needsApproval: boolean | undefined
  /** The approval is an EIP-2612 permit signature (no transaction), carried as a pre-hook. */
  approvalBySignature?: boolean
  /**
   * The balance cannot cover what the order would sell: nothing is approved or signed
   * (issue 11); the form says so at the amount.
   */
  insufficientBalance?: boolean
  flow: TradeFlow
}

export interface TradeStatus {
  step: TradeStep
  primary: PrimaryButton
}

function button(label: string, action: PrimaryAction, disabled = false): PrimaryButton {
  return { label, action, disabled }
}

export function deriveTradeStatus(input: TradeStatusInput): TradeStatus {
  const { flow, quote } = input
  const tokenName = input.sellSymbol ?? t`the token`
  const approvalName = input.sellSymbol ?? t`token`
  const balanceName = input.sellSymbol ?? t`token`
  const step: TradeStep =
    flow.phase !== 'editing'
      ? flow.phase
      : quote === 'fresh'
        ? 'ready'
        : quote === 'none' || quote === 'error'
          ? 'idle'
          : 'quoting'
  if (flow.phase === 'approving') {
    return {
      step,
      primary: button(
        flow.stage === 'wallet'
          ? input.approvalBySignature
            ? t`Sign the ${approvalName} approval in your wallet…`
            : t`Approve ${tokenName} in your wallet…`
          : t`Approving ${tokenName}…`,
        'none',
        true,
      ),
    }
  }
  if (!input.hasTokens) return { step, primary: button(t`Select a token`, 'selectToken') }
  if (input.sameToken)
    return { step, primary: button(t`Choose two different tokens`, 'selectToken') }
  if (input.amount.status === 'empty')
    return { step, primary: button(t`Enter an amount`, 'enterAmount', true) }
  if (input.amount.status === 'invalid') {
    return {
      step,
      primary: button(
        input.amount.problem === 'zero' ? t`Enter an amount` : t`Check the amount`,
        'enterAmount',
        true,
      ),
    }
  }
  if (quote === 'loading') return { step, primary: button(t`Getting a quote…`, 'none', true) }
  if (quote === 'retrying') return { step, primary: button(t`Retrying the quote…`, 'none', true) }
  if (quote === 'error' || quote === 'none')
    return { step, primary: button(t`No quote`, 'none', true) }
  if (!input.connected) return { step, primary: button(t`Connect a wallet`, 'connect') }
  if (!input.chainMatches)
    return { step, primary: button(t`Switch to ${input.chainName}`, 'switchChain') }
  if (input.insufficientBalance) {
    return {
      step,
      primary: button(t`Insufficient ${balanceName} balance`, 'none', true),
    }
  }
  if (input.needsApproval === undefined)
    return { step, primary: button(t`Checking approval…`, 'none', true) }
  if (input.needsApproval) {
    return {
      step,
      primary: button(
        input.approvalBySignature ? t`Approve with a signature (no gas)` : t`Approve ${tokenName}`,
        'approve',
      ),
    }
  }
  if (quote === 'refreshing') return { step, primary: button(t`Updating quote…`, 'none', true) }
  if (quote === 'stale') return { step, primary: button(t`Quote expired: updating…`, 'none', true) }
  return { step, primary: button(t`Review swap`, 'review') }
}

/** The confirm button in the review dialog: only a fresh quote may be signed. */
export function canConfirm(flow: TradeFlow, quote: QuoteDisplay, chainMatches: boolean): boolean {
  return flow.phase === 'confirming' && quote === 'fresh' && chainMatches
}

/** A form's parts, as every trade form has them: what `formStatus` reads. */
export interface FormStatusInput {
  wallet: { isConnected: boolean; isSafe: boolean }
  network: { chainMatches: boolean; chain: { name: string } }
  sellToken: { address: string; symbol: string } | undefined
  buyToken: { address: string } | undefined
  amount: ParsedAmount
  quote: QuoteDisplay
  /** undefined: the allowance is still being read. */
  needsApproval: boolean | undefined
  /** The approval is a permit signature (a token with EIP-2612, not a Safe). */
  approvalBySignature?: boolean
  sellBalance: bigint | undefined
  /** What the order would take from the wallet. */
  neededSellAmount: bigint | undefined
  flow: TradeFlow
}

/** `deriveTradeStatus` from a form's parts (a Safe needs no approval: it batches one). */
export function formStatus(input: FormStatusInput): TradeStatus {
  const { wallet, sellToken, buyToken, sellBalance, neededSellAmount } = input
  return deriveTradeStatus({
    connected: wallet.isConnected,
    chainMatches: input.network.chainMatches,
    chainName: input.network.chain.name,
    hasTokens: sellToken !== undefined && buyToken !== undefined,
    sameToken:
      sellToken !== undefined &&
      buyToken !== undefined &&
      sellToken.address.toLowerCase() === buyToken.address.toLowerCase(),
    sellSymbol: sellToken?.symbol,
    amount: input.amount,
    quote: input.quote,
    needsApproval: wallet.isSafe ? false : input.needsApproval,
    approvalBySignature: input.approvalBySignature === true,
    insufficientBalance:
      wallet.isConnected &&
      sellBalance !== undefined &&
      neededSellAmount !== undefined &&
      neededSellAmount > sellBalance,
    flow: input.flow,
  })
}
