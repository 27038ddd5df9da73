import { BaseError, ChainMismatchError, UserRejectedRequestError } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { walletError } from '@/api/errors'
import { isChainMismatch, isRejectionCode, isViemError, someCause } from './viem-errors'

describe('viem errors without their classes', () => {
  it('knows viem errors by their shape', () => {
    expect(isViemError(new BaseError('short'))).toBe(true)
    expect(isViemError(new UserRejectedRequestError(new Error('no')))).toBe(true)
    expect(isViemError(new Error('plain'))).toBe(false)
    expect(isViemError({ shortMessage: 'x', walk: () => undefined })).toBe(false)
  })

  it('finds a rejection or a chain mismatch anywhere in a viem cause chain', () => {
    const rejection = new UserRejectedRequestError(new Error('no'))
    const wrapped = new BaseError('outer', { cause: new BaseError('inner', { cause: rejection }) })
    expect(someCause(wrapped, isRejectionCode)).toBe(true)
    expect(someCause(new BaseError('other'), isRejectionCode)).toBe(false)
    const mismatch = new ChainMismatchError({ chain: mainnet, currentChainId: sepolia.id })
    expect(someCause(new BaseError('outer', { cause: mismatch }), isChainMismatch)).toBe(true)
    expect(isChainMismatch(rejection)).toBe(false)
  })

  it('classifies wallet errors as before', () => {
    const rejection = new UserRejectedRequestError(new Error('no'))
    expect(walletError(new BaseError('outer', { cause: rejection })).kind).toMatchObject({
      reason: 'rejected',
    })
    expect(walletError({ code: 4001, message: 'User rejected' }).kind).toMatchObject({
      reason: 'rejected',
    })
    const mismatch = new ChainMismatchError({ chain: mainnet, currentChainId: sepolia.id })
    expect(walletError(mismatch).kind).toMatchObject({ reason: 'wrongChain' })
    expect(walletError(new Error('boom')).kind).toMatchObject({ reason: 'other' })
  })
})
