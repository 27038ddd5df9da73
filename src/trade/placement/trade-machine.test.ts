import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import {
  initialTradeFlow,
  isBusy,
  isDialogPhase,
  trackedOutcome,
  tradeReducer,
  type TradeEvent,
  type TradeFlow,
} from './trade-machine'
import { canConfirm, deriveTradeStatus, quoteDisplay, type TradeStatusInput } from '../trade-status'

const UID = `0x${'ab'.repeat(56)}` as const
const TX = `0x${'cd'.repeat(32)}` as const
const error = new ApiError({
  type: 'orderbook',
  errorType: 'InsufficientAllowance',
  description: '',
  status: 400,
})

function run(events: TradeEvent[], from: TradeFlow = initialTradeFlow): TradeFlow {
  return events.reduce(tradeReducer, from)
}

/** Review, confirm, sign with `scheme` and upload the appData: the order is then being posted. */
function upToSubmit(scheme: Extract<TradeEvent, { type: 'signed' }>['scheme']): TradeEvent[] {
  return [
    { type: 'review' },
    { type: 'confirm' },
    { type: 'signed', uid: UID, scheme },
    { type: 'appDataUploaded' },
  ]
}

describe('tradeReducer', () => {
  it('walks the happy path from review to done', () => {
    const steps: [TradeEvent, TradeFlow['phase']][] = [
      [{ type: 'review' }, 'confirming'],
      [{ type: 'confirm' }, 'signing'],
      [{ type: 'signed', uid: UID, scheme: 'eip712' }, 'uploadingAppData'],
      [{ type: 'appDataUploaded' }, 'submitting'],
      [{ type: 'posted', uid: UID, needsPresign: false }, 'tracking'],
      [{ type: 'settled', outcome: 'fulfilled' }, 'done'],
    ]
    let flow = initialTradeFlow
    for (const [event, phase] of steps) {
      flow = tradeReducer(flow, event)
      expect(flow.phase).toBe(phase)
    }
    expect(flow).toEqual({ phase: 'done', uid: UID, outcome: 'fulfilled' })
    expect(tradeReducer(flow, { type: 'reset' })).toEqual({ phase: 'editing' })
  })

  it('goes through presigning for a smart-contract account', () => {
    const flow = run([...upToSubmit('presign'), { type: 'posted', uid: UID, needsPresign: true }])
    expect(flow).toEqual({ phase: 'presigning', uid: UID })
    expect(run([{ type: 'presignSent', txHash: TX }, { type: 'presigned' }], flow)).toEqual({
      phase: 'tracking',
      uid: UID,
    })
  })

  it('a wallet rejection returns quietly to the confirm step', () => {
    const flow = run([{ type: 'review' }, { type: 'confirm' }, { type: 'signatureRejected' }])
    expect(flow).toEqual({ phase: 'confirming', notice: 'rejected' })
    expect(tradeReducer(flow, { type: 'confirm' })).toEqual({ phase: 'signing' })
  })

  it('ignores a second confirm: no double submit', () => {
    const signing = run([{ type: 'review' }, { type: 'confirm' }])
    expect(tradeReducer(signing, { type: 'confirm' })).toBe(signing)
    const submitting = run(
      [{ type: 'signed', uid: UID, scheme: 'eip712' }, { type: 'appDataUploaded' }],
      signing,
    )
    expect(tradeReducer(submitting, { type: 'confirm' })).toBe(submitting)
    expect(tradeReducer(submitting, { type: 'review' })).toBe(submitting)
  })

  it('cannot be closed or reset while busy', () => {
    const signing = run([{ type: 'review' }, { type: 'confirm' }])
    expect(isBusy(signing)).toBe(true)
    expect(tradeReducer(signing, { type: 'close' })).toBe(signing)
    expect(tradeReducer(signing, { type: 'reset' })).toBe(signing)
  })

  it('classifies a failure by its step and recovers to the confirm step', () => {
    const failed = run([...upToSubmit('eip712'), { type: 'failed', step: 'submit', error }])
    expect(failed).toEqual({ phase: 'failed', step: 'submit', error, uid: UID })
    expect(isDialogPhase(failed)).toBe(true)
    expect(tradeReducer(failed, { type: 'retry' })).toEqual({ phase: 'confirming' })
    expect(tradeReducer(failed, { type: 'close' })).toEqual({ phase: 'editing' })
  })

  it('ignores a failure reported for a step that is not running', () => {
    const signing = run([{ type: 'review' }, { type: 'confirm' }])
    expect(tradeReducer(signing, { type: 'failed', step: 'submit', error })).toBe(signing)
  })

  it('tracks the approval lifecycle', () => {
    let flow = tradeReducer(initialTradeFlow, { type: 'approve' })
    expect(flow).toEqual({ phase: 'approving', stage: 'wallet' })
    flow = tradeReducer(flow, { type: 'approvalSent', txHash: TX })
    expect(flow).toEqual({ phase: 'approving', stage: 'pending', txHash: TX })
    expect(tradeReducer(flow, { type: 'approvalConfirmed' })).toEqual({
      phase: 'editing',
      notice: 'approvalConfirmed',
    })
    const reverted = tradeReducer(flow, { type: 'failed', step: 'approve', error })
    expect(reverted).toMatchObject({ phase: 'failed', step: 'approve' })
    expect(isDialogPhase(reverted)).toBe(false)
    expect(tradeReducer(reverted, { type: 'retry' })).toEqual({ phase: 'editing' })
    expect(run([{ type: 'approve' }, { type: 'approvalRejected' }])).toEqual({
      phase: 'editing',
      notice: 'approvalRejected',
    })
  })

  it('retries a failed presign transaction without signing again', () => {
    const failed: TradeFlow = { phase: 'failed', step: 'presign', error, uid: UID }
    expect(tradeReducer(failed, { type: 'retry' })).toEqual({ phase: 'presigning', uid: UID })
  })
})

