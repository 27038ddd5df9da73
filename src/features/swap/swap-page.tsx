import { Trans, useLingui } from '@lingui/react/macro'
/**
 * The swap route. It only composes: `useSwapTrade` (./use-swap-trade) wires the form onto the
 * trade core (src/trade) and the page provides it (./swap-trade-context); each section
 * (./sections) reads the parts it needs and words them through the core's presentational
 * components.
 */
import { lazy, Suspense, useEffect } from 'react'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { SettingsButton } from '@/trade/components/settings-button'
import { ChainLinkBanner } from './components/chain-link-banner'
import { FormActions } from '@/trade/components/form-actions'
import { LinkedTokenWarnings, PairSection } from './sections/pair-section'
import { QuoteSection } from './sections/quote-section'
import { ReviewSection } from './sections/review-section'
import { SwapDialogs } from './swap-dialogs'
import { SwapTradeProvider } from './swap-trade-context'
import type { TradeEmbedding } from '@/trade/use-trade-setup'
import { useSwapTrade, type SwapTrade } from './use-swap-trade'

// The main button for a wrap or unwrap (the native currency and its wrapper), a pair few
// trade: it sends a transaction itself, and wagmi's writeContract brings viem's transaction
// preparation (gas estimation, fees, serialization: about 12 KB gzip); loaded for that pair.
const WrapAction = lazy(() =>
  import('@/trade/components/wrap-action').then((m) => ({ default: m.WrapAction })),
)

// Shown once the trader turns on "Custom recipient", which few do: its ENS lookup brings
// viem's name normalization (about 28 KB gzip), loaded then rather than with every first load.
const RecipientField = lazy(() =>
  import('@/trade/components/recipient-field').then((m) => ({
    default: m.SelfReadingRecipientField,
  })),
)

/** The swap page: the connected container; every section is a component of its own. */
export function SwapPage({
  embedding = {},
  onTrade,
}: {
  embedding?: TradeEmbedding
  /** Hears the form on every render (the widget tells its host the trade). */
  onTrade?: (trade: SwapTrade) => void
} = {}) {
  const trade = useSwapTrade(embedding)
  useEffect(() => onTrade?.(trade))
  const { network, wallet, form, pricing, balances, dialogs } = trade
  const { t } = useLingui()
  return (
    <SwapTradeProvider trade={trade}>
      <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4">
        <DocumentTitle>{t`Swap`}</DocumentTitle>
        <ChainLinkBanner
          linkChainId={form.linkChainId}
          chainName={network.chain.name}
          switching={network.isSwitching}
          onSwitch={(chainId) => void network.switchNetwork(chainId)}
        />
        <Card className="p-2 sm:p-3">
          <div className="flex items-center justify-between gap-3 px-2 pt-1 pb-3">
            <h1 className="text-xl font-semibold tracking-tight text-fg">
              <Trans>Swap</Trans>
            </h1>
            <SettingsButton
              slippage={pricing.slippage}
              deadlineMinutes={pricing.deadlineMinutes}
              onClick={dialogs.openSettings}
            />
          </div>

          <PairSection />
          {trade.recipient.enabled && (
            <div className="mt-2 px-1">
              <Suspense fallback={null}>
                <RecipientField
                  label={t`Recipient`}
                  text={trade.recipient.text}
                  onChange={trade.recipient.setText}
                  recipient={trade.recipient.parsed}
                  onRead={trade.recipient.onRead}
                  trade={{
                    chainId: network.chainId,
                    buyToken: form.buyToken,
                    sellToken: form.sellToken,
                  }}
                />
              </Suspense>
            </div>
          )}

          <div className="mt-2 flex flex-col gap-2">
            <LinkedTokenWarnings />
            {pricing.wrap ? (
              <Suspense fallback={null}>
                <WrapAction
                  direction={pricing.wrap}
                  network={network}
                  wallet={wallet}
                  form={form}
                  balances={balances}
                  embedding={embedding}
                />
              </Suspense>
            ) : (
              <>
                <QuoteSection />
                <FormActions exactAmount={pricing.summary?.signedSellAmount} />
              </>
            )}
          </div>
        </Card>

        <SwapDialogs />
        <ReviewSection />
      </div>
    </SwapTradeProvider>
  )
}
