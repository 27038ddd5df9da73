import { useId, type ReactNode } from 'react'
import type { RetryInfo } from '@/api/retry'
import type { Order } from '@/api/types'
import { Button, buttonClasses } from '@/components/ui/button'
import { AlertIcon, CheckCircleIcon, CheckIcon, InfoIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatTokenAmount } from '@/lib/format-amount'
import { formatDeadline } from '../deadline'
import { formatRate, formatUsd, type QuoteSummary } from '../quote-summary'
import { slippageLabel, type EffectiveSlippage } from '../slippage'
import { nextStepLabel, type SubmissionProblem } from '../swap-errors'
import { isBusy, isDialogPhase, type SwapFlow } from '../swap-machine'
import type { SwapToken } from '../use-swap-form'
import { CTA_CLASS } from './cta'
import { ModalDialog } from './modal-dialog'
import { TokenAvatar } from './token-avatar'

export interface ConfirmDialogProps {
  flow: SwapFlow
  summary: QuoteSummary | undefined
  sellToken: SwapToken
  buyToken: SwapToken
  slippage: EffectiveSlippage
  deadlineMinutes: number
  /** Why confirming is not possible right now (quote refreshing, wrong chain), if so. */
  blockedReason?: string
  /** The wallet is on another network: offer the switch. */
  switchChainLabel?: string
  onSwitchChain: () => void
  problem?: SubmissionProblem
  retrying?: RetryInfo
  order?: Order
  orderHref?: string
  /** The order's scheme needs an on-chain pre-signature. */
  presign: boolean
  onConfirm: () => void
  onClose: () => void
  onRetry: () => void
  onApprove: () => void
  onRequote: () => void
  onNewSwap: () => void
}

type StepState = 'pending' | 'active' | 'done' | 'failed'

interface Step {
  key: string
  label: string
  state: StepState
}

const ORDER: SwapFlow['phase'][] = [
  'signing',
  'uploadingAppData',
  'submitting',
  'presigning',
  'tracking',
  'done',
]

function stepsOf(flow: SwapFlow, presign: boolean, order: Order | undefined): Step[] {
  const failedStep =
    flow.phase === 'failed'
      ? (
          {
            sign: 'signing',
            uploadAppData: 'uploadingAppData',
            submit: 'submitting',
            presign: 'presigning',
            approve: 'signing',
          } as const
        )[flow.step]
      : undefined
  const current = failedStep ?? flow.phase
  const at = ORDER.indexOf(current)
  const state = (phase: SwapFlow['phase']): StepState => {
    const index = ORDER.indexOf(phase)
    if (flow.phase === 'done') return 'done'
    if (index < at) return 'done'
    if (index === at) return failedStep ? 'failed' : 'active'
    return 'pending'
  }
  const settleLabel =
    flow.phase === 'done'
      ? flow.outcome === 'fulfilled'
        ? 'Filled'
        : flow.outcome === 'expired'
          ? 'Expired without a fill'
          : 'Cancelled'
      : order?.status === 'presignaturePending'
        ? 'Waiting for the pre-signature'
        : 'Waiting for a solver to settle the batch'
  const steps: Step[] = [
    {
      key: 'sign',
      label: presign
        ? 'Prepare the order (smart-contract account)'
        : 'Sign the order in your wallet',
      state: state('signing'),
    },
    { key: 'upload', label: 'Upload the order details', state: state('uploadingAppData') },
    { key: 'submit', label: 'Submit the order', state: state('submitting') },
  ]
  if (presign)
    steps.push({ key: 'presign', label: 'Pre-sign the order on chain', state: state('presigning') })
  steps.push({
    key: 'settle',
    label: settleLabel,
    state:
      flow.phase === 'done'
        ? flow.outcome === 'fulfilled'
          ? 'done'
          : 'failed'
        : state('tracking'),
  })
  return steps
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <CheckIcon className="size-4 text-success" />
  if (state === 'active') return <Spinner className="size-4 text-brand-text" />
  if (state === 'failed') return <AlertIcon className="size-4 text-danger" />
  return <span className="size-2 rounded-full bg-line-strong" />
}

function Progress({ steps, retrying }: { steps: Step[]; retrying?: RetryInfo }) {
  const active =
    steps.find((s) => s.state === 'active' || s.state === 'failed') ?? steps[steps.length - 1]
  return (
    <>
      <ol className="flex flex-col gap-1" aria-label="Progress">
        {steps.map((step) => (
          <li
            key={step.key}
            aria-current={step.state === 'active' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl px-3 py-2 text-sm',
              step.state === 'active' && 'bg-brand-soft font-semibold text-fg',
              step.state === 'failed' && 'bg-danger-soft font-semibold text-danger',
              step.state === 'done' && 'text-fg',
              step.state === 'pending' && 'text-fg-subtle',
            )}
          >
            <span className="flex size-5 shrink-0 items-center justify-center">
              <StepIcon state={step.state} />
            </span>
            {step.label}
          </li>
        ))}
      </ol>
      <p className="sr-only" role="status">
        {active
          ? `${active.label}${active.state === 'done' ? ': done' : active.state === 'failed' ? ': failed' : '…'}`
          : ''}
      </p>
      {retrying && (
        <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
          <Spinner className="size-4" />
          The service is busy: retrying in {Math.ceil(retrying.delayMs / 1000)} s (attempt{' '}
          {retrying.attempt + 1}).
        </p>
      )}
    </>
  )
}

