import { describe, expect, it } from 'vitest'
import { feePolicyWords } from './protocol-fees'

describe('protocol fee entries', () => {
  it('words each policy the service names, with its factor as a percentage', () => {
    expect(feePolicyWords({ volume: { factor: 0.005 } })).toBe('0.50 % of volume')
    expect(feePolicyWords({ surplus: { factor: 0.5, maxVolumeFactor: 0.01 } })).toBe(
      '50.00 % of surplus',
    )
    expect(
      feePolicyWords({ priceImprovement: { factor: 0.5, maxVolumeFactor: 0.01, quote: {} } }),
    ).toBe('50.00 % of price improvement')
  })

  it('says nothing of a policy it does not know or a factor that is not a number', () => {
    expect(feePolicyWords({ somethingNew: { factor: 0.1 } })).toBeUndefined()
    expect(feePolicyWords({ volume: { factor: '0.1' } })).toBeUndefined()
    expect(feePolicyWords({ volume: {} })).toBeUndefined()
    expect(feePolicyWords({})).toBeUndefined()
  })
})
