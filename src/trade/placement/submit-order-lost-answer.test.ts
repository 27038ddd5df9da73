import { describe, expect, it } from 'vitest'
import { mnemonicToAccount } from 'viem/accounts'
import { ApiError } from '@/api/errors'
import { SANDBOX_MNEMONIC } from '@batchswap/contract/sandbox/deployment'
import * as fx from './submission-fixtures'
import { dropped, malformed, orderbookError, serverError } from '@/api/test-fixtures'
import { tradeReducer } from './trade-machine'
import { prepareOrder, tradeKey } from './prepare-order'
import { canResend, placeSignedOrder, type SignedOrder } from './submit-order'
import { sandboxQuote as quoteFixture } from '@/api/test-fixtures'

const other = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 })
const input = fx.submissionInput
describe('submitOrder after a lost answer', () => {
  it('a 500 after the POST reached the service: looks the UID up, finds it, tracks it', async () => {
    const { flow, recorder, uid } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: async (creation) => {
          r.calls.push('postOrder')
          r.posted = creation
          throw serverError()
        },
        lookupOrder: async (looked) => {
          r.calls.push(
            looked === r.posted?.order.appData ? 'lookupOrder appData' : 'lookupOrder uid',
          )
          return true
        },
      }),
    )
    expect(recorder.calls).toEqual([
      'signTypedData',
      'putAppData',
      'postOrder',
      'lookupOrder uid',
      'onPosted',
    ])
    expect(recorder.events.map((e) => e.type)).toEqual([
      'signed',
      'appDataUploaded',
      'checking',
      'posted',
    ])
    expect(uid).toBeDefined()
    expect(flow).toEqual({ phase: 'tracking', uid })
  })

  it('says nothing while the lookup fails; the dialog stays in "checking"', async () => {
    let rounds = 0
    const { flow, recorder } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: fx.throws(dropped),
        lookupOrder: fx.throws(serverError),
        waitBeforeRecheck: async () => {
          rounds += 1
          if (rounds === 3) throw new ApiError({ type: 'aborted' })
        },
      }),
    )
    expect(flow.phase).toBe('checking')
    expect(recorder.events.map((e) => e.type)).not.toContain('failed')
    expect(recorder.calls).not.toContain('onPosted')
    // Nothing in "checking" may start a second order or close the dialog.
    expect(tradeReducer(flow, { type: 'confirm' })).toBe(flow)
    expect(tradeReducer(flow, { type: 'close' })).toBe(flow)
    expect(tradeReducer(flow, { type: 'retry' })).toBe(flow)
  })

  it('not found after a dropped POST: fails resendably, and the retry sends the same signed order', async () => {
    let signed: SignedOrder | undefined
    const first = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        onSigned: (s) => {
          signed = s
        },
        postOrder: async (creation) => {
          r.calls.push('postOrder')
          r.posted = creation
          throw dropped()
        },
        lookupOrder: async () => false,
      }),
    )
    expect(first.flow).toMatchObject({ phase: 'failed', step: 'submit', scheme: 'eip712' })
    if (!signed) throw new Error('not signed')

    // "Try again": back to the upload with the same UID, no signing step.
    const retried = tradeReducer(first.flow, { type: 'retry' })
    expect(retried).toEqual({ phase: 'uploadingAppData', uid: signed.uid, scheme: 'eip712' })
    const recorder: fx.Recorder = { events: [], calls: [] }
    let flow = retried
    const uid = await placeSignedOrder(signed, fx.effects(recorder), (event) => {
      flow = tradeReducer(flow, event)
    })
    expect(recorder.calls).toEqual(['putAppData', 'postOrder', 'onPosted'])
    expect(recorder.posted?.signature).toBe(first.recorder.posted?.signature)
    expect(uid).toBe(signed.uid)
    expect(flow).toEqual({ phase: 'tracking', uid })
  })

  it('a malformed answer, then a lookup that finds it after two failing rounds', async () => {
    let lookups = 0
    const { flow, recorder } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: fx.throws(malformed),
        lookupOrder: async () => {
          lookups += 1
          if (lookups < 3) throw dropped()
          return true
        },
      }),
    )
    expect(flow.phase).toBe('tracking')
    expect(recorder.calls.filter((c) => c === 'waitBeforeRecheck')).toHaveLength(2)
  })

  it('DuplicatedOrder for our UID means placed', async () => {
    const { flow, recorder } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: async () => {
          throw orderbookError('DuplicatedOrder', 400)
        },
      }),
    )
    expect(flow.phase).toBe('tracking')
    expect(recorder.calls).toContain('onPosted')
    expect(recorder.calls).not.toContain('lookupOrder')
  })

  it('a rate-limited POST, confirmed absent by a quiet lookup: the same order can be sent again', async () => {
    const { flow, recorder } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: async () => {
          throw orderbookError('RateLimited', 429)
        },
        lookupOrder: async () => {
          r.calls.push('lookupOrder')
          return false
        },
      }),
    )
    expect(recorder.calls).toContain('lookupOrder')
    expect(recorder.events.map((e) => e.type)).not.toContain('checking')
    expect(flow).toMatchObject({ phase: 'failed', step: 'submit', scheme: 'eip712' })
  })

  it('a refusal the browser may have hidden a landed attempt behind: found means placed', async () => {
    // Chromium resends a POST whose reused connection was reset; the app sees only the
    // second answer, InsufficientAllowance, because the first attempt's order already filled.
    const { flow, recorder } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: async () => {
          throw orderbookError('InsufficientAllowance', 400)
        },
        lookupOrder: async () => true,
      }),
    )
    expect(recorder.events.map((e) => e.type)).not.toContain('failed')
    expect(flow.phase).toBe('tracking')
  })

  it('a never-sent request is not looked up', async () => {
    const { flow, recorder } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: async () => {
          throw new ApiError({ type: 'invalidRequest', issues: ['bad'] })
        },
      }),
    )
    expect(recorder.calls).not.toContain('lookupOrder')
    expect(flow).toMatchObject({ phase: 'failed', step: 'submit' })
  })

  it('a refused order is not sent again: retry goes back to the review', async () => {
    const { flow } = await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        postOrder: async () => {
          throw orderbookError('OrderExpired', 400)
        },
        lookupOrder: async () => false,
      }),
    )
    expect(flow).toMatchObject({ phase: 'failed', step: 'submit' })
    expect(flow).not.toHaveProperty('scheme')
    expect(tradeReducer(flow, { type: 'retry' })).toEqual({ phase: 'confirming' })
  })

  it('reusing the signed order asks the wallet for nothing', async () => {
    let signed: SignedOrder | undefined
    await fx.runFromConfirm(input(), (r) =>
      fx.effects(r, {
        onSigned: (s) => {
          signed = s
        },
        postOrder: async () => {
          throw orderbookError('RateLimited', 429)
        },
        lookupOrder: async () => false,
      }),
    )
    if (!signed) throw new Error('not signed')
    const again = await fx.runFromConfirm(input(), (r) => fx.effects(r), signed)
    expect(again.recorder.calls).toEqual(['putAppData', 'postOrder', 'onPosted'])
    expect(again.recorder.posted?.signature).toBe(signed.creation.signature)
    expect(again.uid).toBe(signed.uid)
  })
})

