/** The review before signing: amounts, price, network cost, slippage, deadline, and the confirm button. */
import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { cn } from '@/lib/cn'
import { formatTokenAmount } from '@/lib/format-amount'
import { formatDeadline } from '../quote/deadline'
import { formatRate } from '@/lib/price'
import {
  confirmWord,
  guardBlockReason,
  NO_ACKS,
  reviewGuards,
  type GuardAcks,
} from '../quote/guard-rails'
import { partnerFeeLine } from '../quote/partner-fee-line'
import { priceUpdate } from '../quote/price-update'
import { formatPercent, formatUsd, type QuoteSummary } from '../quote/quote-summary'
import {
  AUTO_SLIPPAGE_CAP_BPS,
  formatBps,
  slippageLabel,
  type EffectiveSlippage,
} from '../quote/slippage'
import type { TradeFlow } from '../placement/trade-machine'
import { signingCostNote } from '../trade-text'
import { isNativeCurrency } from '../tokens/native-currency'
import type { TradeToken } from '../tokens/trade-token'
import { CTA_CLASS } from './cta'
import { CheckboxLine } from './checkbox-line'
import { TokenAvatar } from './token-avatar'

export interface ReviewStepProps {
  flow: TradeFlow
  summary: QuoteSummary | undefined
  sellToken: TradeToken
  buyToken: TradeToken
  slippage: EffectiveSlippage
  deadlineMinutes: number
  /** Why confirming is not possible right now (quote refreshing, wrong chain), if so. */
  blockedReason?: string
  /** The wallet is on another network: offer the switch. */
  switchChainLabel?: string
  onSwitchChain: () => void
  onConfirm: () => void
  /** The order's scheme needs an on-chain pre-signature (a Safe): confirming costs gas. */
  presign: boolean
  /** Who receives the bought tokens when it is not the trader, in words. */
  recipient?: string
}

function AmountLine({
  label,
  token,
  amount,
  usd,
}: {
  label: string
  token: TradeToken
  amount: bigint
  usd?: number
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-muted px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm text-fg-muted">{label}</p>
        <p className="text-xl font-semibold break-words text-fg tabular">
          {formatTokenAmount(amount, token.decimals, token.symbol)}
        </p>
        {usd !== undefined && <p className="text-sm text-fg-muted tabular">≈ {formatUsd(usd)}</p>}
      </div>
      <TokenAvatar address={token.address} symbol={token.symbol} className="size-9" />
    </div>
  )
}

