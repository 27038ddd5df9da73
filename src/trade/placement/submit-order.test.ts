import { describe, expect, it } from 'vitest'
import { MethodNotFoundRpcError, UserRejectedRequestError, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ApiError } from '@/api/errors'
import type { OrderCreation } from '@/api/quote-types'
import { SANDBOX_MNEMONIC } from '@/config/sandbox-deployment'
import { appDataHash, parseAppData } from '@/protocol/app-data'
import { getDomainFor } from '@/protocol/domain'
import { recoverOrderSigner } from '@/protocol/signing'
import { computeOrderUid } from '@/protocol/uid'
import { NOW, submissionInput, trader } from './submission-fixtures'
import { initialTradeFlow, tradeReducer, type TradeEvent, type TradeFlow } from './trade-machine'
import {
  canResend,
  checkPlacement,
  classifyPostFailure,
  isUnsupportedMethodError,
  placeSignedOrder,
  prepareOrder,
  submitOrder,
  tradeKey,
  type SignedOrder,
  type SubmissionEffects,
  type SubmissionInput,
} from './submit-order'
import { sandboxQuote as quoteFixture } from '@/api/test-fixtures'
import { isTransientWriteFailure as isTransientFailure } from '@/api/write-verdict'

const other = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 })
const domain = getDomainFor(31337, 'production')
const input = submissionInput
/** An effect that fails with `error()` every time it is called. */
const throws = (error: () => ApiError) => async (): Promise<never> => {
  throw error()
}

interface Recorder {
  events: TradeEvent[]
  calls: string[]
  posted?: OrderCreation
  uploaded?: { hash: Hex; document: string }
}

function effects(
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

async function runFromConfirm(
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

describe('prepareOrder', () => {
  it('builds the appData document, folds the fee and uses the server clock for validTo', () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW + 5_000, id: 42 })
    const prepared = prepareOrder(input({ quote }), NOW)
    expect(parseAppData(prepared.appDataDocument)).toMatchObject({
      appCode: 'batchswap',
      environment: 'production',
      metadata: {
        quote: { slippageBips: 50, smartSlippage: true, quoteId: 42 },
        orderClass: { orderClass: 'market' },
      },
    })
    expect(prepared.appDataHash).toBe(appDataHash(prepared.appDataDocument))
    expect(prepared.order.appData).toBe(prepared.appDataHash)
    expect(prepared.order.feeAmount).toBe(0n)
    expect(prepared.order.sellAmount).toBe(quote.sellAmount + quote.feeAmount)
    expect(prepared.order.validTo).toBe(Math.floor((NOW + 5_000) / 1000) + 30 * 60)
    expect(prepared.uid).toBe(computeOrderUid(domain, prepared.order, trader.address))
  })

  it('embedded as a widget: the host appCode is the order appCode, batchswap the widget', () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW, id: 7 })
    const prepared = prepareOrder({ ...input({ quote }), hostAppCode: 'Host Test App' }, NOW)
    const doc = parseAppData(prepared.appDataDocument)
    expect(doc).toMatchObject({
      appCode: 'Host Test App',
      metadata: {
        widget: { appCode: 'batchswap', environment: 'production' },
        quote: { quoteId: 7 },
      },
    })
    // Another appCode is another document, so another hash and UID.
    const own = prepareOrder(input({ quote }), NOW)
    expect(prepared.appDataHash).not.toBe(own.appDataHash)
    expect(prepared.uid).not.toBe(own.uid)
  })

  it('a limit order: its own amounts and expiry, fee-less, partially fillable, classed limit', () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW + 5_000, id: 9 })
    const limit = {
      sellAmount: 2n * 10n ** 18n,
      buyAmount: 7_000_000_000n,
      validForSeconds: 7 * 24 * 3600,
      partiallyFillable: true,
      receiver: other.address,
    }
    const prepared = prepareOrder(input({ quote, limit }), NOW)
    const doc = parseAppData(prepared.appDataDocument)
    expect(doc).toMatchObject({ metadata: { orderClass: { orderClass: 'limit' } } })
    // No slippage and no quote section: the price is the trader's.
    expect(doc.metadata).not.toHaveProperty('quote')
    expect(prepared.order).toMatchObject({
      sellToken: quote.sellToken,
      buyToken: quote.buyToken,
      sellAmount: limit.sellAmount,
      buyAmount: limit.buyAmount,
      feeAmount: 0n,
      kind: 'sell',
      partiallyFillable: true,
      receiver: other.address,
      validTo: Math.floor((NOW + 5_000) / 1000) + limit.validForSeconds,
    })
    expect(prepared.uid).toBe(computeOrderUid(domain, prepared.order, trader.address))
    // Another price is another trade: a retry of it needs a new signature.
    expect(tradeKey(input({ quote, limit }))).not.toBe(
      tradeKey(input({ quote, limit: { ...limit, buyAmount: limit.buyAmount + 1n } })),
    )
    expect(tradeKey(input({ quote, limit }))).not.toBe(tradeKey(input({ quote })))
    expect(doc.metadata).not.toHaveProperty('replacedOrder')
  })

  it('a limit order that replaces another: metadata.replacedOrder.uid, and another trade', () => {
    const quote = quoteFixture()
    const limit = {
      sellAmount: 5n * 10n ** 17n,
      buyAmount: 2_000_000_000n,
      validForSeconds: 3600,
      partiallyFillable: true,
    }
    const replacedOrderUid = `0x${'ef'.repeat(56)}` as const
    const prepared = prepareOrder(input({ quote, limit: { ...limit, replacedOrderUid } }), NOW)
    const doc = parseAppData(prepared.appDataDocument)
    expect(doc).toMatchObject({
      metadata: { orderClass: { orderClass: 'limit' }, replacedOrder: { uid: replacedOrderUid } },
    })
    expect(prepared.appDataHash).not.toBe(prepareOrder(input({ quote, limit }), NOW).appDataHash)
    const key = tradeKey(input({ quote, limit: { ...limit, replacedOrderUid } }))
    expect(key).not.toBe(tradeKey(input({ quote, limit })))
    expect(key).not.toBe(
      tradeKey(input({ quote, limit: { ...limit, replacedOrderUid: `0x${'ee'.repeat(56)}` } })),
    )
  })
})