describe('tradeKey and canResend', () => {
  it('a refreshed quote for the same trade keeps the key; a changed trade does not', () => {
    const base = input()
    const refreshed = input({
      quote: quoteFixture({ receivedAt: fx.NOW + 30_000, buyAmount: 2_980_000_000n }),
    })
    expect(tradeKey(refreshed)).toBe(tradeKey(base))
    expect(tradeKey(input({ quote: quoteFixture({ sellAmount: 1n }) }))).not.toBe(tradeKey(base))
    expect(tradeKey(input({ slippageBps: 100 }))).not.toBe(tradeKey(base))
    expect(tradeKey(input({ account: other.address }))).not.toBe(tradeKey(base))
  })

  it('does not send again an order about to expire', () => {
    const prepared = prepareOrder(input(), fx.NOW)
    const signed: SignedOrder = {
      ...prepared,
      scheme: 'eip712',
      creation: {
        order: prepared.order,
        appDataDocument: prepared.appDataDocument,
        signingScheme: 'eip712',
        signature: '0x',
        from: fx.trader.address,
      },
    }
    expect(canResend(signed, fx.NOW, 0)).toBe(true)
    const validToMs = prepared.order.validTo * 1000
    expect(canResend(signed, validToMs - 60_000, 0)).toBe(false)
  })
})
