import { t } from '@lingui/core/macro'
/**
 * The limit route. It only composes: the page provides the form's layers
 * (./limit-trade-context.tsx over ./use-limit-trade.ts) and each section (./sections) reads
 * the layers it needs. The review and the token selector load when first opened.
 */
import { Suspense } from 'react'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import type { TradeEmbedding } from '@/trade/use-trade-setup'
import { LimitTradeProvider } from './limit-trade-context'
import { AmountSection } from './sections/amount-section'
import { LimitActions } from './sections/limit-actions'
import { LimitDialogs } from './sections/limit-dialogs'
import { LimitWarnings } from './sections/limit-warnings'
import { PriceSection } from './sections/price-section'
import { ReplacingNotice } from './sections/replacing-notice'
import { LimitReviewSection } from './sections/review-section'
import { TermsSection } from './sections/terms-section'
import type { LimitTrade } from './use-limit-trade'

export function LimitPage({
  embedding = {},
  onTrade,
}: {
  embedding?: TradeEmbedding
  /** Hears the form on every render (the widget tells its host the trade). */
  onTrade?: (trade: LimitTrade) => void
} = {}) {
  return (
    <LimitTradeProvider embedding={embedding} onTrade={onTrade}>
      <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4">
        <DocumentTitle>{t`Limit order`}</DocumentTitle>
        <Card className="p-2 sm:p-3">
          <div className="px-2 pt-1 pb-3">
            <h1 className="text-xl font-semibold tracking-tight text-fg">{t`Limit order`}</h1>
          </div>
          <ReplacingNotice />
          <AmountSection />
          <div className="mt-2 flex flex-col gap-3 px-1">
            <PriceSection />
            <TermsSection />
            <LimitWarnings />
            <LimitActions />
          </div>
        </Card>
        {/* Each one's dialog loads when first opened: nothing to show meanwhile. */}
        <Suspense fallback={null}>
          <LimitDialogs />
        </Suspense>
        <Suspense fallback={null}>
          <LimitReviewSection />
        </Suspense>
      </div>
    </LimitTradeProvider>
  )
}