describe('submitOrder', () => {
  it('signs with EIP-712, uploads appData, posts and starts tracking', async () => {
    const { flow, recorder, uid } = await runFromConfirm(input(), (r) => effects(r))
    expect(recorder.calls).toEqual(['signTypedData', 'putAppData', 'postOrder', 'onPosted'])
    expect(recorder.events.map((e) => e.type)).toEqual(['signed', 'appDataUploaded', 'posted'])
    expect(flow).toEqual({ phase: 'tracking', uid })
    const posted = recorder.posted
    expect(posted).toMatchObject({
      signingScheme: 'eip712',
      from: trader.address,
      quoteId: 42,
      fullBalanceCheck: true,
    })
    expect(posted?.appDataDocument).toBe(recorder.uploaded?.document)
    if (!posted) throw new Error('nothing posted')
    expect(
      await recoverOrderSigner({
        domain,
        order: posted.order,
        signature: posted.signature,
        scheme: 'eip712',
      }),
    ).toBe(trader.address)
  })

  it('falls back to ethsign when the wallet cannot sign typed data', async () => {
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
        signTypedData: async () => {
          r.calls.push('signTypedData')
          throw new MethodNotFoundRpcError(new Error('eth_signTypedData_v4 does not exist'))
        },
      }),
    )
    expect(recorder.calls.slice(0, 2)).toEqual(['signTypedData', 'signMessage'])
    expect(flow.phase).toBe('tracking')
    const posted = recorder.posted
    if (!posted) throw new Error('nothing posted')
    expect(posted.signingScheme).toBe('ethsign')
    expect(
      await recoverOrderSigner({
        domain,
        order: posted.order,
        signature: posted.signature,
        scheme: 'ethsign',
      }),
    ).toBe(trader.address)
  })

  it('posts a smart-contract account order with presign, then sends setPreSignature', async () => {
    const { flow, recorder, uid } = await runFromConfirm(input(), (r) =>
      effects(r, { isContractAccount: async () => true }),
    )
    expect(recorder.calls).toEqual([
      'putAppData',
      'postOrder',
      'onPosted',
      'sendPreSignature',
      'waitForTransaction',
    ])
    expect(recorder.posted).toMatchObject({
      signingScheme: 'presign',
      signature: '0x',
      from: trader.address,
    })
    expect(flow).toEqual({ phase: 'tracking', uid })
  })

  it('returns quietly to the confirm step when the wallet rejects', async () => {
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
        signTypedData: async () => {
          throw new UserRejectedRequestError(new Error('User rejected the request.'))
        },
      }),
    )
    expect(flow).toEqual({ phase: 'confirming', notice: 'rejected' })
    expect(recorder.calls).not.toContain('putAppData')
    expect(recorder.calls).not.toContain('postOrder')
  })

  it('refuses to sign when the wallet is on another chain', async () => {
    const { flow, recorder } = await runFromConfirm(input({ walletChainId: 1 }), (r) => effects(r))
    expect(recorder.calls).toEqual([])
    expect(flow).toMatchObject({ phase: 'failed', step: 'sign' })
    if (flow.phase === 'failed')
      expect(flow.error.kind).toMatchObject({ type: 'wallet', reason: 'wrongChain' })
  })

  it('refuses a signature by another account', async () => {
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, { signTypedData: (typedData) => other.signTypedData(typedData) }),
    )
    expect(flow).toMatchObject({ phase: 'failed', step: 'sign' })
    expect(recorder.calls).not.toContain('postOrder')
  })

  it('classifies a failed upload and a refused post by their step', async () => {
    const upload = await runFromConfirm(input(), (r) =>
      effects(r, {
        putAppData: async () => {
          throw new ApiError({ type: 'network', message: 'offline' })
        },
      }),
    )
    expect(upload.flow).toMatchObject({ phase: 'failed', step: 'uploadAppData' })
    expect(upload.recorder.calls).not.toContain('postOrder')

    const refused = new ApiError({
      type: 'orderbook',
      errorType: 'InsufficientBalance',
      description: '',
      status: 400,
    })
    const post = await runFromConfirm(input(), (r) =>
      effects(r, {
        postOrder: async () => {
          throw refused
        },
        lookupOrder: async () => false,
      }),
    )
    expect(post.flow).toMatchObject({ phase: 'failed', step: 'submit', error: refused })
    expect(post.uid).toBeUndefined()
  })

  it('a rejected presign transaction fails the presign step (retryable), not the order', async () => {
    const { flow } = await runFromConfirm(input(), (r) =>
      effects(r, {
        isContractAccount: async () => true,
        sendPreSignature: async () => {
          throw new UserRejectedRequestError(new Error('no'))
        },
      }),
    )
    expect(flow).toMatchObject({ phase: 'failed', step: 'presign' })
    expect(tradeReducer(flow, { type: 'retry' }).phase).toBe('presigning')
  })
})

