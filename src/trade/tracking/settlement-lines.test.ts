import { describe, expect, it } from 'vitest'
import { settlementLines } from './settlement-lines'

const trade = (blockNumber: number, logIndex: number) => ({ blockNumber, logIndex })

describe('settlementLines', () => {
  it('one fill: its settlement transaction, no per-trade amounts', () => {
    expect(settlementLines([trade(12, 3)])).toEqual([
      { key: '12:3', label: 'Settlement transaction', withAmounts: false, trade: trade(12, 3) },
    ])
    expect(settlementLines([])).toEqual([])
  })

  it('a partly filled order lists each trade, numbered from the first fill, with its amounts', () => {
    // As the service lists them: newest first (two fills may share a block).
    const lines = settlementLines([trade(40, 1), trade(40, 0), trade(31, 7)])
    expect(lines.map((l) => l.label)).toEqual(['Trade 3', 'Trade 2', 'Trade 1'])
    expect(lines.map((l) => l.key)).toEqual(['40:1', '40:0', '31:7'])
    expect(lines.every((l) => l.withAmounts)).toBe(true)
    // A new fill on top does not renumber the earlier ones.
    const more = settlementLines([trade(52, 0), trade(40, 1), trade(40, 0), trade(31, 7)])
    expect(more.find((l) => l.key === '31:7')?.label).toBe('Trade 1')
    expect(more[0]?.label).toBe('Trade 4')
  })
})
