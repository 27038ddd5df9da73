/**
 * The limit route. It only composes: `useLimitTrade` wires the form onto the trade core;
 * the sections below each take the parts they read. The review and the token selector load
 * when first opened.
 */
import { useEffect, useId } from 'react'
import { formatUnits } from 'viem'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { SwapIcon } from '@/components/ui/icons'
import { formatAmount, shortenAddress } from '@/lib/format-amount'
import { Link } from '@/lib/hash-router'
import { AmountField } from '@/trade/components/amount-field'
import { CheckboxLine } from '@/trade/components/checkbox-line'
import { ApprovalSection } from '@/trade/components/approval-section'
import { PrimaryAction } from '@/trade/components/primary-action'
import { QuoteProblem } from '@/trade/components/quote-status'
import { useConfirmDialogOutcome } from '@/trade/placement/use-confirm-dialog'
import { useQuoteProblem } from '@/trade/placement/use-trade-problems'
import { formatDeadline } from '@/trade/quote/deadline'
import { formatPercent } from '@/trade/quote/quote-summary'
import { canConfirm } from '@/trade/trade-status'
import { isPresignFlow, overBalanceWarning } from '@/trade/trade-text'
import { EXPIRY_CHOICES, formatPrice, type ExpiryChoice } from './limit-price'
import type { TradeEmbedding } from '@/trade/use-trade-setup'
import { SMALL_ORDER_COST_SHARE, useLimitTrade, type LimitTrade } from './use-limit-trade'
import { RecipientField } from '@/trade/components/recipient-field'
import { TokenPicker } from '@/trade/components/token-picker'
import { LimitConfirm } from './limit-confirm'
import { recipientWords } from '@/trade/recipient'

export function LimitPage({
  embedding = {},
  onTrade,
}: {
  embedding?: TradeEmbedding
  /** Hears the form on every render (the widget tells its host the trade). */
  onTrade?: (trade: LimitTrade) => void
} = {}) {
  const trade = useLimitTrade(embedding)
  useEffect(() => onTrade?.(trade))
  const { form, balances, dialogs, market } = trade
  const { sellToken, buyToken } = form
  return (
    <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4">
      <DocumentTitle>Limit order</DocumentTitle>
      <Card className="p-2 sm:p-3">
        <div className="px-2 pt-1 pb-3">
          <h1 className="text-xl font-semibold tracking-tight text-fg">Limit order</h1>
        </div>
        {trade.replacing && <ReplacingNotice replacing={trade.replacing} />}
        <div className="flex flex-col gap-1">
          <AmountField
            label="You sell"
            side="sell"
            value={form.sellText}
            onChange={form.setSellText}
            loading={false}
            slot={form.sell}
            onSelectToken={() => dialogs.openSelector('sell')}
            balance={
              balances.sellBalance !== undefined && sellToken
                ? formatAmount(balances.sellBalance, sellToken.decimals, { maxDecimals: 6 })
                : undefined
            }
            onMax={
              balances.sellBalance !== undefined && balances.sellBalance > 0n && sellToken
                ? () =>
                    form.setSellText(formatUnits(balances.sellBalance ?? 0n, sellToken.decimals))
                : undefined
            }
            error={
              form.amount.status === 'invalid' && form.amount.problem !== 'zero'
                ? form.amount.sentence
                : undefined
            }
            warning={overBalanceWarning(
              trade.wallet.isConnected,
              form.sellAmount,
              balances.sellBalance,
              sellToken,
            )}
          />
          <AmountField
            label="You receive at least"
            side="buy"
            value={form.buyText(market.price)}
            onChange={form.setBuyText}
            loading={false}
            slot={form.buy}
            onSelectToken={() => dialogs.openSelector('buy')}
            error={form.buyError}
          />
        </div>
        <div className="mt-2 flex flex-col gap-3 px-1">
          <PriceSection trade={trade} />
          <TermsSection trade={trade} />
          <LimitWarnings trade={trade} />
          <ApprovalSection {...trade} exactAmount={form.sellAmount} />
          <PrimaryAction {...trade} />
        </div>
      </Card>
      {dialogs.used.has('selector') && (
        <TokenPicker
          chainId={trade.network.chainId}
          allTokens={balances.allTokens}
          entries={balances.entries}
          {...(trade.embedding.rules ? { rules: trade.embedding.rules } : {})}
          importDisabled={dialogs.importDisabled}
          open={dialogs.selector !== null}
          side={dialogs.selector ?? 'sell'}
          query={dialogs.search}
          onQueryChange={dialogs.setSearch}
          balances={balances.formattedBalances}
          selected={(dialogs.selector === 'buy' ? buyToken : sellToken)?.address}
          importCandidate={dialogs.importCandidate}
          chainName={trade.network.chain.name}
          onSelect={dialogs.choose}
          onImport={dialogs.importAndChoose}
          onClose={dialogs.closeSelector}
        />
      )}
      <LimitReviewSection trade={trade} />
    </div>
  )
}

