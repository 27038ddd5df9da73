import { describe, expect, it } from 'vitest'
import { priceUpdate } from './price-update'

describe('priceUpdate', () => {
  it('a sell order: a higher minimum received is better, a lower one worse', () => {
    expect(priceUpdate('sell', 100n, 101n)).toBe('better')
    expect(priceUpdate('sell', 100n, 99n)).toBe('worse')
    expect(priceUpdate('sell', 100n, 100n)).toBe('same')
  })

  it('a buy order: a lower maximum sold is better, a higher one worse', () => {
    expect(priceUpdate('buy', 100n, 99n)).toBe('better')
    expect(priceUpdate('buy', 100n, 101n)).toBe('worse')
    expect(priceUpdate('buy', 100n, 100n)).toBe('same')
  })

  it('a change of one smallest unit counts', () => {
    expect(priceUpdate('sell', 10n ** 30n, 10n ** 30n - 1n)).toBe('worse')
    expect(priceUpdate('buy', 10n ** 30n, 10n ** 30n - 1n)).toBe('better')
  })
})
