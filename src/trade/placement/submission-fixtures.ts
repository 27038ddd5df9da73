/**
 * Test fixtures of the submission pipeline, shared by its unit tests: a sandbox trader that
 * signs for real, a fixed clock, a submission input for a sandbox quote, effects that record
 * their calls, and the API failures a placement meets.
 */
import { mnemonicToAccount } from 'viem/accounts'
import { sandboxQuote } from '@/api/test-fixtures'
import { SANDBOX_MNEMONIC } from '@batchswap/contract/sandbox/deployment'
import type { Hex } from 'viem'
import type { ApiError } from '@/api/errors'
import type { OrderCreation } from '@/api/quote-types'
import { initialTradeFlow, tradeReducer, type TradeEvent, type TradeFlow } from './trade-machine'
import type { LimitTerms, SubmissionInput } from './prepare-order'
import { submitOrder, type SignedOrder, type SubmissionEffects } from './submit-order'

export const trader = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 })
export const NOW = 1_700_000_000_000

export function submissionInput(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    quote: sandboxQuote({ receivedAt: NOW, serverDate: NOW, id: 42 }),
    slippageBps: 50,
    smartSlippage: true,
    deadlineMinutes: 30,
    chainId: 31337,
    env: 'production',
    account: trader.address,
    walletChainId: 31337,
    ...overrides,
  }
}

/** A limit order selling `sellAmount` for at least `buyAmount`: a week long, partially fillable. */
export function sellLimit(
  sellAmount: bigint,
  buyAmount: bigint,
  overrides: Partial<LimitTerms> = {},
): LimitTerms {
  return {
    kind: 'sell',
    sellAmount,
    buyAmount,
    validForSeconds: 7 * 24 * 3600,
    partiallyFillable: true,
    ...overrides,
  }
}

/** An effect that fails with `error()` every time it is called. */
export const throws = (error: () => ApiError) => async (): Promise<never> => {
  throw error()
}

export interface Recorder {
  events: TradeEvent[]
  calls: string[]
  posted?: OrderCreation
  uploaded?: { hash: Hex; document: string }
}

export function effects(
  recorder: Recorder,
  overrides: Partial<SubmissionEffects> = {},
): SubmissionEffects {
  return {
    now: () => NOW,
    signTypedData: async (typedData) => {
      recorder.calls.push('signTypedData')
      return trader.signTypedData(typedData)
    },
    signMessage: async (raw) => {
      recorder.calls.push('signMessage')
      return trader.signMessage({ message: { raw } })
    },
    isContractAccount: async () => false,
    putAppData: async (hash, document) => {
      recorder.calls.push('putAppData')
      recorder.uploaded = { hash, document }
    },
    postOrder: async (creation, expectedUid) => {
      recorder.calls.push('postOrder')
      recorder.posted = creation
      return expectedUid
    },
    sendPreSignature: async () => {
      recorder.calls.push('sendPreSignature')
      return `0x${'11'.repeat(32)}`
    },
    waitForTransaction: async () => {
      recorder.calls.push('waitForTransaction')
    },
    onPosted: () => recorder.calls.push('onPosted'),
    lookupOrder: async () => {
      recorder.calls.push('lookupOrder')
      throw new Error('no lookup expected')
    },
    waitBeforeRecheck: async (round) => {
      recorder.calls.push('waitBeforeRecheck')
      if (round > 10) throw new Error('still looking after 10 rounds')
    },
    ...overrides,
  }
}

export async function runFromConfirm(
  submission: SubmissionInput,
  fx: (r: Recorder) => SubmissionEffects,
  reuse?: SignedOrder,
): Promise<{ flow: TradeFlow; recorder: Recorder; uid: Hex | undefined }> {
  const recorder: Recorder = { events: [], calls: [] }
  let flow = tradeReducer(tradeReducer(initialTradeFlow, { type: 'review' }), { type: 'confirm' })
  const uid = await submitOrder(
    submission,
    fx(recorder),
    (event) => {
      recorder.events.push(event)
      flow = tradeReducer(flow, event)
    },
    reuse,
  )
  return { flow, recorder, uid }
}
