import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { isAddressEqual, zeroAddress, type Address } from 'viem'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { AlertIcon, CheckCircleIcon, InfoIcon, SettingsIcon, SwapIcon } from '@/components/ui/icons'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatAmount, formatTokenAmount } from '@/lib/format-amount'
import { useSettingsStore } from '@/lib/settings-store'
import { useActiveChain } from '@/lib/use-active-chain'
import { useSwitchNetwork } from '@/lib/use-switch-network'
import { useTokenBalances } from '@/lib/use-token-balances'
import { useWalletModals } from '@/lib/wallet-modal-store'
import { CHAINS, isSupportedChainId } from '@/protocol/chains'
import { CTA_CLASS } from './components/cta'
import { AmountField } from './components/amount-field'
import { QuoteDetails } from './components/quote-details'
import type { ImportCandidate } from './components/token-selector-dialog'
import { formatUsd, summarizeQuote, toDecimalNumber } from './quote-summary'
import { effectiveSlippage, slippageLabel } from './slippage'
import { describeQuoteError, describeSubmissionError, nextStepLabel } from './swap-errors'
import { useSwapDraftStore } from './swap-draft-store'
import { canConfirm, deriveSwapStatus } from './swap-status'
import { classifyTokenQuery, findToken, searchTokens } from './token-search'
import { useApproval, type ApprovalAmount } from './use-approval'
import { useSwapForm, type Side, type SwapToken } from './use-swap-form'
import { useSwapQuote } from './use-swap-quote'
import { orderHref, useSwapSubmission } from './use-swap-submission'
import { useTokenMetadata } from './use-token-metadata'

const NO_ADDRESS: readonly Address[] = []

// The dialogs load when first opened (and the review dialog when the trader heads for it),
// which keeps them out of the page's first load.
const loadConfirmDialog = () => import('./components/confirm-dialog')
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })))
const SettingsDialog = lazy(() =>
  import('./components/settings-dialog').then((m) => ({ default: m.SettingsDialog })),
)
const TokenSelectorDialog = lazy(() =>
  import('./components/token-selector-dialog').then((m) => ({ default: m.TokenSelectorDialog })),
)

type DialogName = 'selector' | 'settings' | 'confirm'

function amountText(value: bigint, decimals: number): string {
  // No grouping: the field stays editable as a plain number.
  return formatAmount(value, decimals, {
    maxDecimals: Math.min(decimals, 8),
    group: false,
  }).replace(/^< /, '')
}