describe('isUnsupportedMethodError', () => {
  it('recognises method-not-found errors and nothing else', () => {
    expect(isUnsupportedMethodError(new MethodNotFoundRpcError(new Error('x')))).toBe(true)
    expect(isUnsupportedMethodError({ code: 4200 })).toBe(true)
    expect(isUnsupportedMethodError(new UserRejectedRequestError(new Error('x')))).toBe(false)
    expect(isUnsupportedMethodError(new Error('x'))).toBe(false)
  })
})

// ---------------------------------------------------------------- exactly-once placement

const serverError = () => new ApiError({ type: 'http', status: 500 }, { attempts: 5 })
const dropped = () => new ApiError({ type: 'network', message: 'Failed to fetch' })
const malformed = () => new ApiError({ type: 'invalidResponse', issues: ['(root): bad JSON'] })
const orderbookError = (errorType: string, status: number) =>
  new ApiError({ type: 'orderbook', errorType, description: '', status })

describe('classifyPostFailure', () => {
  it('a lost answer is unknown, a refusal is not placed, a duplicate is placed', () => {
    expect(classifyPostFailure(serverError())).toBe('unknown')
    expect(classifyPostFailure(new ApiError({ type: 'http', status: 502 }))).toBe('unknown')
    expect(classifyPostFailure(dropped())).toBe('unknown')
    expect(classifyPostFailure(new ApiError({ type: 'timeout', timeoutMs: 15_000 }))).toBe(
      'unknown',
    )
    expect(classifyPostFailure(malformed())).toBe('unknown')
    expect(classifyPostFailure(orderbookError('InternalServerError', 500))).toBe('unknown')
    expect(classifyPostFailure(orderbookError('DuplicatedOrder', 400))).toBe('placed')
    expect(classifyPostFailure(orderbookError('InsufficientBalance', 400))).toBe('refused')
    expect(classifyPostFailure(orderbookError('RateLimited', 429))).toBe('refused')
    expect(classifyPostFailure(orderbookError('Forbidden', 403))).toBe('refused')
    expect(classifyPostFailure(new ApiError({ type: 'invalidRequest', issues: ['x'] }))).toBe(
      'refused',
    )
  })

  it('a refusal after an attempt whose fate is unknown is unknown too', () => {
    const afterLost = (error: ApiError) => Object.assign(error, { earlierAttemptUnknown: true })
    expect(classifyPostFailure(afterLost(orderbookError('InsufficientAllowance', 400)))).toBe(
      'unknown',
    )
    expect(classifyPostFailure(afterLost(orderbookError('RateLimited', 429)))).toBe('unknown')
    expect(classifyPostFailure(afterLost(orderbookError('DuplicatedOrder', 400)))).toBe('placed')
  })

  it('only passing failures make the same signed order worth sending again', () => {
    expect(isTransientFailure(orderbookError('RateLimited', 429))).toBe(true)
    expect(isTransientFailure(serverError())).toBe(true)
    expect(isTransientFailure(dropped())).toBe(true)
    expect(isTransientFailure(orderbookError('InsufficientBalance', 400))).toBe(false)
    expect(isTransientFailure(orderbookError('OrderExpired', 400))).toBe(false)
  })
})

