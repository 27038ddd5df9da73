import { maxUint256, maxUint96 } from 'viem'
import { describe, expect, it } from 'vitest'
import { allowanceLabel, approvalPlan, isUnlimitedAllowance } from './allowance'

describe('allowanceLabel', () => {
  it('says Unlimited for the maximum, one counted down from it, and the uint96 cap', () => {
    expect(allowanceLabel(maxUint256, 6)).toBe('Unlimited')
    expect(allowanceLabel(maxUint256 - 10n ** 24n, 18)).toBe('Unlimited')
    expect(allowanceLabel(maxUint96, 18)).toBe('Unlimited')
    expect(isUnlimitedAllowance(maxUint96 - 1n)).toBe(false)
  })

  it('gives an exact amount otherwise, and None for zero', () => {
    expect(allowanceLabel(1_234_567n, 6)).toBe('1.234567')
    expect(allowanceLabel(1n, 18)).toBe('0.000000000000000001')
    expect(allowanceLabel(0n, 18)).toBe('None')
  })
})

describe('approvalPlan', () => {
  it('is one approve for an ordinary token, whatever the current allowance', () => {
    expect(approvalPlan(5n, 7n, false)).toEqual([{ amount: 7n, purpose: 'approve' }])
  })

  it('resets a USDT-style token to 0 before a new non-zero amount', () => {
    expect(approvalPlan(5n, 7n, true)).toEqual([
      { amount: 0n, purpose: 'reset' },
      { amount: 7n, purpose: 'approve' },
    ])
    // From 0 nothing needs resetting.
    expect(approvalPlan(0n, 7n, true)).toEqual([{ amount: 7n, purpose: 'approve' }])
  })

  it('revokes with one approve(0)', () => {
    expect(approvalPlan(5n, 0n, true)).toEqual([{ amount: 0n, purpose: 'revoke' }])
  })
})
