/** The quote card names a partner fee, in the token it is taken in, beside the network cost. */
import { describe, expect, it } from 'vitest'
import type { QuoteSummary } from '../quote/quote-summary'
import { renderQuoteDetails, SELL_SUMMARY as SELL } from './quote-details-fixture'

const PARTNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const render = (summary: QuoteSummary) => renderQuoteDetails({ summary }).replace(/<[^>]+>/g, ' ')

describe('quote card with a partner fee', () => {
  it('shows the fee in the buy token of a sell, received amounts after it', () => {
    const text = render({
      ...SELL,
      partnerFee: { volumeBps: 50, recipient: PARTNER, amount: 15_000_000n, token: 'buy' },
    })
    expect(text).toMatch(/Partner fee \(0\.50 %\)\s+15 USDC/)
    expect(text).toMatch(/Expected to receive\s+2,982 USDC/)
    expect(text).toMatch(/Minimum received\s+2,967\.09 USDC/)
  })

  it('shows it in the sell token of a buy', () => {
    const text = render({
      ...SELL,
      kind: 'buy',
      partnerFee: { volumeBps: 100, recipient: PARTNER, amount: 10n ** 16n, token: 'sell' },
    })
    expect(text).toMatch(/Partner fee \(1\.00 %\)\s+0\.01 WETH/)
  })

  it('has no fee line without a fee', () => {
    expect(render(SELL)).not.toContain('Partner fee')
  })
})
