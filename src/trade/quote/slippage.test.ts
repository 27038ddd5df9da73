import { describe, expect, it } from 'vitest'
import { formatDeadline } from './deadline'
import { parseDeadlineMinutes, parseSlippagePercent } from './settings-fields'
import {
  DEFAULT_SLIPPAGE_BPS,
  effectiveSlippage,
  formatBps,
  slippageLabel,
  slippageWarning,
} from './slippage'

describe('effectiveSlippage', () => {
  it('uses the recommendation when there is no override', () => {
    const s = effectiveSlippage(null, { status: 'success', slippageBps: 42 })
    expect(s).toEqual({ bps: 42, source: 'auto' })
    expect(slippageLabel(s)).toBe('Auto: 0.42 %')
  })

  it('prefers a valid override', () => {
    expect(effectiveSlippage(75, { status: 'success', slippageBps: 42 })).toEqual({
      bps: 75,
      source: 'custom',
    })
    expect(slippageLabel(effectiveSlippage(100, { status: 'pending' }))).toBe('Custom: 1 %')
  })

  it('ignores an out-of-range override (a stale stored value)', () => {
    expect(effectiveSlippage(10_001, { status: 'success', slippageBps: 42 }).source).toBe('auto')
    expect(effectiveSlippage(-1, { status: 'success', slippageBps: 42 }).source).toBe('auto')
    expect(effectiveSlippage(1.5, { status: 'success', slippageBps: 42 }).source).toBe('auto')
  })

  it('falls back to 50 bps and says why when the recommendation is unavailable', () => {
    const s = effectiveSlippage(undefined, { status: 'unavailable', reason: 'no market data' })
    expect(s).toEqual({
      bps: DEFAULT_SLIPPAGE_BPS,
      source: 'fallback',
      fallbackReason: 'no market data',
    })
    expect(slippageLabel(s)).toBe('Default: 0.5 %')
  })

  it('falls back when the service recommends something out of range', () => {
    expect(effectiveSlippage(null, { status: 'success', slippageBps: 20_000 }).source).toBe(
      'fallback',
    )
  })

  it('warns when too low or too high', () => {
    expect(slippageWarning(0)).toBe('low')
    expect(slippageWarning(5)).toBe('low')
    expect(slippageWarning(6)).toBeUndefined()
    expect(slippageWarning(99)).toBeUndefined()
    expect(slippageWarning(100)).toBe('high')
    expect(effectiveSlippage(3, { status: 'pending' }).warning).toBe('low')
    expect(effectiveSlippage(250, { status: 'pending' }).warning).toBe('high')
  })

  it('never warns about the recommendation: it explains itself', () => {
    expect(effectiveSlippage(null, { status: 'success', slippageBps: 250 })).toEqual({
      bps: 250,
      source: 'auto',
    })
    expect(effectiveSlippage(null, { status: 'success', slippageBps: 3 }).warning).toBeUndefined()
    expect(effectiveSlippage(null, { status: 'success', slippageBps: 800 })).toEqual({
      bps: 500,
      source: 'auto',
      recommendedBps: 800,
    })
  })

  it('ignores a stored override above the 50 % a trader may set', () => {
    expect(effectiveSlippage(6000, { status: 'success', slippageBps: 42 })).toEqual({
      bps: 42,
      source: 'auto',
    })
    expect(effectiveSlippage(5000, { status: 'pending' })).toMatchObject({
      bps: 5000,
      source: 'custom',
    })
  })
})

describe('parseSlippagePercent', () => {
  it.each([
    ['0.5', 50],
    ['0.42', 42],
    ['1', 100],
    ['50', 5000],
    ['0', 0],
    ['.05', 5],
  ])('%j -> %i bps', (input, bps) => {
    expect(parseSlippagePercent(input)).toEqual({ status: 'valid', bps })
  })

  it.each(['100.01', '101', '-1', '0.001', '1,5', 'abc', '1e2'])('refuses %j', (input) => {
    expect(parseSlippagePercent(input)).toMatchObject({ status: 'invalid' })
  })

  it.each(['50.01', '60', '100', '1' + '0'.repeat(90)])(
    'refuses %j, stating the bound',
    (input) => {
      expect(parseSlippagePercent(input)).toEqual({
        status: 'invalid',
        sentence: 'Slippage can be at most 50 %: more would give away most of the trade.',
      })
    },
  )

  it('is empty for blank input', () => {
    expect(parseSlippagePercent(' ')).toEqual({ status: 'empty' })
  })
})

describe('formatBps', () => {
  it.each([
    [42, '0.42 %'],
    [50, '0.5 %'],
    [100, '1 %'],
    [10_000, '100 %'],
    [0, '0 %'],
    [5, '0.05 %'],
  ])('%i -> %s', (bps, text) => expect(formatBps(bps)).toBe(text))
})

describe('deadline', () => {
  it("parses whole minutes within 2 min .. 3 h (a market order's longest validity)", () => {
    expect(parseDeadlineMinutes('30')).toEqual({ status: 'valid', minutes: 30 })
    expect(parseDeadlineMinutes('2')).toEqual({ status: 'valid', minutes: 2 })
    expect(parseDeadlineMinutes('1')).toMatchObject({ status: 'invalid' })
    expect(parseDeadlineMinutes('180')).toEqual({ status: 'valid', minutes: 180 })
    expect(parseDeadlineMinutes('181')).toMatchObject({ status: 'invalid' })
    expect(parseDeadlineMinutes('2.5')).toMatchObject({ status: 'invalid' })
    expect(parseDeadlineMinutes('')).toEqual({ status: 'empty' })
  })

  it('refuses what is not whole minutes, stating the bounds', () => {
    for (const text of ['abc', '2.5', '-5', '30min']) {
      expect(parseDeadlineMinutes(text)).toEqual({
        status: 'invalid',
        sentence: 'Enter the deadline in whole minutes, from 2 to 180 (for example 30).',
      })
    }
    expect(parseDeadlineMinutes('1')).toEqual({
      status: 'invalid',
      sentence: 'The deadline must be at least 2 minutes.',
    })
  })

  it('formats durations', () => {
    expect(formatDeadline(30)).toBe('30 min')
    expect(formatDeadline(90)).toBe('1 h 30 min')
    expect(formatDeadline(4320)).toBe('3 d')
  })
})