export function ReviewStep({
  flow,
  summary,
  sellToken,
  buyToken,
  slippage,
  deadlineMinutes,
  blockedReason,
  switchChainLabel,
  onSwitchChain,
  onConfirm,
  presign,
  recipient,
}: ReviewStepProps) {
  const blockedId = useId()
  const typedId = useId()
  const word = confirmWord()
  const [acks, setAcks] = useState<GuardAcks>(NO_ACKS)
  // The limit the trader saw when the review opened, or last accepted: a refreshed quote
  // that moves it must be accepted before Confirm works again.
  const [acceptedLimit, setAcceptedLimit] = useState<bigint | undefined>(summary?.limitAmount)
  if (summary && acceptedLimit === undefined) setAcceptedLimit(summary.limitAmount)
  if (!summary) return null
  const limitToken = summary.kind === 'sell' ? buyToken : sellToken
  const acceptedText =
    acceptedLimit === undefined
      ? ''
      : formatTokenAmount(acceptedLimit, limitToken.decimals, limitToken.symbol)
  const limitText = formatTokenAmount(summary.limitAmount, limitToken.decimals, limitToken.symbol)
  // Only a worse limit asks again; a better one is said quietly and signed as it is.
  const update =
    acceptedLimit === undefined
      ? 'same'
      : priceUpdate(summary.kind, acceptedLimit, summary.limitAmount)
  const priceUpdated = update === 'worse'
  const guards = reviewGuards(summary, slippage)
  const partnerFee = partnerFeeLine(summary, sellToken, buyToken)
  const confirmBlock =
    blockedReason ??
    (priceUpdated ? t`Accept the updated price first.` : undefined) ??
    guardBlockReason(guards, acks)
  const rate = formatRate({
    sellAmount: summary.sellAmount,
    buyAmount: summary.buyAmount,
    sellToken,
    buyToken,
    inverted: false,
  })
  return (
    <div className="flex flex-col gap-4">
      {flow.phase === 'confirming' && flow.notice === 'refusedByHost' && (
        <Callout tone="info" title={t`Not allowed by this site`}>
          <p className="mt-0.5">
            <Trans>
              The site you are trading on did not allow this trade. Nothing was signed or sent.
            </Trans>
          </p>
        </Callout>
      )}
      {flow.phase === 'confirming' && flow.notice === 'rejected' && (
        <Callout tone="info" title={t`Signature rejected`}>
          <p className="mt-0.5">
            <Trans>You rejected the signature in your wallet. Nothing was sent.</Trans>
          </p>
        </Callout>
      )}
      <div className="flex flex-col gap-2">
        <AmountLine
          label={summary.kind === 'sell' ? t`You sell` : t`You sell at most`}
          token={sellToken}
          amount={summary.kind === 'sell' ? summary.sellAmount : summary.limitAmount}
          usd={summary.kind === 'sell' ? summary.usd.sell : undefined}
        />
        <AmountLine
          label={
            recipient
              ? summary.kind === 'sell'
                ? t`Recipient receives at least`
                : t`Recipient receives`
              : summary.kind === 'sell'
                ? t`You receive at least`
                : t`You buy`
          }
          token={buyToken}
          amount={summary.kind === 'sell' ? summary.limitAmount : summary.buyAmount}
          usd={summary.kind === 'buy' ? summary.usd.buy : undefined}
        />
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rate && (
          <ReviewRow label={t`Price`} valueClassName="text-right font-medium tabular">
            {rate}
          </ReviewRow>
        )}
        <ReviewRow
          label={summary.kind === 'sell' ? t`Expected to receive` : t`Expected to sell`}
          valueClassName="text-right font-medium tabular"
        >
          {summary.kind === 'sell'
            ? formatTokenAmount(summary.buyAmount, buyToken.decimals, buyToken.symbol)
            : formatTokenAmount(summary.sellAmount, sellToken.decimals, sellToken.symbol)}
        </ReviewRow>
        {partnerFee && (
          <ReviewRow label={partnerFee.label} valueClassName="text-right font-medium tabular">
            {partnerFee.value}
          </ReviewRow>
        )}
        <ReviewRow
          label={t`Network cost (included)`}
          valueClassName="text-right font-medium tabular"
        >
          {formatTokenAmount(summary.feeAmount, sellToken.decimals, sellToken.symbol)}
        </ReviewRow>
        <ReviewRow
          label={t`Slippage tolerance`}
          valueClassName={cn('text-right font-medium', slippage.warning && 'text-warning')}
        >
          {slippageLabel(slippage)}
        </ReviewRow>
        {recipient && (
          <ReviewRow
            label={t`Recipient`}
            valueClassName="min-w-0 text-right font-mono text-xs break-all"
          >
            {recipient}
          </ReviewRow>
        )}
        <ReviewRow label={t`Deadline`} valueClassName="text-right font-medium">
          {formatDeadline(deadlineMinutes)}
        </ReviewRow>
      </dl>
      {update === 'better' && acceptedLimit !== undefined && (
        <p className="text-sm text-fg-muted tabular" role="status">
          {summary.kind === 'sell'
            ? t`Better price: minimum received rose from ${acceptedText} to ${limitText}.`
            : t`Better price: maximum sold fell from ${acceptedText} to ${limitText}.`}
        </p>
      )}
      {priceUpdated && acceptedLimit !== undefined && (
        <div role="alert" className="flex flex-col gap-2">
          <Callout tone="danger" title={t`Price updated`}>
            <p className="mt-0.5 tabular">
              {summary.kind === 'sell'
                ? t`Minimum received changed from ${acceptedText} to ${limitText}.`
                : t`Maximum sold changed from ${acceptedText} to ${limitText}.`}
            </p>
          </Callout>
          <Button variant="secondary" onClick={() => setAcceptedLimit(summary.limitAmount)}>
            <Trans>Accept the new price</Trans>
          </Button>
        </div>
      )}
      {guards.slippageCapped && (
        <Callout tone="info" title={t`Slippage capped`}>
          <p className="mt-0.5">
            <Trans>
              The market suggests {formatBps(guards.slippageCapped.recommendedBps)}; the automatic
              setting stops at {formatBps(slippage.bps)}. Set your own slippage in the settings to
              allow more.
            </Trans>
          </p>
        </Callout>
      )}
      {guards.networkCostShare !== undefined && (
        <Callout tone="danger" title={t`High network cost`}>
          <p className="mt-0.5">
            <Trans>
              The network cost is {formatPercent(guards.networkCostShare)} of what you sell. A
              larger amount would lose less of it.
            </Trans>
          </p>
        </Callout>
      )}
      {guards.slippageAck && (
        <CheckboxLine
          className="rounded-2xl bg-danger-soft px-4 py-3 text-sm"
          checked={acks.slippage}
          onChange={(slippage) => setAcks({ ...acks, slippage })}
        >
          <Trans>
            I accept a slippage of {formatBps(guards.slippageAck.bps)}, above the{' '}
            {formatBps(AUTO_SLIPPAGE_CAP_BPS)} the app would use by itself: I may receive that much
            less.
          </Trans>
        </CheckboxLine>
      )}
      {guards.impactAck && (
        <div className="flex flex-col gap-2 rounded-2xl bg-danger-soft px-4 py-3 text-sm">
          <CheckboxLine checked={acks.impact} onChange={(impact) => setAcks({ ...acks, impact })}>
            <Trans>
              I accept a price impact of {formatPercent(guards.impactAck.impact)}: I receive
              noticeably less than the market value of what I sell.
            </Trans>
          </CheckboxLine>
          {guards.impactAck.typeConfirm && (
            <div className="flex flex-col gap-1">
              <label htmlFor={typedId} className="font-medium">
                <Trans>Type “{word}” to swap anyway</Trans>
              </label>
              <input
                id={typedId}
                type="text"
                autoComplete="off"
                value={acks.typed}
                onChange={(event) => setAcks({ ...acks, typed: event.target.value })}
                className="rounded-xl border border-line bg-surface px-3 py-2 text-fg"
              />
            </div>
          )}
        </div>
      )}
      {!sellToken.listed || !buyToken.listed ? (
        <Callout tone="info" title={t`A token is not on the list`}>
          <p className="mt-0.5">
            <Trans>
              Check its address before you trade: anyone can create a token with any name.
            </Trans>
          </p>
        </Callout>
      ) : null}
      {switchChainLabel ? (
        <div className="flex flex-col gap-2">
          <Callout tone="danger" title={t`Wrong network`}>
            <p className="mt-0.5">{blockedReason}</p>
          </Callout>
          <Button size="lg" data-autofocus onClick={onSwitchChain} className={CTA_CLASS}>
            {switchChainLabel}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Button
            size="lg"
            data-autofocus
            // aria-disabled keeps the focus on the button while a new quote arrives.
            aria-disabled={confirmBlock !== undefined || undefined}
            onClick={() => {
              if (confirmBlock === undefined) onConfirm()
            }}
            aria-describedby={blockedId}
            className={cn(CTA_CLASS, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
          >
            <Trans>Confirm swap</Trans>
          </Button>
          <p
            id={blockedId}
            className="min-h-5 text-center text-sm text-fg-muted"
            aria-live="polite"
          >
            {confirmBlock ??
              signingCostNote(presign, isNativeCurrency(sellToken) ? sellToken.symbol : undefined)}
          </p>
        </div>
      )}
    </div>
  )
}

/** One line of the review's facts: the label, and its value on the right. */
function ReviewRow({
  label,
  valueClassName,
  children,
}: {
  label: ReactNode
  valueClassName: string
  children: ReactNode
}) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-fg-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  )
}
