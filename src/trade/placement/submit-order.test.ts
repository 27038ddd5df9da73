import { describe, expect, it } from 'vitest'
import { MethodNotFoundRpcError, UserRejectedRequestError, zeroAddress, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ApiError } from '@/api/errors'
import { SANDBOX_MNEMONIC } from '@batchswap/contract/sandbox/deployment'
import { appDataHash, parseAppData } from '@batchswap/contract/protocol/app-data'
import { checkAppDataSchema } from '@batchswap/contract/protocol/app-data-schema'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { recoverOrderSigner } from '@batchswap/contract/protocol/signing'
import { computeOrderUid } from '@batchswap/contract/protocol/order'
import {
  effects,
  NOW,
  runFromConfirm,
  sellLimit,
  submissionInput,
  throws,
  trader,
} from './submission-fixtures'
import { dropped, malformed, orderbookError, serverError } from '@/api/test-fixtures'
import { tradeReducer } from './trade-machine'
import { prepareOrder, tradeKey } from './prepare-order'
import { isUnsupportedMethodError } from './sign-order'
import { checkPlacement, classifyPostFailure } from './submit-order'
import { sandboxQuote as quoteFixture } from '@/api/test-fixtures'
import { isTransientWriteFailure as isTransientFailure } from '@/api/write-verdict'

const other = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 })
const domain = getDomainFor(31337, 'production')
/** Who signed a posted order, under `scheme`. */
const signerOf = (posted: { order: OrderData; signature: Hex }, scheme: 'eip712' | 'ethsign') =>
  recoverOrderSigner({ domain, order: posted.order, signature: posted.signature, scheme })
const input = submissionInput
describe('prepareOrder', () => {
  it('builds the appData document, folds the fee and uses the server clock for validTo', async () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW + 5_000, id: 42 })
    const prepared = prepareOrder(input({ quote }), NOW)
    expect(parseAppData(prepared.appDataDocument)).toMatchObject({
      appCode: 'batchswap',
      environment: 'production',
      metadata: {
        quote: { slippageBips: 50, smartSlippage: true },
        orderClass: { orderClass: 'market' },
      },
    })
    // The schema of the version it declares accepts it (the quote id goes with the order).
    expect(await checkAppDataSchema(prepared.appDataDocument)).toEqual({ ok: true })
    expect(prepared.appDataHash).toBe(appDataHash(prepared.appDataDocument))
    expect(prepared.order.appData).toBe(prepared.appDataHash)
    expect(prepared.order.feeAmount).toBe(0n)
    expect(prepared.order.sellAmount).toBe(quote.sellAmount + quote.feeAmount)
    expect(prepared.order.validTo).toBe(Math.floor((NOW + 5_000) / 1000) + 30 * 60)
    expect(prepared.uid).toBe(computeOrderUid(domain, prepared.order, trader.address))
  })

  it('embedded as a widget: the host appCode is the order appCode, batchswap the widget', async () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW, id: 7 })
    const prepared = prepareOrder({ ...input({ quote }), hostAppCode: 'Host Test App' }, NOW)
    const doc = parseAppData(prepared.appDataDocument)
    expect(doc).toMatchObject({
      appCode: 'Host Test App',
      metadata: {
        widget: { appCode: 'batchswap', environment: 'production' },
        quote: { slippageBips: 50 },
      },
    })
    expect(await checkAppDataSchema(prepared.appDataDocument)).toEqual({ ok: true })
    // Another appCode is another document, so another hash and UID.
    const own = prepareOrder(input({ quote }), NOW)
    expect(prepared.appDataHash).not.toBe(own.appDataHash)
    expect(prepared.uid).not.toBe(own.uid)
  })

  it('a limit order: its own amounts and expiry, fee-less, partially fillable, classed limit', async () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW + 5_000, id: 9 })
    const limit = sellLimit(2n * 10n ** 18n, 7_000_000_000n)
    const prepared = prepareOrder(input({ quote, limit, receiver: other.address }), NOW)
    const doc = parseAppData(prepared.appDataDocument)
    expect(doc).toMatchObject({ metadata: { orderClass: { orderClass: 'limit' } } })
    // No slippage and no quote section: the price is the trader's.
    expect(doc.metadata).not.toHaveProperty('quote')
    expect(await checkAppDataSchema(prepared.appDataDocument)).toEqual({ ok: true })
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
    // The same amounts as a buy order: buy exactly, pay at most; another order, another trade.
    const buy = prepareOrder(input({ quote, limit: { ...limit, kind: 'buy' } }), NOW)
    expect(buy.order).toMatchObject({
      kind: 'buy',
      sellAmount: limit.sellAmount,
      buyAmount: limit.buyAmount,
      feeAmount: 0n,
    })
    expect(buy.uid).not.toBe(prepared.uid)
    expect(tradeKey(input({ quote, limit: { ...limit, kind: 'buy' } }))).not.toBe(
      tradeKey(input({ quote, limit })),
    )
  })

  it('a market order to a custom recipient signs it as the receiver; another recipient is another trade', () => {
    const quote = quoteFixture({ receivedAt: NOW, serverDate: NOW, id: 9 })
    const prepared = prepareOrder(input({ quote, receiver: other.address }), NOW)
    expect(prepared.order.receiver).toBe(other.address)
    expect(prepareOrder(input({ quote }), NOW).order.receiver).toBe(zeroAddress)
    expect(prepared.uid).toBe(computeOrderUid(domain, prepared.order, trader.address))
    expect(tradeKey(input({ quote, receiver: other.address }))).not.toBe(tradeKey(input({ quote })))
  })

  it('a limit order that replaces another: metadata.replacedOrder.uid, and another trade', () => {
    const quote = quoteFixture()
    const limit = sellLimit(5n * 10n ** 17n, 2_000_000_000n, { validForSeconds: 3600 })
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
    expect(await signerOf(posted, 'eip712')).toBe(trader.address)
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
    expect(await signerOf(posted, 'ethsign')).toBe(trader.address)
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
