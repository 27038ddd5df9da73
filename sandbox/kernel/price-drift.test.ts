import { describe, expect, it } from 'vitest'
import { describePriceDrift, parsePriceDrift, PRICE_DRIFT_OFF, PRICE_DRIFT_ON } from './price-drift'

describe('parsePriceDrift (SANDBOX_PRICE_DRIFT)', () => {
  it('falls back when unset or blank', () => {
    expect(parsePriceDrift(undefined, PRICE_DRIFT_ON)).toBe(PRICE_DRIFT_ON)
    expect(parsePriceDrift('  ', PRICE_DRIFT_OFF)).toBe(PRICE_DRIFT_OFF)
  })

  it('reads on, off and a volatility scale', () => {
    for (const on of ['on', 'ON', 'true', '1', ' on ']) {
      expect(parsePriceDrift(on, PRICE_DRIFT_OFF)).toEqual(PRICE_DRIFT_ON)
    }
    for (const off of ['off', 'Off', 'false', '0']) {
      expect(parsePriceDrift(off, PRICE_DRIFT_ON)).toEqual(PRICE_DRIFT_OFF)
    }
    expect(parsePriceDrift('2.5', PRICE_DRIFT_OFF)).toEqual({ on: true, volatilityScale: 2.5 })
    expect(parsePriceDrift('.5', PRICE_DRIFT_OFF)).toEqual({ on: true, volatilityScale: 0.5 })
    expect(parsePriceDrift('100', PRICE_DRIFT_OFF)).toEqual({ on: true, volatilityScale: 100 })
  })

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['yes please', '-1', '101', '1e3', 'NaN', 'Infinity', '0x10', '2,5']) {
      expect(() => parsePriceDrift(bad, PRICE_DRIFT_ON)).toThrow(`SANDBOX_PRICE_DRIFT=${bad}`)
    }
  })

  it('describes the setting for start-up messages', () => {
    expect(describePriceDrift(PRICE_DRIFT_ON)).toBe('on (volatility x1)')
    expect(describePriceDrift(PRICE_DRIFT_OFF)).toBe('off')
  })
})