/** The swap page: the connected container; everything it shows is a presentational component. */
export function SwapPage() {
  const { chainId, chain, walletChainId } = useActiveChain()
  const env = useSettingsStore((s) => s.environment)
  const ctx = useMemo(() => ({ chainId, env }), [chainId, env])
  const { address: account, isConnected } = useAccount()
  const { openConnectModal } = useWalletModals()
  const { switchNetwork, isSwitching } = useSwitchNetwork()

  const overrideBps = useSwapDraftStore((s) => s.slippageOverrideBps)
  const deadlineMinutes = useSwapDraftStore((s) => s.deadlineMinutes)
  const setSlippageOverride = useSwapDraftStore((s) => s.setSlippageOverride)
  const setDeadlineMinutes = useSwapDraftStore((s) => s.setDeadlineMinutes)
  const importToken = useSwapDraftStore((s) => s.importToken)

  const form = useSwapForm(chainId, chain.name)
  const { sellToken, buyToken, kind } = form
  const sameToken =
    sellToken !== undefined &&
    buyToken !== undefined &&
    isAddressEqual(sellToken.address, buyToken.address)

  const quote = useSwapQuote({
    ctx,
    sellToken: sellToken?.address,
    buyToken: buyToken?.address,
    kind,
    amount: form.amount.status === 'valid' ? form.amount.value : undefined,
    from: account ?? zeroAddress,
    deadlineMinutes,
  })
  const slippage = effectiveSlippage(overrideBps, quote.recommendation)
  const summary =
    quote.quote && sellToken && buyToken
      ? summarizeQuote({
          quote: quote.quote,
          sellToken,
          buyToken,
          slippageBps: slippage.bps,
          prices: { sell: quote.prices.sell, buy: quote.prices.buy },
        })
      : undefined

  // Balances of every token the page can show, in one batched read.
  const allTokens = useMemo<SwapToken[]>(
    () => [...form.listed.map((t) => ({ ...t, listed: true })), ...form.importedTokens],
    [form.listed, form.importedTokens],
  )
  const balanceTokens = useMemo(() => {
    const extra = [sellToken, buyToken].filter(
      (t): t is SwapToken => t !== undefined && !findToken(allTokens, t.address),
    )
    return [...allTokens, ...extra]
  }, [allTokens, sellToken, buyToken])
  const balances = useTokenBalances({ chainId, owner: account, tokens: balanceTokens })
  const balanceOf = (token: SwapToken | undefined): bigint | undefined => {
    if (!token) return undefined
    const entry = balances.balances?.find((b) => isAddressEqual(b.token.address, token.address))
    return entry?.status === 'success' ? entry.value : undefined
  }
  const sellBalance = balanceOf(sellToken)
  const buyBalance = balanceOf(buyToken)
  const refetchBalances = balances.refetch

  const submission = useSwapSubmission({
    ctx,
    chainId,
    env,
    account,
    onSettled: useCallback(() => void refetchBalances(), [refetchBalances]),
  })
  const { flow, dispatch } = submission

  const approval = useApproval({
    chainId,
    env,
    owner: account,
    token: sellToken,
    required: summary?.signedSellAmount,
    dispatch,
  })
  const [approvalAmount, setApprovalAmount] = useState<ApprovalAmount>('exact')

  const chainMatches = !isConnected || walletChainId === chainId
  const status = deriveSwapStatus({
    connected: isConnected,
    chainMatches,
    chainName: chain.name,
    hasTokens: sellToken !== undefined && buyToken !== undefined,
    sameToken,
    sellSymbol: sellToken?.symbol,
    amount: form.amount,
    quote: quote.display,
    needsApproval: approval.needsApproval,
    flow,
  })

  // ---------------------------------------------------------------- dialogs

  // Which dialogs have been opened once: they stay mounted from then on (focus return).
  const [used, setUsed] = useState<ReadonlySet<DialogName>>(() => new Set())
  const markUsed = (name: DialogName) =>
    setUsed((current) => (current.has(name) ? current : new Set(current).add(name)))
  const openSettings = () => {
    markUsed('settings')
    setSettingsOpen(true)
  }
  const [selector, setSelector] = useState<Side | null>(null)
  const [search, setSearch] = useState('')
  const [settingsOpen, setSettingsOpen] = useState(false)
  const searchQuery = classifyTokenQuery(search)
  const searchAddress =
    searchQuery.type === 'address' && !findToken(allTokens, searchQuery.address)
      ? searchQuery.address
      : undefined
  const lookup = useTokenMetadata(chainId, searchAddress ? [searchAddress] : NO_ADDRESS, chain.name)
  const importCandidate: ImportCandidate =
    searchQuery.type === 'malformedAddress'
      ? { status: 'malformed', sentence: searchQuery.sentence }
      : lookup[0]
        ? { status: 'lookup', metadata: lookup[0] }
        : { status: 'none' }
  const formattedBalances = useMemo(() => {
    const map = new Map<string, string>()
    for (const entry of balances.balances ?? []) {
      if (entry.status === 'success') {
        map.set(
          entry.token.address.toLowerCase(),
          formatAmount(entry.value, entry.token.decimals, { maxDecimals: 4 }),
        )
      }
    }
    return map
  }, [balances.balances])

  const openSelector = (side: Side) => {
    markUsed('selector')
    setSearch('')
    setSelector(side)
  }
  const choose = (token: SwapToken) => {
    if (selector) form.selectToken(selector, token)
    setSelector(null)
  }
  const importAndChoose = (token: SwapToken) => {
    importToken(chainId, token.address)
    choose(token)
  }

  // ---------------------------------------------------------------- fields

  const quotedSide: Side = kind === 'sell' ? 'buy' : 'sell'
  const quoteLoading = quote.display === 'loading' || quote.display === 'retrying'
  const quotedValue =
    summary && (quotedSide === 'buy' ? buyToken : sellToken)
      ? quotedSide === 'buy'
        ? amountText(summary.buyAmount, buyToken?.decimals ?? 18)
        : amountText(summary.sellAmount, sellToken?.decimals ?? 18)
      : ''
  const sellText = kind === 'sell' ? form.amountText : quotedValue
  const buyText = kind === 'buy' ? form.amountText : quotedValue

  const sellAmount =
    summary?.sellAmount ??
    (kind === 'sell' && form.amount.status === 'valid' ? form.amount.value : undefined)
  const overBalance =
    isConnected &&
    sellAmount !== undefined &&
    sellBalance !== undefined &&
    sellAmount > sellBalance &&
    sellToken
      ? `More than your balance of ${formatTokenAmount(sellBalance, sellToken.decimals, sellToken.symbol)}. You can still get a quote, but the order would be refused.`
      : undefined
  const typedError =
    form.amount.status === 'invalid' && form.amount.problem !== 'zero'
      ? form.amount.sentence
      : undefined

  const usdOf = (
    token: SwapToken | undefined,
    amount: bigint | undefined,
    price: number | undefined,
  ) =>
    token && amount !== undefined && price !== undefined
      ? `≈ ${formatUsd(toDecimalNumber(amount, token.decimals) * price)}`
      : undefined
  const buyAmount =
    summary?.buyAmount ??
    (kind === 'buy' && form.amount.status === 'valid' ? form.amount.value : undefined)

  const quoteProblem = quote.error ? describeQuoteError(quote.error, sellToken) : undefined
  const submissionProblem =
    flow.phase === 'failed' ? describeSubmissionError(flow.step, flow.error) : undefined

  // ---------------------------------------------------------------- actions

  const onPrimary = () => {
    if (status.primary.disabled) return
    switch (status.primary.action) {
      case 'connect':
        return openConnectModal()
      case 'switchChain':
        return void switchNetwork(chainId)
      case 'selectToken':
        return openSelector(sellToken ? 'buy' : 'sell')
      case 'approve':
        return void approval.approve(approvalAmount)
      case 'review':
        markUsed('confirm')
        return dispatch({ type: 'review' })
      default:
        return undefined
    }
  }

  const confirmBlocked = !chainMatches
    ? `Your wallet is on another network than ${chain.name}. Switch before signing: a signature for another network cannot be settled.`
    : quote.display === 'refreshing'
      ? 'Updating the quote…'
      : quote.display === 'stale'
        ? 'The quote expired: getting a new one…'
        : quote.display === 'fresh'
          ? slippage.source === 'pending'
            ? 'Waiting for the slippage recommendation…'
            : undefined
          : 'Getting a quote…'

  const onConfirm = () => {
    if (!quote.quote || !sellToken || !buyToken || !canConfirm(flow, quote.display, chainMatches))
      return
    if (slippage.source === 'pending') return
    void submission.confirm({
      quote: quote.quote,
      slippageBps: slippage.bps,
      smartSlippage: slippage.source === 'auto',
      deadlineMinutes,
      walletChainId,
      sellToken,
      buyToken,
    })
  }

  const linkChain =
    form.linkChainId !== undefined && isSupportedChainId(form.linkChainId)
      ? CHAINS[form.linkChainId]
      : undefined
  const approvalNotice = flow.phase === 'editing' ? flow.notice : undefined

  // Announced to screen readers when the quote's state changes.
  const liveMessage =
    quote.display === 'loading'
      ? 'Getting a quote…'
      : quote.display === 'retrying'
        ? 'The service is busy; retrying the quote…'
        : quote.display === 'error' && quoteProblem
          ? `${quoteProblem.title}. ${quoteProblem.sentence}`
          : summary && buyToken && sellToken && quote.display === 'fresh'
            ? kind === 'sell'
              ? `Quote ready: you receive about ${formatTokenAmount(summary.buyAmount, buyToken.decimals, buyToken.symbol)}.`
              : `Quote ready: you pay about ${formatTokenAmount(summary.sellAmount, sellToken.decimals, sellToken.symbol)}.`
            : ''

  return (
    <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4">
      <DocumentTitle>Swap</DocumentTitle>
      {linkChain && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm"
        >
          <AlertIcon className="size-5 shrink-0 text-warning" />
          <p className="min-w-0 flex-1">
            This link is for <strong>{linkChain.name}</strong>; you are on {chain.name}.
          </p>
          <Button
            size="sm"
            variant="secondary"
            loading={isSwitching}
            onClick={() => void switchNetwork(linkChain.id)}
          >
            Switch to {linkChain.name}
          </Button>
        </div>
      )}
      <Card className="p-2 sm:p-3">
        <div className="flex items-center justify-between gap-3 px-2 pt-1 pb-3">
          <h1 className="text-xl font-semibold tracking-tight text-fg">Swap</h1>
          <button
            type="button"
            onClick={openSettings}
            className="flex items-center gap-1.5 rounded-xl px-2.5 py-1.5 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg"
            aria-label={`Swap settings. Slippage ${slippageLabel(slippage)}, deadline ${deadlineMinutes} minutes`}
          >
            <span className={cn('tabular', slippage.warning && 'text-warning')}>
              {slippageLabel(slippage)}
            </span>
            <SettingsIcon className="size-5" />
          </button>
        </div>

        <div className="relative flex flex-col gap-1">
          <AmountField
            label="You sell"
            side="sell"
            value={sellText}
            onChange={(text) => form.setAmount('sell', text)}
            loading={kind === 'buy' && quoteLoading}
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
            usdValue={usdOf(sellToken, sellAmount, quote.prices.sell)}
            error={kind === 'sell' ? typedError : undefined}
            warning={overBalance}
          />
          <div className="relative z-10 -my-4 flex justify-center">
            <button
              type="button"
              onClick={form.flip}
              aria-label="Swap the sell and buy tokens"
              className="flex size-10 items-center justify-center rounded-xl border-4 border-surface bg-surface-muted text-fg-muted shadow-sm hover:text-fg"
            >
              <SwapIcon className="size-4 rotate-90" />
            </button>
          </div>
          <AmountField
            label="You buy"
            side="buy"
            value={buyText}
            onChange={(text) => form.setAmount('buy', text)}
            loading={kind === 'sell' && quoteLoading}
            slot={form.buy}
            onSelectToken={() => openSelector('buy')}
            balance={
              buyBalance !== undefined && buyToken
                ? formatAmount(buyBalance, buyToken.decimals, { maxDecimals: 6 })
                : undefined
            }
            usdValue={usdOf(buyToken, buyAmount, quote.prices.buy)}
            error={kind === 'buy' ? typedError : undefined}
          />
        </div>

        <div className="mt-2 flex flex-col gap-2">
          <p className="sr-only" role="status" aria-live="polite">
            {liveMessage}
          </p>

          {quote.display === 'retrying' && (
            <div className="flex items-center gap-2 rounded-2xl bg-surface-muted px-4 py-3 text-sm text-fg-muted">
              <Spinner className="size-4" />
              The service is busy: retrying
              {quote.retry
                ? ` in ${Math.ceil(quote.retry.delayMs / 1000)} s (attempt ${quote.retry.attempt + 1})`
                : ''}
              …
            </div>
          )}

          {quoteProblem && quote.display === 'error' && (
            <div
              className="flex gap-3 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-fg"
              data-testid="quote-error"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{quoteProblem.title}</p>
                <p className="mt-0.5">{quoteProblem.sentence}</p>
                {quoteProblem.nextStep && (
                  <p className="mt-1 text-fg-muted">{quoteProblem.nextStep}</p>
                )}
                {quoteProblem.action === 'retry' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-2"
                    onClick={() => void quote.refetch()}
                  >
                    {nextStepLabel('retry')}
                  </Button>
                )}
              </div>
            </div>
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
            <div
              role="alert"
              className="flex gap-3 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-fg"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{submissionProblem.title}</p>
                <p className="mt-0.5">{submissionProblem.sentence}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="mt-2"
                  onClick={() => dispatch({ type: 'retry' })}
                >
                  Back to the swap
                </Button>
              </div>
            </div>
          )}

          {approvalNotice === 'approvalConfirmed' && (
            <p className="flex items-center gap-2 px-1 text-sm text-success" role="status">
              <CheckCircleIcon className="size-4" /> {sellToken?.symbol} approved. You can review
              the swap now.
            </p>
          )}
          {approvalNotice === 'approvalRejected' && (
            <p className="flex items-center gap-2 px-1 text-sm text-fg-muted" role="status">
              <InfoIcon className="size-4" /> Approval cancelled in your wallet. Nothing was sent.
            </p>
          )}

          {status.primary.action === 'approve' && sellToken && summary && (
            <div className="flex flex-col gap-2 rounded-2xl border border-line px-4 py-3">
              <p className="text-sm text-fg-muted">
                Allow the protocol to use your {sellToken.symbol}: one transaction, once per token
                (or per amount).
              </p>
              <SegmentedControl<ApprovalAmount>
                legend="Approval amount"
                value={approvalAmount}
                onChange={setApprovalAmount}
                options={[
                  {
                    value: 'exact',
                    label: `Exact: ${formatAmount(summary.signedSellAmount, sellToken.decimals, { maxDecimals: 4 })}`,
                  },
                  { value: 'unlimited', label: 'Unlimited' },
                ]}
              />
            </div>
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
            onPointerEnter={() => void loadConfirmDialog()}
            onFocus={() => void loadConfirmDialog()}
          >
            {flow.phase === 'approving' && <Spinner className="size-4" />}
            {status.primary.label}
          </Button>
        </div>
      </Card>

      {used.has('selector') && (
        <Suspense fallback={null}>
          <TokenSelectorDialog
            open={selector !== null}
            side={selector ?? 'sell'}
            query={search}
            onQueryChange={setSearch}
            tokens={searchTokens(allTokens, search)}
            balances={formattedBalances}
            selected={(selector === 'buy' ? buyToken : sellToken)?.address}
            importCandidate={importCandidate}
            chainName={chain.name}
            onSelect={choose}
            onImport={importAndChoose}
            onClose={() => setSelector(null)}
          />
        </Suspense>
      )}

      {used.has('settings') && (
        <Suspense fallback={null}>
          <SettingsDialog
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
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
            blockedReason={confirmBlocked}
            switchChainLabel={chainMatches ? undefined : `Switch to ${chain.name}`}
            onSwitchChain={() => void switchNetwork(chainId)}
            problem={
              flow.phase === 'failed' && flow.step !== 'approve' ? submissionProblem : undefined
            }
            retrying={submission.retrying}
            order={submission.order}
            orderHref={'uid' in flow && flow.uid ? orderHref(flow.uid) : undefined}
            presign={
              flow.phase === 'uploadingAppData' || flow.phase === 'submitting'
                ? flow.scheme === 'presign'
                : flow.phase === 'presigning' ||
                  (flow.phase === 'failed' && flow.step === 'presign') ||
                  submission.order?.signingScheme === 'presign'
            }
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
    </div>
  )
}
