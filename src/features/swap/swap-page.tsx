/**
 * The swap route. It only composes: `useSwapPage` (./use-swap-page) gathers the state and
 * actions from the form, quote, balances, approval, submission and dialog hooks beside it;
 * `swap-page-text` words what the page derives from that state; the presentational pieces
 * live in `./components`; `SwapDialogs` holds the three lazily loaded dialogs.
 */ import { lazy, Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatAmount } from '@/lib/format-amount'
import { AmountField } from '@/trade/components/amount-field'
import {
  ApprovalAmountPicker,
  ApprovalFailed,
  ApprovalNotice,
} from '@/trade/components/approval-panel'
import { ChainLinkBanner } from './components/chain-link-banner'
import { CTA_CLASS } from '@/trade/components/cta'
import { FlipButton } from '@/trade/components/flip-button'
import { QuoteDetails } from '@/trade/components/quote-details'
import { QuoteProblem, QuoteRetrying } from '@/trade/components/quote-status'
import { SettingsButton } from '@/trade/components/settings-button'
import { overBalanceWarning, quoteLiveMessage, usdText } from '@/trade/trade-text'
import { preloadConfirmDialog, SwapDialogs } from './swap-dialogs'
import { useSwapPage, type SwapEmbedding } from './use-swap-page'

// Rare (a link naming an unlisted token): loaded when needed, not with the page.
const LinkedTokenWarning = lazy(() =>
  import('@/trade/components/linked-token-warning').then((m) => ({
    default: m.LinkedTokenWarning,
  })),
)

/** The swap page: the connected container; everything it shows is a presentational component. */
export function SwapPage({ embedding }: { embedding?: SwapEmbedding } = {}) {
  const page = useSwapPage(embedding)
  const {
    chain,
    linkChain,
    isSwitching,
    switchNetwork,
    slippage,
    deadlineMinutes,
    openSettings,
    sellText,
    buyText,
    form,
    kind,
    quoteLoading,
    openSelector,
    sellBalance,
    buyBalance,
    sellToken,
    buyToken,
    sellAmount,
    neededSellAmount,
    buyAmount,
    quote,
    typedError,
    isConnected,
    quoteProblem,
    summary,
    flow,
    submissionProblem,
    dispatch,
    status,
    approvalAmount,
    setApprovalAmount,
    onPrimary,
  } = page
  return (
    <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4">
      <DocumentTitle>Swap</DocumentTitle>
      {linkChain && (
        <ChainLinkBanner
          linkChainName={linkChain.name}
          chainName={chain.name}
          switching={isSwitching}
          onSwitch={() => void switchNetwork(linkChain.id)}
        />
      )}
      <Card className="p-2 sm:p-3">
        <div className="flex items-center justify-between gap-3 px-2 pt-1 pb-3">
          <h1 className="text-xl font-semibold tracking-tight text-fg">Swap</h1>
          <SettingsButton
            slippage={slippage}
            deadlineMinutes={deadlineMinutes}
            onClick={openSettings}
          />
        </div>

        <div className="relative flex flex-col gap-1">
          <AmountField
            label="You sell"
            side="sell"
            value={sellText}
            onChange={(text) => form.setAmount('sell', text)}
            loading={kind === 'buy' && quoteLoading}
            quoted={kind === 'buy'}
            slot={form.sell}
            onSelectToken={() => openSelector('sell')}
            balance={
              sellBalance !== undefined && sellToken
                ? formatAmount(sellBalance, sellToken.decimals, { maxDecimals: 6 })
                : undefined
            }
            onMax={
              sellBalance !== undefined && sellBalance > 0n
                ? () => form.setMax(sellBalance)
                : undefined
            }
            usdValue={usdText(sellToken, sellAmount, quote.prices.sell)}
            error={kind === 'sell' ? typedError : undefined}
            warning={overBalanceWarning(isConnected, neededSellAmount, sellBalance, sellToken)}
          />
          <FlipButton onClick={form.flip} />
          <AmountField
            label="You buy"
            side="buy"
            value={buyText}
            onChange={(text) => form.setAmount('buy', text)}
            loading={kind === 'sell' && quoteLoading}
            quoted={kind === 'sell'}
            slot={form.buy}
            onSelectToken={() => openSelector('buy')}
            balance={
              buyBalance !== undefined && buyToken
                ? formatAmount(buyBalance, buyToken.decimals, { maxDecimals: 6 })
                : undefined
            }
            usdValue={usdText(buyToken, buyAmount, quote.prices.buy)}
            error={kind === 'buy' ? typedError : undefined}
          />
        </div>

        <div className="mt-2 flex flex-col gap-2">
          {(['sell', 'buy'] as const).map((side) => {
            const slot = side === 'sell' ? form.sell : form.buy
            return (
              slot.status === 'needsImport' && (
                <Suspense key={side} fallback={null}>
                  <LinkedTokenWarning
                    side={side}
                    token={slot.token}
                    chainName={chain.name}
                    onImport={form.acceptLinkedToken}
                  />
                </Suspense>
              )
            )
          })}

          <p className="sr-only" role="status" aria-live="polite">
            {quoteLiveMessage({
              display: quote.display,
              recovery: quote.recovery,
              problem: quoteProblem,
              summary,
              kind,
              sellToken,
              buyToken,
            })}
          </p>

          {quote.display === 'retrying' && (
            <QuoteRetrying recovery={quote.recovery} onRetry={quote.retryNow} />
          )}

          {quoteProblem && quote.display === 'error' && (
            <QuoteProblem problem={quoteProblem} onRetry={quote.retryNow} />
          )}

          {summary && sellToken && buyToken && quote.quote && (
            <QuoteDetails
              summary={summary}
              sellToken={sellToken}
              buyToken={buyToken}
              slippage={slippage}
              display={quote.display}
              expiresAt={quote.quote.expiresAt}
              onEditSlippage={openSettings}
            />
          )}

          {flow.phase === 'failed' && flow.step === 'approve' && submissionProblem && (
            <ApprovalFailed
              problem={submissionProblem}
              onBack={() => dispatch({ type: 'retry' })}
            />
          )}

          <ApprovalNotice
            notice={flow.phase === 'editing' ? flow.notice : undefined}
            symbol={sellToken?.symbol}
          />

          {status.primary.action === 'approve' && sellToken && summary && (
            <ApprovalAmountPicker
              token={sellToken}
              exactAmount={summary.signedSellAmount}
              value={approvalAmount}
              onChange={setApprovalAmount}
            />
          )}

          <Button
            size="lg"
            className={cn(
              'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
              CTA_CLASS,
            )}
            // aria-disabled, not disabled: the button keeps focus while it waits (keyboard users).
            aria-disabled={status.primary.disabled || undefined}
            aria-busy={flow.phase === 'approving' || undefined}
            onClick={onPrimary}
            // Fetch the review dialog while the pointer or focus is on its way.
            onPointerEnter={() => void preloadConfirmDialog()}
            onFocus={() => void preloadConfirmDialog()}
          >
            {flow.phase === 'approving' && <Spinner className="size-4" />}
            {status.primary.label}
          </Button>
        </div>
      </Card>

      <SwapDialogs page={page} />
    </div>
  )
}