/** The limit price, typed either way round, with the market price and the distance to it. */
function PriceSection({ trade }: { trade: LimitTrade }) {
  const { form, market, quote } = trade
  const { sellToken, buyToken } = form
  const id = useId()
  const problem = useQuoteProblem(quote.error, sellToken)
  if (!sellToken || !buyToken) return null
  const decimals = { sell: sellToken.decimals, buy: buyToken.decimals }
  const [base, counter] =
    form.direction === 'buyPerSell' ? [sellToken, buyToken] : [buyToken, sellToken]
  return (
    <div className="flex flex-col gap-1.5 rounded-2xl bg-surface-muted px-3 py-2.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm text-fg-muted">
          Limit price: 1 {base.symbol} in {counter.symbol}
        </label>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-brand-text hover:bg-brand-soft"
          onClick={() => form.flipDirection(market.price)}
          aria-label={`Show the price of 1 ${counter.symbol} in ${base.symbol}`}
        >
          <SwapIcon className="size-3.5" />
          {counter.symbol}
        </button>
      </div>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-line bg-surface px-3 text-lg text-fg tabular outline-none focus:border-brand aria-invalid:border-danger"
        value={form.priceText(market.marketPrice)}
        placeholder={quote.display === 'loading' ? 'Fetching the market price…' : '0.0'}
        onChange={(event) => form.setPriceText(event.target.value)}
        aria-invalid={form.priceError !== undefined || undefined}
        aria-describedby={`${id}-market`}
      />
      {form.priceError && <p className="text-sm text-danger">{form.priceError}</p>}
      <p
        id={`${id}-market`}
        className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted"
        data-testid="market-price"
      >
        {market.marketPrice ? (
          <>
            <span className="tabular">
              Market: 1 {base.symbol} = {formatPrice(market.marketPrice, form.direction, decimals)}{' '}
              {counter.symbol}
            </span>
            {market.distance !== undefined && (
              <span className={market.belowMarket ? 'text-danger' : undefined}>
                ({formatPercent(Math.abs(market.distance))}
                {market.distance >= 0 ? ' above' : ' below'} the market)
              </span>
            )}
            <button
              type="button"
              className="font-medium text-brand-text underline"
              onClick={form.useMarketPrice}
            >
              Use the market price
            </button>
          </>
        ) : quote.display === 'loading' || quote.display === 'retrying' ? (
          'Fetching the market price…'
        ) : (
          'The market price shows once the pair can be quoted.'
        )}
      </p>
      {problem && quote.display === 'error' && (
        <QuoteProblem problem={problem} onRetry={quote.retryNow} />
      )}
    </div>
  )
}

/**
 * The order's terms besides its price: when it expires (CoW Swap's choices, or a date of the
 * trader's), partial fills (on by default) and an optional recipient (unless the embedding
 * disables it).
 */