function AmountLine({
  label,
  token,
  amount,
  usd,
}: {
  label: string
  token: SwapToken
  amount: bigint
  usd?: number
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-muted px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm text-fg-muted">{label}</p>
        <p className="truncate text-xl font-semibold text-fg tabular">
          {formatTokenAmount(amount, token.decimals, token.symbol)}
        </p>
        {usd !== undefined && <p className="text-sm text-fg-muted tabular">≈ {formatUsd(usd)}</p>}
      </div>
      <TokenAvatar address={token.address} symbol={token.symbol} className="size-9" />
    </div>
  )
}

function Callout({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'danger' | 'success'
  title: string
  children?: ReactNode
}) {
  const Icon = tone === 'danger' ? AlertIcon : tone === 'success' ? CheckCircleIcon : InfoIcon
  return (
    <div
      className={cn(
        'flex gap-3 rounded-2xl px-4 py-3 text-sm',
        tone === 'danger' && 'bg-danger-soft text-fg',
        tone === 'success' && 'bg-success-soft text-fg',
        tone === 'info' && 'bg-brand-soft text-fg',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          tone === 'danger'
            ? 'text-danger'
            : tone === 'success'
              ? 'text-success'
              : 'text-brand-text',
        )}
      />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  )
}

function ProblemView({
  problem,
  onRetry,
  onApprove,
  onRequote,
  onClose,
  onSwitchChain,
  orderHref,
}: {
  problem: SubmissionProblem
  onRetry: () => void
  onApprove: () => void
  onRequote: () => void
  onClose: () => void
  onSwitchChain: () => void
  orderHref?: string
}) {
  const label = nextStepLabel(problem.action)
  const act = () => {
    switch (problem.action) {
      case 'approve':
        return onApprove()
      case 'requote':
        return onRequote()
      case 'retry':
      case 'wait':
        return onRetry()
      case 'switchChain':
        return onSwitchChain()
      default:
        return onClose()
    }
  }
  return (
    <div role="alert" className="flex flex-col gap-3">
      <Callout tone="danger" title={problem.title}>
        <p className="mt-0.5">{problem.sentence}</p>
        {problem.nextStep && <p className="mt-1 text-fg-muted">{problem.nextStep}</p>}
        {problem.detail && (
          <details className="mt-2 text-xs text-fg-muted">
            <summary className="cursor-pointer">Details</summary>
            <p className="mt-1 break-words">{problem.detail}</p>
          </details>
        )}
      </Callout>
      <div className="flex flex-wrap gap-2">
        {label && (
          <Button size="lg" data-autofocus onClick={act} className={cn('flex-1', CTA_CLASS)}>
            {label}
          </Button>
        )}
        {problem.mayExist && orderHref && (
          <a href={orderHref} className={cn(buttonClasses('secondary', 'lg'), 'flex-1')}>
            Check your orders
          </a>
        )}
        <Button variant="secondary" size="lg" onClick={onClose} className="flex-1">
          {label ? 'Close' : 'Back to the swap'}
        </Button>
      </div>
    </div>
  )
}

