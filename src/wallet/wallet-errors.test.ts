import { BaseError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection, walletErrorMessage } from './wallet-errors'

describe('isUserRejection', () => {
  it('finds a rejection at any depth', () => {
    const rejection = new UserRejectedRequestError(new Error('no'))
    expect(isUserRejection(rejection)).toBe(true)
    expect(isUserRejection(new BaseError('wrapped', { cause: rejection }))).toBe(true)
    expect(isUserRejection({ code: 4001, message: 'User rejected' })).toBe(true)
  })

  it('is false for other failures', () => {
    expect(isUserRejection(new BaseError('insufficient funds'))).toBe(false)
    expect(isUserRejection(new Error('boom'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

describe('walletErrorMessage', () => {
  it('prefers viem short messages', () => {
    expect(walletErrorMessage(new BaseError('Short', { details: 'long details' }))).toBe('Short')
    expect(walletErrorMessage(new Error('plain'))).toBe('plain')
    expect(walletErrorMessage(42)).toMatch(/unknown error/)
  })
})
