import { describe, expect, it } from 'vitest'
import { signingCostNote } from './swap-page-text'

describe('signingCostNote', () => {
  it('says an off-chain signature costs no gas', () => {
    expect(signingCostNote(false)).toBe(
      'Your wallet will ask you to sign the order. Signing costs no gas.',
    )
  })

  it('says a Safe’s pre-signature is a Safe transaction that pays gas, and that it is not estimated', () => {
    const note = signingCostNote(true)
    expect(note).toContain('Safe transaction your Safe’s owners sign and execute')
    expect(note).toContain('pays network gas')
    expect(note).toContain('does not estimate')
    expect(note).not.toMatch(/no gas/i)
  })
})
