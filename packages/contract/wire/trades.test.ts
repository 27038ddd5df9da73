import { describe, expect, it } from 'vitest'
import { executedProtocolFeeSchema, volumeFeeEntry } from './trades'

describe('executed protocol fees', () => {
  it('builds a volume entry as the real service reports it, one the schema accepts', () => {
    const entry = volumeFeeEntry(50, 15_748_256n, '0x0000000000000000000000000000000000000001')
    expect(entry).toEqual({
      policy: { volume: { factor: 0.005 } },
      amount: '15748256',
      token: '0x0000000000000000000000000000000000000001',
    })
    expect(executedProtocolFeeSchema.parse(entry)).toEqual(entry)
  })
})
