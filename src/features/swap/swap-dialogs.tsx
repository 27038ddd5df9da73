/**
 * The swap page's three dialogs (token selector, settings, review and submission). Each loads
 * when first opened, which keeps it out of the page's first load, and stays mounted from then
 * on so focus returns where it came from. `preloadConfirmDialog` starts fetching the review
 * dialog while the trader heads for the main button.
 */
import { lazy, Suspense } from 'react'
import { confirmBlockedReason, isPresignFlow } from '@/trade/trade-text'
import { searchTokens } from '@/trade/tokens/token-search'
import { useFilledOrderSentence } from '@/trade/tracking/use-filled-order-sentence'
import type { SwapPageState } from './use-swap-page'
import { orderHref } from '@/trade/placement/use-trade-submission'

export const preloadConfirmDialog = () => import('@/trade/components/confirm-dialog')
const ConfirmDialog = lazy(() => preloadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })))
const SettingsDialog = lazy(() =>
  import('@/trade/components/settings-dialog').then((m) => ({ default: m.SettingsDialog })),
)
const TokenSelectorDialog = lazy(() =>
  import('@/trade/components/token-selector-dialog').then((m) => ({
    default: m.TokenSelectorDialog,
  })),
)

export function SwapDialogs({ page }: { page: SwapPageState }) {
  const {
    chain,
    chainId,
    switchNetwork,
    slippage,
    deadlineMinutes,
    form,
    kind,
    quote,
    sellToken,
    buyToken,
    summary,
    flow,
    submissionProblem,
    dispatch,
    used,
    selector,
    dialogs,
    allTokens,
    balances,
    overrideBps,
    setSlippageOverride,
    setDeadlineMinutes,
    chainMatches,
    submission,
    onConfirm,
    approval,
  } = page
  const filledSentence = useFilledOrderSentence({
    order: submission.order,
    chainId,
    chainName: chain.name,
    tokens: allTokens,
  })
  return (
    <>
      {used.has('selector') && (
        <Suspense fallback={null}>
          <TokenSelectorDialog
            open={selector !== null}
            side={selector ?? 'sell'}
            query={dialogs.search}
            onQueryChange={dialogs.setSearch}
            tokens={searchTokens(allTokens, dialogs.search)}
            balances={balances.formattedBalances}
            selected={(selector === 'buy' ? buyToken : sellToken)?.address}
            importCandidate={dialogs.importCandidate}
            chainName={chain.name}
            onSelect={dialogs.choose}
            onImport={dialogs.importAndChoose}
            onClose={dialogs.closeSelector}
          />
        </Suspense>
      )}

      {used.has('settings') && (
        <Suspense fallback={null}>
          <SettingsDialog
            open={dialogs.settingsOpen}
            onClose={dialogs.closeSettings}
            overrideBps={overrideBps}
            recommendation={quote.recommendation}
            deadlineMinutes={deadlineMinutes}
            onOverrideChange={setSlippageOverride}
            onDeadlineChange={setDeadlineMinutes}
          />
        </Suspense>
      )}

      {used.has('confirm') && sellToken && buyToken && (
        <Suspense fallback={null}>
          <ConfirmDialog
            flow={flow}
            summary={summary}
            sellToken={sellToken}
            buyToken={buyToken}
            slippage={slippage}
            deadlineMinutes={deadlineMinutes}
            blockedReason={confirmBlockedReason(chainMatches, chain.name, quote.display, slippage)}
            switchChainLabel={chainMatches ? undefined : `Switch to ${chain.name}`}
            onSwitchChain={() => void switchNetwork(chainId)}
            problem={
              flow.phase === 'failed' && flow.step !== 'approve' ? submissionProblem : undefined
            }
            retrying={submission.retrying}
            order={submission.order}
            filledSentence={filledSentence}
            orderHref={'uid' in flow && flow.uid ? orderHref(flow.uid) : undefined}
            presign={page.isSafe || isPresignFlow(flow, submission.order)}
            onConfirm={onConfirm}
            onClose={() => dispatch({ type: 'close' })}
            onRetry={() =>
              flow.phase === 'failed' && flow.step === 'presign'
                ? void submission.retryPresign()
                : dispatch({ type: 'retry' })
            }
            onApprove={() => {
              dispatch({ type: 'close' })
              void approval.refetchAllowance()
            }}
            onRequote={() => {
              dispatch({ type: 'retry' })
              void quote.refetch()
            }}
            onNewSwap={() => {
              submission.reset()
              form.setAmount(kind, '')
            }}
          />
        </Suspense>
      )}
    </>
  )
}
