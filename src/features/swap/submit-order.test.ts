import { describe, expect, it } from 'vitest'
import { MethodNotFoundRpcError, UserRejectedRequestError, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ApiError } from '@/api/errors'
import type { OrderCreation } from '@/api/types'
import { SANDBOX_MNEMONIC } from '@/config/sandbox-deployment'
import { appDataHash, parseAppData } from '@/protocol/app-data'
import { getDomainFor } from '@/protocol/domain'
import { recoverOrderSigner } from '@/protocol/signing'
import { computeOrderUid } from '@/protocol/uid'
import { initialSwapFlow, swapReducer, type SwapEvent, type SwapFlow } from './swap-machine'
import {
  isUnsupportedMethodError,
  prepareOrder,
  submitOrder,
  type SubmissionEffects,
  type SubmissionInput,
} from './submit-order'
import { quoteFixture } from './test-fixtures'

const trader = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 })
const other = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 })
const NOW = 1_700_000_000_000
const domain = getDomainFor(31337, 'production')

function input(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    quote: quoteFixture({ receivedAt: NOW, serverDate: NOW, id: 42 }),
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

interface Recorder {
  events: SwapEvent[]
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
    ...overrides,
  }
}

async function runFromConfirm(
  submission: SubmissionInput,
  fx: (r: Recorder) => SubmissionEffects,
): Promise<{ flow: SwapFlow; recorder: Recorder; uid: Hex | undefined }> {
  const recorder: Recorder = { events: [], calls: [] }
  let flow = swapReducer(swapReducer(initialSwapFlow, { type: 'review' }), { type: 'confirm' })
  const uid = await submitOrder(submission, fx(recorder), (event) => {
    recorder.events.push(event)
    flow = swapReducer(flow, event)
  })
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
    expect(swapReducer(flow, { type: 'retry' }).phase).toBe('presigning')
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