describe('checkPlacement', () => {
  it('keeps looking while the service cannot tell, then answers', async () => {
    const answers: (boolean | Error)[] = [dropped(), serverError(), true]
    const waits: number[] = []
    const placed = await checkPlacement(`0x${'ab'.repeat(56)}`, {
      lookupOrder: async () => {
        const next = answers.shift()
        if (next instanceof Error) throw next
        return next ?? false
      },
      waitBeforeRecheck: async (round) => {
        waits.push(round)
      },
    })
    expect(placed).toBe(true)
    expect(waits).toEqual([1, 2])
  })

  it('stops when told to (the page went away)', async () => {
    await expect(
      checkPlacement(`0x${'ab'.repeat(56)}`, {
        lookupOrder: throws(dropped),
        waitBeforeRecheck: async () => {
          throw new ApiError({ type: 'aborted' })
        },
      }),
    ).rejects.toThrow(/Aborted/)
  })
})

describe('submitOrder after a lost answer', () => {
  it('a 500 after the POST reached the service: looks the UID up, finds it, tracks it', async () => {
    const { flow, recorder, uid } = await runFromConfirm(input(), (r) =>
      effects(r, {
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
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
        postOrder: throws(dropped),
        lookupOrder: throws(serverError),
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
    const first = await runFromConfirm(input(), (r) =>
      effects(r, {
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
    const recorder: Recorder = { events: [], calls: [] }
    let flow = retried
    const uid = await placeSignedOrder(signed, effects(recorder), (event) => {
      flow = tradeReducer(flow, event)
    })
    expect(recorder.calls).toEqual(['putAppData', 'postOrder', 'onPosted'])
    expect(recorder.posted?.signature).toBe(first.recorder.posted?.signature)
    expect(uid).toBe(signed.uid)
    expect(flow).toEqual({ phase: 'tracking', uid })
  })

  it('a malformed answer, then a lookup that finds it after two failing rounds', async () => {
    let lookups = 0
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
        postOrder: throws(malformed),
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
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
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
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
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
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
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
    const { flow, recorder } = await runFromConfirm(input(), (r) =>
      effects(r, {
        postOrder: async () => {
          throw new ApiError({ type: 'invalidRequest', issues: ['bad'] })
        },
      }),
    )
    expect(recorder.calls).not.toContain('lookupOrder')
    expect(flow).toMatchObject({ phase: 'failed', step: 'submit' })
  })

  it('a refused order is not sent again: retry goes back to the review', async () => {
    const { flow } = await runFromConfirm(input(), (r) =>
      effects(r, {
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
    await runFromConfirm(input(), (r) =>
      effects(r, {
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
    const again = await runFromConfirm(input(), (r) => effects(r), signed)
    expect(again.recorder.calls).toEqual(['putAppData', 'postOrder', 'onPosted'])
    expect(again.recorder.posted?.signature).toBe(signed.creation.signature)
    expect(again.uid).toBe(signed.uid)
  })
})

describe('tradeKey and canResend', () => {
  it('a refreshed quote for the same trade keeps the key; a changed trade does not', () => {
    const base = input()
    const refreshed = input({
      quote: quoteFixture({ receivedAt: NOW + 30_000, buyAmount: 2_980_000_000n }),
    })
    expect(tradeKey(refreshed)).toBe(tradeKey(base))
    expect(tradeKey(input({ quote: quoteFixture({ sellAmount: 1n }) }))).not.toBe(tradeKey(base))
    expect(tradeKey(input({ slippageBps: 100 }))).not.toBe(tradeKey(base))
    expect(tradeKey(input({ account: other.address }))).not.toBe(tradeKey(base))
  })

  it('does not send again an order about to expire', () => {
    const prepared = prepareOrder(input(), NOW)
    const signed: SignedOrder = {
      ...prepared,
      scheme: 'eip712',
      creation: {
        order: prepared.order,
        appDataDocument: prepared.appDataDocument,
        signingScheme: 'eip712',
        signature: '0x',
        from: trader.address,
      },
    }
    expect(canResend(signed, NOW, 0)).toBe(true)
    const validToMs = prepared.order.validTo * 1000
    expect(canResend(signed, validToMs - 60_000, 0)).toBe(false)
  })
})
