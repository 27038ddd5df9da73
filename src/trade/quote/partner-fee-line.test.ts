import { describe, expect, it } from 'vitest'
import { partnerFeeLine } from './partner-fee-line'

const WETH = { decimals: 18, symbol: 'WETH' }
const USDC = { decimals: 6, symbol: 'USDC' }
const fee = {
  volumeBps: 50,
  recipient: '0xfee0000000000000000000000000000000000050',
  amount: 15_500_000n,
} as const

describe('partnerFeeLine', () => {
  it('names the fee with its share and its amount in the token it is taken in', () => {
    expect(partnerFeeLine({ partnerFee: { ...fee, token: 'buy' } }, WETH, USDC)).toEqual({
      label: 'Partner fee (0.50 %)',
      value: '15.5 USDC',
    })
  })

  it('takes the host’s own name for it (widget-lib’s content.feeLabel)', () => {
    expect(
      partnerFeeLine({ partnerFee: { ...fee, token: 'buy', label: 'Integrator fee' } }, WETH, USDC)
        ?.label,
    ).toBe('Integrator fee (0.50 %)')
  })

  it('has no line without a fee', () => {
    expect(partnerFeeLine({}, WETH, USDC)).toBeUndefined()
  })
})
