import { t } from '@lingui/core/macro'
import type { ParsedAmount } from '../tokens/parse-amount'
import type { PrimaryButton } from '../trade-status'

/**
 * A wrap or unwrap of the native currency: not an order but one transaction on the wrapped
 * token (`deposit` with value, `withdraw`). Pure: what the button offers, and what a
 * finished transaction says.
 */

export type WrapDirection = 'wrap' | 'unwrap'

export type WrapFlow =
  | { phase: 'idle' }
  /** Waiting for the wallet to send. */
  | { phase: 'wallet' }
  /** Sent; waiting to be mined. */
  | { phase: 'pending' }
  | { phase: 'done'; sentence: string }
  | { phase: 'problem'; sentence: string }

export interface WrapStatusInput {
  direction: WrapDirection
  connected: boolean
  chainMatches: boolean
  chainName: string
  amount: ParsedAmount
  /** The balance of what is given up (the native currency to wrap, the wrapped to unwrap). */
  balance: bigint | undefined
  sellSymbol: string
  flow: WrapFlow
}

function verbOf(direction: WrapDirection): { button: string; busy: string } {
  return direction === 'wrap'
    ? { button: t`Wrap`, busy: t`Wrapping` }
    : { button: t`Unwrap`, busy: t`Unwrapping` }
}

function button(label: string, action: PrimaryButton['action'], disabled = false): PrimaryButton {
  return { label, action, disabled }
}

export function wrapButton(input: WrapStatusInput): PrimaryButton {
  const verb = verbOf(input.direction)
  if (input.flow.phase === 'wallet') return button(`${verb.button} in your wallet…`, 'none', true)
  if (input.flow.phase === 'pending') return button(`${verb.busy}…`, 'none', true)
  if (input.amount.status !== 'valid') {
    const label =
      input.amount.status === 'invalid' && input.amount.problem !== 'zero'
        ? t`Check the amount`
        : t`Enter an amount`
    return button(label, 'enterAmount', true)
  }
  if (!input.connected) return button(t`Connect a wallet`, 'connect')
  if (!input.chainMatches) return button(t`Switch to ${input.chainName}`, 'switchChain')
  if (input.balance !== undefined && input.amount.value > input.balance) {
    return button(t`Insufficient ${input.sellSymbol} balance`, 'none', true)
  }
  return button(verb.button, 'wrap')
}

export type WrapOutcome =
  | { status: 'confirmed' }
  | { status: 'reverted'; hash: string }
  | { status: 'rejected' }
  | { status: 'failed'; message: string }

/** What the form says once the wallet and the chain have answered. */
export function wrapOutcomeFlow(direction: WrapDirection, outcome: WrapOutcome): WrapFlow {
  const wrap = direction === 'wrap'
  switch (outcome.status) {
    case 'confirmed':
      return {
        phase: 'done',
        sentence:
          direction === 'wrap'
            ? t`Wrapped: your balances are updated.`
            : t`Unwrapped: your balances are updated.`,
      }
    case 'rejected':
      return {
        phase: 'problem',
        sentence: wrap
          ? t`You rejected the wrap in your wallet: nothing was sent.`
          : t`You rejected the unwrap in your wallet: nothing was sent.`,
      }
    case 'reverted': {
      const hash = outcome.hash
      return {
        phase: 'problem',
        sentence: wrap
          ? t`The wrap transaction ${hash} reverted: your balances are unchanged.`
          : t`The unwrap transaction ${hash} reverted: your balances are unchanged.`,
      }
    }
    case 'failed': {
      const reason = outcome.message
      return {
        phase: 'problem',
        sentence: wrap ? t`The wrap failed: ${reason}` : t`The unwrap failed: ${reason}`,
      }
    }
  }
}

/** The embedding's page (a widget host's onBeforeWrapOrUnwrap) said no: the wallet was not asked. */
export function refusedByHostFlow(direction: WrapDirection): WrapFlow {
  return {
    phase: 'problem',
    sentence:
      direction === 'wrap'
        ? t`The site you are trading on did not allow this wrap: nothing was sent.`
        : t`The site you are trading on did not allow this unwrap: nothing was sent.`,
  }
}