describe('tradeReducer: exactly-once placement', () => {
  const submitting: TradeFlow = { phase: 'submitting', uid: UID, scheme: 'eip712' }
  const lost = new ApiError({ type: 'network', message: 'Failed to fetch' })

  it('a lost answer moves to checking, which nothing closes, confirms or retries', () => {
    const checking = tradeReducer(submitting, { type: 'checking', error: lost })
    expect(checking).toEqual({ phase: 'checking', uid: UID, scheme: 'eip712', error: lost })
    expect(isBusy(checking)).toBe(true)
    expect(isDialogPhase(checking)).toBe(true)
    for (const event of [
      { type: 'close' },
      { type: 'reset' },
      { type: 'confirm' },
      { type: 'retry' },
    ] as const) {
      expect(tradeReducer(checking, event)).toBe(checking)
    }
    expect(tradeReducer(checking, { type: 'posted', uid: UID, needsPresign: false })).toEqual({
      phase: 'tracking',
      uid: UID,
    })
  })

  it('not placed: a resendable failure retries the same order, without signing', () => {
    const checking = tradeReducer(submitting, { type: 'checking', error: lost })
    const failed = tradeReducer(checking, {
      type: 'failed',
      step: 'submit',
      error: lost,
      resendable: true,
    })
    expect(failed).toEqual({
      phase: 'failed',
      step: 'submit',
      error: lost,
      uid: UID,
      scheme: 'eip712',
    })
    expect(tradeReducer(failed, { type: 'retry' })).toEqual({
      phase: 'uploadingAppData',
      uid: UID,
      scheme: 'eip712',
    })
    // The signed order expired meanwhile: a fresh review and signature.
    expect(tradeReducer(failed, { type: 'retry', signAgain: true })).toEqual({
      phase: 'confirming',
    })
  })

  it('a refusal keeps no signed order to resend', () => {
    const failed = tradeReducer(submitting, { type: 'failed', step: 'submit', error })
    expect(failed).not.toHaveProperty('scheme')
    expect(tradeReducer(failed, { type: 'retry' })).toEqual({ phase: 'confirming' })
  })
})

describe('quoteDisplay', () => {
  const base = {
    status: 'success',
    isFetching: false,
    isSkipped: false,
    isExpired: false,
    isRetrying: false,
  } as const
  it.each([
    [{ ...base, status: 'pending', isSkipped: true }, 'none'],
    [{ ...base, status: 'pending', isFetching: true }, 'loading'],
    [{ ...base, status: 'pending', isFetching: true, isRetrying: true }, 'retrying'],
    [{ ...base, status: 'error' }, 'error'],
    [{ ...base, status: 'error', isFetching: true }, 'loading'],
    [{ ...base, isFetching: true }, 'refreshing'],
    [{ ...base, isExpired: true }, 'stale'],
    [base, 'fresh'],
  ] as const)('%o -> %s', (view, expected) => {
    expect(quoteDisplay(view)).toBe(expected)
  })
})