/** Review, then the submission's progress, then the outcome: one dialog for the whole step. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { flow, summary, sellToken, buyToken, slippage, order } = props
  const open = isDialogPhase(flow)
  const busy = isBusy(flow)
  const title =
    flow.phase === 'confirming'
      ? 'Review swap'
      : flow.phase === 'done'
        ? flow.outcome === 'fulfilled'
          ? 'Swap filled'
          : flow.outcome === 'expired'
            ? 'Swap expired'
            : 'Swap cancelled'
        : flow.phase === 'failed'
          ? 'Swap not completed'
          : 'Placing your swap'
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={title}
      dismissible={!busy}
      focusKey={flow.phase === 'confirming' ? `confirming-${flow.notice ?? ''}` : flow.phase}
    >
      {flow.phase === 'confirming' ? (
        <ReviewStep {...props} />
      ) : (
        <div className="flex flex-col gap-4">
          <Progress
            steps={stepsOf(flow, props.presign, order)}
            retrying={busy ? props.retrying : undefined}
          />
          {flow.phase === 'failed' && props.problem && (
            <ProblemView
              problem={props.problem}
              onRetry={props.onRetry}
              onApprove={props.onApprove}
              onRequote={props.onRequote}
              onClose={props.onClose}
              onSwitchChain={props.onSwitchChain}
              orderHref={props.orderHref}
            />
          )}
          {flow.phase === 'tracking' && (
            <p className="text-sm text-fg-muted">
              Your order is in the orderbook. Solvers compete to settle it in the next batch; you
              can close this window, the order carries on.
            </p>
          )}
          {flow.phase === 'done' && order && flow.outcome === 'fulfilled' && (
            <Callout tone="success" title="Trade settled">
              <p className="mt-0.5 tabular">
                Sold{' '}
                {formatTokenAmount(order.executedSellAmount, sellToken.decimals, sellToken.symbol)}{' '}
                for {formatTokenAmount(order.executedBuyAmount, buyToken.decimals, buyToken.symbol)}
                .
              </p>
            </Callout>
          )}
          {flow.phase === 'done' && flow.outcome !== 'fulfilled' && (
            <Callout
              tone="info"
              title={flow.outcome === 'expired' ? 'Nothing was traded' : 'Order cancelled'}
            >
              <p className="mt-0.5">
                {flow.outcome === 'expired'
                  ? 'No solver could fill the order before its deadline. Your tokens did not move.'
                  : 'The order was cancelled before it filled.'}
              </p>
            </Callout>
          )}
          {(flow.phase === 'tracking' || flow.phase === 'done' || flow.phase === 'presigning') && (
            <div className="flex flex-wrap gap-2">
              {props.orderHref && (
                <a
                  href={props.orderHref}
                  className={cn(buttonClasses('secondary', 'lg'), 'flex-1')}
                >
                  View order
                </a>
              )}
              {flow.phase === 'done' ? (
                <Button
                  size="lg"
                  data-autofocus
                  onClick={props.onNewSwap}
                  className={cn('flex-1', CTA_CLASS)}
                >
                  New swap
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="lg"
                  data-autofocus
                  onClick={props.onClose}
                  className="flex-1"
                  disabled={busy}
                >
                  Close
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {flow.phase === 'confirming' && summary === undefined && (
        <p className="text-sm text-fg-muted">Waiting for a quote…</p>
      )}
      {slippage.source === 'pending' && flow.phase === 'confirming' && (
        <p className="sr-only">The slippage recommendation is still loading.</p>
      )}
    </ModalDialog>
  )
}

function ReviewStep({
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
}: ConfirmDialogProps) {
  const blockedId = useId()
  if (!summary) return null
  const rate = formatRate({
    sellAmount: summary.sellAmount,
    buyAmount: summary.buyAmount,
    sellToken,
    buyToken,
    inverted: false,
  })
  return (
    <div className="flex flex-col gap-4">
      {flow.phase === 'confirming' && flow.notice === 'rejected' && (
        <Callout tone="info" title="Signature rejected">
          <p className="mt-0.5">You rejected the signature in your wallet. Nothing was sent.</p>
        </Callout>
      )}
      <div className="flex flex-col gap-2">
        <AmountLine
          label={summary.kind === 'sell' ? 'You sell' : 'You sell at most'}
          token={sellToken}
          amount={summary.kind === 'sell' ? summary.sellAmount : summary.limitAmount}
          usd={summary.kind === 'sell' ? summary.usd.sell : undefined}
        />
        <AmountLine
          label={summary.kind === 'sell' ? 'You receive at least' : 'You buy'}
          token={buyToken}
          amount={summary.kind === 'sell' ? summary.limitAmount : summary.buyAmount}
          usd={summary.kind === 'buy' ? summary.usd.buy : undefined}
        />
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rate && (
          <div className="flex justify-between gap-3">
            <dt className="text-fg-muted">Price</dt>
            <dd className="text-right font-medium tabular">{rate}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">
            {summary.kind === 'sell' ? 'Expected to receive' : 'Expected to sell'}
          </dt>
          <dd className="text-right font-medium tabular">
            {summary.kind === 'sell'
              ? formatTokenAmount(summary.buyAmount, buyToken.decimals, buyToken.symbol)
              : formatTokenAmount(summary.sellAmount, sellToken.decimals, sellToken.symbol)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Network cost (included)</dt>
          <dd className="text-right font-medium tabular">
            {formatTokenAmount(summary.feeAmount, sellToken.decimals, sellToken.symbol)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Slippage tolerance</dt>
          <dd className={cn('text-right font-medium', slippage.warning && 'text-warning')}>
            {slippageLabel(slippage)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Deadline</dt>
          <dd className="text-right font-medium">{formatDeadline(deadlineMinutes)}</dd>
        </div>
      </dl>
      {!sellToken.listed || !buyToken.listed ? (
        <Callout tone="info" title="A token is not on the list">
          <p className="mt-0.5">
            Check its address before you trade: anyone can create a token with any name.
          </p>
        </Callout>
      ) : null}
      {switchChainLabel ? (
        <div className="flex flex-col gap-2">
          <Callout tone="danger" title="Wrong network">
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
            aria-disabled={blockedReason !== undefined || undefined}
            onClick={() => {
              if (blockedReason === undefined) onConfirm()
            }}
            aria-describedby={blockedId}
            className={cn(CTA_CLASS, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
          >
            Confirm swap
          </Button>
          <p
            id={blockedId}
            className="min-h-5 text-center text-sm text-fg-muted"
            aria-live="polite"
          >
            {blockedReason ?? 'Your wallet will ask you to sign the order. Signing costs no gas.'}
          </p>
        </div>
      )}
    </div>
  )
}
