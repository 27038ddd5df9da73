import { describe, expect, it } from 'vitest'
import { maxUint256 } from 'viem'
import { parseAmountInput, suggestPlainNumber } from './parse-amount'

describe('parseAmountInput', () => {
  it('reads plain decimals with the token decimals', () => {
    expect(parseAmountInput('1.5', 18)).toEqual({
      status: 'valid',
      value: 1_500_000_000_000_000_000n,
      text: '1.5',
    })
    expect(parseAmountInput(' 2 ', 6)).toMatchObject({ status: 'valid', value: 2_000_000n })
    expect(parseAmountInput('.5', 6)).toMatchObject({ status: 'valid', value: 500_000n })
    expect(parseAmountInput('5.', 6)).toMatchObject({ status: 'valid', value: 5_000_000n })
    expect(parseAmountInput('0.000001', 6)).toMatchObject({ status: 'valid', value: 1n })
  })

  it('is empty for blank input', () => {
    expect(parseAmountInput('', 18)).toEqual({ status: 'empty' })
    expect(parseAmountInput('   ', 18)).toEqual({ status: 'empty' })
  })

  it.each([
    ['-1', 'negative'],
    ['\u22121', 'negative'],
    ['1e18', 'exponent'],
    ['1.5E-3', 'exponent'],
    ['1,5', 'localeSeparator'],
    ['1.000,5', 'localeSeparator'],
    ['1,000.5', 'localeSeparator'],
    ['1 000', 'localeSeparator'],
    ["1'000", 'localeSeparator'],
    ['1.000.000', 'localeSeparator'],
    ['abc', 'notANumber'],
    ['0x10', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['1.2.3a', 'notANumber'],
    ['0', 'zero'],
    ['0.000', 'zero'],
  ])('refuses %j as %s with a sentence', (input, problem) => {
    const parsed = parseAmountInput(input, 18, 'WETH')
    expect(parsed).toMatchObject({ status: 'invalid', problem })
    if (parsed.status === 'invalid') expect(parsed.sentence).toMatch(/\.$|\?$/)
  })

  it('suggests the plain number for locale input', () => {
    const parsed = parseAmountInput('1.000,5', 18)
    expect(parsed.status === 'invalid' && parsed.sentence).toContain('1000.5')
    expect(parseAmountInput('1,5', 18)).toMatchObject({
      sentence: expect.stringContaining('1.5') as unknown,
    })
  })

  it('refuses more decimals than the token has, naming both counts', () => {
    const parsed = parseAmountInput('1.1234567', 6, 'USDC')
    expect(parsed).toEqual({
      status: 'invalid',
      problem: 'tooManyDecimals',
      sentence: 'USDC has 6 decimals; this amount has 7.',
    })
    expect(parseAmountInput('1.5', 0, 'NFT')).toMatchObject({ problem: 'tooManyDecimals' })
  })

  it('refuses values over uint256 and accepts the maximum', () => {
    expect(parseAmountInput(maxUint256.toString(), 0)).toMatchObject({
      status: 'valid',
      value: maxUint256,
    })
    expect(parseAmountInput((maxUint256 + 1n).toString(), 0)).toMatchObject({
      problem: 'tooLarge',
    })
    expect(parseAmountInput('1' + '0'.repeat(80), 18)).toMatchObject({ problem: 'tooLarge' })
  })

  it('says so when the decimals are unknown', () => {
    expect(parseAmountInput('1', Number.NaN)).toMatchObject({ status: 'invalid' })
  })
})

describe('suggestPlainNumber', () => {
  it.each([
    ['1,5', '1.5'],
    ['1.000,5', '1000.5'],
    ['1,000.5', '1000.5'],
    ['1.000.000', '1000000'],
    ['1 000,25', '1000.25'],
  ])('%j -> %j', (input, expected) => {
    expect(suggestPlainNumber(input)).toBe(expected)
  })
})