describe('deriveTradeStatus', () => {
  const ready: TradeStatusInput = {
    connected: true,
    chainMatches: true,
    chainName: 'Sandbox',
    hasTokens: true,
    sameToken: false,
    sellSymbol: 'WETH',
    amount: { status: 'valid', value: 1n, text: '1' },
    quote: 'fresh',
    needsApproval: false,
    flow: initialTradeFlow,
  }

  it('is ready to review with a fresh quote', () => {
    expect(deriveTradeStatus(ready)).toEqual({
      step: 'ready',
      primary: { label: 'Review swap', action: 'review', disabled: false },
    })
  })

  it.each<[Partial<TradeStatusInput>, string, boolean]>([
    [{ hasTokens: false }, 'Select a token', false],
    [{ sameToken: true }, 'Choose two different tokens', false],
    [{ amount: { status: 'empty' } }, 'Enter an amount', true],
    [
      { amount: { status: 'invalid', problem: 'negative', sentence: '' } },
      'Check the amount',
      true,
    ],
    [{ quote: 'loading' }, 'Getting a quote…', true],
    [{ quote: 'retrying' }, 'Retrying the quote…', true],
    [{ quote: 'error' }, 'No quote', true],
    [{ connected: false }, 'Connect a wallet', false],
    [{ chainMatches: false }, 'Switch to Sandbox', false],
    [{ needsApproval: undefined }, 'Checking approval…', true],
    [{ needsApproval: true }, 'Approve WETH', false],
    [{ needsApproval: true, insufficientBalance: true }, 'Insufficient WETH balance', true],
    [{ needsApproval: false, insufficientBalance: true }, 'Insufficient WETH balance', true],
    [{ quote: 'refreshing' }, 'Updating quote…', true],
    [{ quote: 'stale' }, 'Quote expired: updating…', true],
    [{ flow: { phase: 'approving', stage: 'pending' } }, 'Approving WETH…', true],
  ])('%o -> %s', (patch, label, disabled) => {
    const status = deriveTradeStatus({ ...ready, ...patch })
    expect(status.primary.label).toBe(label)
    expect(status.primary.disabled).toBe(disabled)
  })

  it('derives idle and quoting from the quote', () => {
    expect(deriveTradeStatus({ ...ready, quote: 'none' }).step).toBe('idle')
    expect(deriveTradeStatus({ ...ready, quote: 'loading' }).step).toBe('quoting')
    expect(deriveTradeStatus({ ...ready, flow: { phase: 'signing' } }).step).toBe('signing')
  })

  it('allows confirming only a fresh quote on the right chain', () => {
    const confirming: TradeFlow = { phase: 'confirming' }
    expect(canConfirm(confirming, 'fresh', true)).toBe(true)
    expect(canConfirm(confirming, 'refreshing', true)).toBe(false)
    expect(canConfirm(confirming, 'stale', true)).toBe(false)
    expect(canConfirm(confirming, 'fresh', false)).toBe(false)
    expect(canConfirm({ phase: 'signing' }, 'fresh', true)).toBe(false)
  })
})

describe('trackedOutcome', () => {
  it('is what the service serves while the order was not seen expired', () => {
    expect(trackedOutcome(false, undefined)).toBeUndefined()
    expect(trackedOutcome(false, 'expired')).toBe('expired')
    expect(trackedOutcome(false, 'cancelled')).toBe('cancelled')
    expect(trackedOutcome(false, 'fulfilled')).toBe('fulfilled')
    expect(trackedOutcome(false, 'cancelled', true)).toBe('cancelled')
  })

  it('keeps an expiry when the real service later cancels the expired order', () => {
    // Its transfer listener cancels an expired order whose owner moved the sell token away;
    // an on-chain invalidateOrder after the deadline is served cancelled too. The trade had
    // ended by expiring: the dialog does not turn it into the trader's cancellation.
    expect(trackedOutcome(true, 'cancelled')).toBe('expired')
    expect(trackedOutcome(true, 'expired')).toBe('expired')
  })

  it("does not keep an eth-flow order's expiry: served cancelled after it, it is the trader's cancel", () => {
    // Expired, an eth-flow order is refunded and stays expired (OrderRefund is no invalidation),
    // so the only way to cancelled is the trader's OrderInvalidation, sent while it could still
    // trade and indexed once the service's clock passed the deadline. Kept "expired", the
    // dialog would wait for a refund that never comes (its ETH came back with the cancel).
    expect(trackedOutcome(true, 'cancelled', true)).toBe('cancelled')
    expect(trackedOutcome(true, 'expired', true)).toBe('expired')
  })

  it('turns an expiry into a fill indexed after the deadline', () => {
    expect(trackedOutcome(true, 'fulfilled')).toBe('fulfilled')
    expect(trackedOutcome(true, 'fulfilled', true)).toBe('fulfilled')
  })
})
