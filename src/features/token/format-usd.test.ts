import { describe, expect, it } from 'vitest'
import { formatUsd } from './format-usd'

describe('formatUsd', () => {
  it('shows cents for a dollar and up', () => {
    expect(formatUsd(2000)).toBe('$2,000.00')
    expect(formatUsd(1.25)).toBe('$1.25')
  })
  it('keeps four significant digits below a dollar', () => {
    expect(formatUsd(0.000123456)).toBe('$0.0001235')
    expect(formatUsd(0.5)).toBe('$0.5')
  })
  it('handles zero and nonsense', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(Number.NaN)).toBe('Unknown')
    expect(formatUsd(-1)).toBe('Unknown')
  })
})
