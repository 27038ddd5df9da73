import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { maxUint256 } from 'viem'
import { parseAmountInput, separatorProblem, suggestPlainNumber } from './parse-amount'

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
    ['1.2.3', 'localeSeparator'],
    ['0.50.5', 'localeSeparator'],
    ['1,000', 'localeSeparator'],
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
    // A comma as the decimal separator.
    ['1,5', '1.5'],
    ['0,5', '0.5'],
    ['0,500', '0.500'],
    ['1234,56', '1234.56'],
    ['12,3456', '12.3456'],
    [',5', '0.5'],
    ['1,', '1'],
    // Dots group thousands, a comma is the decimal separator.
    ['1.000,5', '1000.5'],
    ['1.000.000,25', '1000000.25'],
    // Commas group thousands, a dot is the decimal separator (or none).
    ['1,000.5', '1000.5'],
    ['12,345,678.9', '12345678.9'],
    ['1,000,000', '1000000'],
    // Spaces, apostrophes, underscores and no-break spaces group thousands.
    ['1 000', '1000'],
    ['1 000 000', '1000000'],
    ["1'000", '1000'],
    ['1_000', '1000'],
    ['1\u00a0000,5', '1000.5'],
    ['1\u202f000.5', '1000.5'],
    ['1 000,25', '1000.25'],
  ])('%j means %j', (input, expected) => {
    expect(suggestPlainNumber(input)).toBe(expected)
  })

  it.each([
    // Several dots: a typo as likely as a grouping; a guess would change the size.
    '1.2.3',
    '0.50.5',
    '1.000.000',
    '1..5',
    // A lone comma before three digits: 1000 in English, 1 in German.
    '1,000',
    '999,999',
    // Groups that are not thousands, or mixed separators that fit no locale.
    '1,00,000',
    '1,5,3',
    '1.5,3',
    '1,5.3,2',
    '0,000,5',
    '1 00',
    '1 000.000,5',
    '1,5 5',
    '1.000,5,5',
  ])('%j gets no suggestion', (input) => {
    expect(suggestPlainNumber(input)).toBeUndefined()
  })

  it('never suggests a number of another size than the one it reads', () => {
    // The suggestion keeps the digits in order and drops only separators: its value is the
    // typed digits read with the one decimal point the suggestion names.
    for (const input of ['1,5', '1.000,5', '1,000.5', '1 000', '1,000,000', '0,500']) {
      const suggestion = suggestPlainNumber(input)
      expect(suggestion?.replace('.', '').replace(/^0+/, '')).toBe(
        input.replace(/\D/g, '').replace(/^0+/, ''),
      )
    }
  })
})

describe('separatorProblem', () => {
  it('names the one likely number', () => {
    expect(separatorProblem('1,5')).toBe(
      'Use a dot as the decimal separator and no thousands separators: did you mean 1.5?',
    )
  })

  it('asks for one decimal point, with no guess, for several dots', () => {
    for (const input of ['1.2.3', '0.50.5', '1.000.000']) {
      expect(separatorProblem(input)).toBe(
        'A number has one decimal point at most: use a dot as the decimal separator and no thousands separators.',
      )
    }
  })

  it('asks for a plain decimal, with no guess, where two readings are likely', () => {
    expect(separatorProblem('1,000')).toBe(
      'Use a dot as the decimal separator and no thousands separators.',
    )
  })

  it('leaves plain decimals and other text alone', () => {
    for (const input of ['1.5', '15', '.5', 'abc', '1.2.3a']) {
      expect(separatorProblem(input)).toBeUndefined()
    }
  })
})

describe('parseAmountInput in a language that writes a decimal comma', () => {
  it('reads the comma as the decimal point', () => {
    expect(parseAmountInput('1,5', 18, 'WETH', ',')).toEqual({
      status: 'valid',
      value: 1_500_000_000_000_000_000n,
      text: '1.5',
    })
    expect(parseAmountInput(',5', 6, 'USDC', ',')).toMatchObject({
      status: 'valid',
      value: 500_000n,
    })
    expect(parseAmountInput('1000,25', 6, 'USDC', ',')).toMatchObject({ value: 1_000_250_000n })
    // A lone dot that groups no thousands is still the decimal point (a pasted amount).
    expect(parseAmountInput('0.5', 6, 'USDC', ',')).toMatchObject({ value: 500_000n })
  })

  it('asks about a dot before three digits, which groups thousands there', () => {
    for (const [input, meant] of [
      ['1.000', '1000'],
      ['1.000,5', '1000,5'],
      ['12.345.678', '12345678'],
    ] as const) {
      const parsed = parseAmountInput(input, 18, 'WETH', ',')
      expect(parsed).toMatchObject({ status: 'invalid', problem: 'localeSeparator' })
      expect(parsed.status === 'invalid' && parsed.sentence).toBe(
        `Use a comma as the decimal separator and no thousands separators: did you mean ${meant}?`,
      )
    }
    // An English grouping is suggested back with the comma.
    expect(parseAmountInput('1,000.5', 18, 'WETH', ',')).toMatchObject({
      sentence: expect.stringContaining('did you mean 1000,5?') as unknown,
    })
  })

  it('checks decimals and zero after reading the comma', () => {
    expect(parseAmountInput('1,1234567', 6, 'USDC', ',')).toMatchObject({
      problem: 'tooManyDecimals',
    })
    expect(parseAmountInput('0,0', 6, 'USDC', ',')).toMatchObject({ problem: 'zero' })
  })

  it('takes the separator of the active language when none is given', () => {
    i18n.loadAndActivate({ locale: 'es', locales: 'es', messages: {} })
    try {
      expect(parseAmountInput('1,5', 6, 'USDC')).toMatchObject({
        status: 'valid',
        value: 1_500_000n,
      })
    } finally {
      i18n.loadAndActivate({ locale: 'en', locales: 'en', messages: {} })
    }
    expect(parseAmountInput('1,5', 6, 'USDC')).toMatchObject({ problem: 'localeSeparator' })
  })

  // French: a language whose formatter no test above has built (they are cached).
  it('reads a whole number alike in either language, without asking Intl for the separator', () => {
    i18n.loadAndActivate({ locale: 'fr', locales: 'fr', messages: {} })
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat')
    try {
      expect(parseAmountInput('1000', 6, 'USDC')).toMatchObject({ value: 1_000_000_000n })
      expect(NumberFormat).not.toHaveBeenCalled()
      NumberFormat.mockRestore()
      expect(parseAmountInput('1000,5', 6, 'USDC')).toMatchObject({ value: 1_000_500_000n })
    } finally {
      NumberFormat.mockRestore()
      i18n.loadAndActivate({ locale: 'en', locales: 'en', messages: {} })
    }
  })
})
