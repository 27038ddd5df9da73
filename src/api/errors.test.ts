import { ChainMismatchError, UserRejectedRequestError } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ApiError, toApiError, walletError } from './errors'

const orderbook = (errorType: string, status = 400, description = 'from the service') =>
  new ApiError({ type: 'orderbook', errorType, description, status })

describe('wallet and unknown errors', () => {
  it('classifies a user rejection, also when wrapped', () => {
    const rejected = new UserRejectedRequestError(new Error('User denied'))
    expect(walletError(rejected).kind).toMatchObject({ type: 'wallet', reason: 'rejected' })
    expect(toApiError({ code: 4001, message: 'User rejected the request.' }).kind).toMatchObject({
      type: 'wallet',
      reason: 'rejected',
    })
  })

  it('classifies a chain mismatch', () => {
    const mismatch = new ChainMismatchError({ chain: sepolia, currentChainId: mainnet.id })
    expect(toApiError(mismatch).kind).toMatchObject({ type: 'wallet', reason: 'wrongChain' })
  })

  it('classifies other wallet errors', () => {
    expect(walletError(new Error('Internal JSON-RPC error')).kind).toEqual({
      type: 'wallet',
      reason: 'other',
      message: 'Internal JSON-RPC error',
    })
  })

  it('maps AbortError to aborted and keeps ApiErrors as they are', () => {
    expect(toApiError(new DOMException('x', 'AbortError')).kind).toEqual({ type: 'aborted' })
    const e = new ApiError({ type: 'timeout', timeoutMs: 1 })
    expect(toApiError(e)).toBe(e)
    expect(toApiError(42).kind).toEqual({ type: 'unexpected', message: '42' })
  })

  it('exposes status and errorType', () => {
    expect(orderbook('NoLiquidity').status).toBe(400)
    expect(orderbook('NoLiquidity').errorType).toBe('NoLiquidity')
    expect(new ApiError({ type: 'network', message: '' }).status).toBeUndefined()
    expect(new ApiError({ type: 'tokenData', message: 'x', status: 404 }).status).toBe(404)
  })
})
