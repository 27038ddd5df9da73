/** The quote card as its tests render it: a WETH → USDC sell, 0.5 % custom slippage. */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SANDBOX_USDC, SANDBOX_WETH } from '@/api/test-fixtures'
import type { QuoteSummary } from '../quote/quote-summary'
import { QuoteDetails } from './quote-details'

/** 1 WETH for 2,982 USDC, 0.001 WETH of network cost, 0.5 % slippage. */
export const SELL_SUMMARY: QuoteSummary = {
  kind: 'sell',
  sellAmount: 10n ** 18n,
  buyAmount: 2_982_000_000n,
  feeAmount: 10n ** 15n,
  slippageBps: 50,
  limitAmount: 2_967_090_000n,
  signedSellAmount: 10n ** 18n,
  usd: {},
}

/** The card's static markup; `props` replace the defaults. */
export function renderQuoteDetails(
  props: Partial<ComponentProps<typeof QuoteDetails>> = {},
): string {
  // Under Lingui's provider, as in the app (English: vitest's setup activates it).
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QuoteDetails
        summary={SELL_SUMMARY}
        sellToken={{ ...SANDBOX_WETH, listed: true }}
        buyToken={{ ...SANDBOX_USDC, listed: true }}
        slippage={{ bps: 50, source: 'custom' }}
        display="fresh"
        expiresAt={new Date(Date.now() + 60_000)}
        onEditSlippage={() => undefined}
        {...props}
      />
    </I18nProvider>,
  )
}
