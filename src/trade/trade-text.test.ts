import { describe, expect, it } from 'vitest'
import {
  approvalDoneNotice,
  approvalExplanation,
  editedQuotedText,
  quotedAmountText,
  signingCostNote,
} from './trade-text'

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

describe('signingCostNote for a native sell (eth-flow)', () => {
  it('says the wallet sends createOrder with the coins, a transaction that pays gas, and signs nothing', () => {
    const note = signingCostNote(false, 'ETH')
    expect(note).toContain('send one transaction: createOrder on the eth-flow contract')
    expect(note).toContain('with the ETH you sell')
    expect(note).toContain('pays network gas')
    expect(note).not.toMatch(/no gas|sign the order/i)
  })

  it('says a Safe executes createOrder as a Safe transaction that pays gas', () => {
    const note = signingCostNote(true, 'xDAI')
    expect(note).toContain('one Safe transaction: createOrder on the eth-flow contract')
    expect(note).toContain('the xDAI you sell')
    expect(note).toContain('pays network gas')
    expect(note).not.toMatch(/no gas|pre-signature/i)
  })
})

describe('approvalExplanation and approvalDoneNotice', () => {
  it('tell one story per method: a permit is a signature without gas', () => {
    const words = approvalExplanation('COW', true)
    expect(words).toContain('with a signature: no transaction, no gas')
    expect(words).toContain('takes effect when the order fills')
    expect(words).not.toMatch(/one approval transaction|pays network gas/)
    expect(approvalDoneNotice('COW', true)).toBe(
      'COW approval signed: it goes with your order. You can review the swap now.',
    )
  })

  it('an approval transaction pays gas', () => {
    const words = approvalExplanation('USDC', false)
    expect(words).toContain('one approval transaction, which pays network gas')
    expect(words).not.toMatch(/signature|no gas/)
    expect(approvalDoneNotice('USDC', false)).toBe('USDC approved. You can review the swap now.')
  })

  it('both say how long each amount lasts', () => {
    for (const bySignature of [true, false]) {
      expect(approvalExplanation('DAI', bySignature)).toContain(
        'Unlimited lasts for later trades of DAI; exact covers this amount only.',
      )
    }
  })
})

describe('quotedAmountText', () => {
  it('groups thousands in the quote’s output, as every shown amount', () => {
    expect(quotedAmountText(3_092_281_549n, 6)).toBe('3,092.281549')
    expect(quotedAmountText(1_234_567_000_000_000_000_000_000n, 18)).toBe('1,234,567')
    expect(quotedAmountText(500_000n, 6)).toBe('0.5')
  })

  it('keeps up to eight decimals and never shows "<"', () => {
    expect(quotedAmountText(123_456_789_123_456_789n, 18)).toBe('0.12345678')
    expect(quotedAmountText(1n, 18)).toBe('0.00000001')
  })
})

describe('editedQuotedText', () => {
  it('drops the separators of the quote’s text and keeps the caret on the same digit', () => {
    // "3,092.28154|9" -> Backspace at the end.
    expect(editedQuotedText('3,092.28154', 11)).toEqual({ text: '3092.28154', caret: 10 })
    // "3,0|92.281549", a 7 typed after the zero.
    expect(editedQuotedText('3,0792.281549', 4)).toEqual({ text: '30792.281549', caret: 3 })
    expect(editedQuotedText('1,234,567.5', null)).toEqual({ text: '1234567.5', caret: null })
  })

  it('leaves a text without separators as it is', () => {
    expect(editedQuotedText('12.5', 2)).toEqual({ text: '12.5', caret: 2 })
  })
})