function TermsSection({ trade }: { trade: LimitTrade }) {
  const { form } = trade
  const id = useId()
  return (
    <>
      {form.expiryForced ? (
        <p className="text-sm text-fg-muted">
          Expires in{' '}
          <span className="font-semibold text-fg">
            {expiryWords(
              'custom',
              form.parsedExpiry.status === 'valid' ? form.parsedExpiry.seconds : undefined,
            )}
          </span>
          , set by the site you are trading on.
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-sm text-fg-muted">
            Expires in
          </label>
          <select
            id={id}
            className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg"
            value={form.expiry}
            onChange={(event) => form.setExpiry(event.target.value as ExpiryChoice)}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
            <option value="custom">A date…</option>
          </select>
          {form.expiry === 'custom' && (
            <input
              type="datetime-local"
              aria-label="Expiry date and time"
              className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg"
              value={form.customExpiry}
              onChange={(event) => form.setCustomExpiry(event.target.value)}
            />
          )}
          {form.parsedExpiry.status === 'invalid' && (
            <p className="w-full text-sm text-danger">{form.parsedExpiry.sentence}</p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-2 text-sm">
        <CheckboxLine checked={form.partiallyFillable} onChange={form.setPartiallyFillable}>
          Allow partial fills
        </CheckboxLine>
        {form.recipientEnabled && (
          <RecipientField
            label="Recipient (optional)"
            text={form.recipientText}
            onChange={form.setRecipient}
            recipient={form.recipient}
          />
        )}
      </div>
    </>
  )
}

/** A price below the market needs the trader's word; a small order is told why it may wait. */
function LimitWarnings({ trade }: { trade: LimitTrade }) {
  const { form, market } = trade
  return (
    <>
      {market.belowMarket && market.distance !== undefined && (
        <CheckboxLine
          className="rounded-2xl bg-danger-soft px-4 py-3 text-sm"
          checked={form.acceptBelowMarket}
          onChange={form.setAcceptBelowMarket}
        >
          Your price is {formatPercent(Math.abs(market.distance))} below the market: you may receive
          less than a swap would give you now. I accept this price.
        </CheckboxLine>
      )}
      {market.costShare !== undefined && market.costShare > SMALL_ORDER_COST_SHARE && (
        <p className="rounded-2xl bg-warning-soft px-4 py-3 text-sm text-fg" role="note">
          The network cost is about {formatPercent(market.costShare)} of what you sell. Solvers fill
          an order only when its price leaves room to pay that cost, so a small order may wait
          longer or not fill.
        </p>
      )}
    </>
  )
}

/** Editing an order: which order the new one replaces, or why it cannot. */
function ReplacingNotice({ replacing }: { replacing: NonNullable<LimitTrade['replacing']> }) {
  const { uid, state, end } = replacing
  const orderLink = (
    <Link to={`/orders/${uid}`} className="font-mono underline">
      {shortenAddress(uid, 6)}
    </Link>
  )
  return (
    <div
      role="status"
      data-testid="replacing-notice"
      className="mx-2 mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg"
    >
      <span>
        {state.status === 'editable' ? (
          <>Editing: placing this order replaces order {orderLink}, which is cancelled with it.</>
        ) : state.status === 'loading' ? (
          <>Reading order {orderLink}…</>
        ) : (
          <>
            Order {orderLink} cannot be edited. {state.sentence}
          </>
        )}
      </span>
      <Button variant="ghost" size="sm" onClick={end}>
        {state.status === 'editable' ? 'Stop editing' : 'Dismiss'}
      </Button>
    </div>
  )
}

/** Review, signing and progress: the core's dialog with the limit order's own review. */
function LimitReviewSection({ trade }: { trade: LimitTrade }) {
  const { form, market, network, submission, quote, wallet } = trade
  const { flow } = submission
  const outcome = useConfirmDialogOutcome(trade, form.reset)
  const { sellToken, buyToken, sellAmount } = form
  const { price, buyAmount } = market
  if (!trade.dialogs.used.has('confirm') || !sellToken || !buyToken) return null
  if (!price || buyAmount === undefined || sellAmount === undefined) return null
  const seconds = form.parsedExpiry.status === 'valid' ? form.parsedExpiry.seconds : undefined
  const blockedReason = !network.chainMatches
    ? `Switch your wallet to ${network.chain.name} first.`
    : quote.quote === undefined
      ? 'Waiting for the market price…'
      : undefined

  const onConfirm = () => {
    if (!quote.quote || seconds === undefined) return
    if (!canConfirm(flow, quote.display === 'error' ? 'error' : 'fresh', network.chainMatches))
      return
    void submission.confirm({
      quote: quote.quote,
      slippageBps: 0,
      smartSlippage: false,
      deadlineMinutes: Math.ceil(seconds / 60),
      walletChainId: network.walletChainId,
      sellToken,
      buyToken,
      ...(form.recipient.status === 'valid' ? { receiver: form.recipient.address } : {}),
      ...(trade.partnerFee ? { partnerFee: trade.partnerFee } : {}),
      limit: {
        sellAmount,
        buyAmount,
        validForSeconds: seconds,
        partiallyFillable: form.partiallyFillable,
        ...(trade.replacing?.state.status === 'editable'
          ? { replacedOrderUid: trade.replacing.uid }
          : {}),
      },
    })
  }

  return (
    <LimitConfirm
      review={{
        sellToken,
        buyToken,
        sellAmount,
        buyAmount,
        price,
        distance: market.distance,
        expiresInWords: expiryWords(form.expiryForced ? 'custom' : form.expiry, seconds),
        partiallyFillable: form.partiallyFillable,
        recipient: recipientWords(form.recipient),
        ...(trade.partnerFee
          ? {
              partnerFee: {
                bps: trade.partnerFee.volumeBps,
                label: trade.embedding.partnerFeeLabel ?? 'Partner fee',
              },
            }
          : {}),
        blockedReason,
        onConfirm,
      }}
      dialog={{
        ...outcome,
        flow,
        presign: wallet.isSafe || isPresignFlow(flow, submission.order),
        onSwitchChain: () => void network.switchNetwork(network.chainId),
      }}
    />
  )
}

function expiryWords(choice: ExpiryChoice, seconds: number | undefined): string {
  const named = EXPIRY_CHOICES.find((c) => c.id === choice)
  if (named) return named.label
  if (seconds === undefined) return '—'
  return formatDeadline(Math.round(seconds / 60))
}
