/** The quote card names a partner fee, in the token it is taken in, beside the network cost. */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SANDBOX_USDC, SANDBOX_WETH } from '@/api/test-fixtures'
import type { QuoteSummary } from '../quote/quote-summary'
import { QuoteDetails } from './quote-details'

const PARTNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function render(summary: QuoteSummary): string {
  return renderToStaticMarkup(
    <QuoteDetails
      summary={summary}
      sellToken={{ ...SANDBOX_WETH, listed: true }}
      buyToken={{ ...SANDBOX_USDC, listed: true }}
      slippage={{ bps: 50, source: 'custom' }}
      display="fresh"
      expiresAt={new Date(Date.now() + 60_000)}
      onEditSlippage={() => undefined}
    />,
  ).replace(/<[^>]+>/g, ' ')
}

const SELL: QuoteSummary = {
  kind: 'sell',
  sellAmount: 10n ** 18n,
  buyAmount: 2_982_000_000n,
  feeAmount: 10n ** 15n,
  slippageBps: 50,
  limitAmount: 2_967_090_000n,
  signedSellAmount: 10n ** 18n,
  usd: {},
}

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
