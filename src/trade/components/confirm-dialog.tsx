/**
 * The confirm dialog: review, then the submission's progress, then the outcome, in one modal.
 * It composes the pieces beside it: `review-step` (before signing), `submission-progress`
 * (the steps, from `../submission-steps`), `submission-problem` (a failure and its next step).
 */
import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { orderClassOf, orderEndTitle } from '@/api/order-kind'
import type { RetryInfo } from '@/api/retry'
import type { Order } from '@/api/types'
import { OrderSettlementLines } from '../tracking/order-settlement-lines'
import { Button, buttonClasses } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { cn } from '@/lib/cn'
import type { TokenLookup } from '@/lib/token-lookup'
import { getChain, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { useNowSeconds } from '@/lib/use-now-seconds'
import { stepsOf } from '../placement/submission-steps'
import { useWhyNotFilling } from '../tracking/use-why-not-filling'
import {
  explainsWait,
  waitingStepLabel,
  whyNotFillingSentence,
} from '../tracking/why-not-filling-words'
import { ethFlowStepsOf } from '../tracking/eth-flow-progress'
import { ethFlowRefund } from '../tracking/eth-flow-refund'
import type { SubmissionProblem } from '../placement/trade-errors'
import { isBusy, isDialogPhase, type TradeFlow } from '../placement/trade-machine'
import { CTA_CLASS } from './cta'
import { EthFlowOutcome, type EthFlowDialogInfo } from './eth-flow-outcome'
import { ModalDialog } from '@/components/ui/dialog'
import { SafePresignNotice } from './safe-presign-notice'
import { SubmissionProblemView } from './submission-problem'
import { SubmissionProgress } from './submission-progress'

/** How the dialog names the trade: "Review swap", "Limit order filled", ... */
function wordsOf(trade: 'swap' | 'limit') {
  return trade === 'swap'
    ? {
        kind: 'market' as const,
        review: t`Review swap`,
        failed: t`Swap not completed`,
        placing: t`Placing your swap`,
        next: t`New swap`,
      }
    : {
        kind: 'limit' as const,
        review: t`Review limit order`,
        failed: t`Limit order not completed`,
        placing: t`Placing your limit order`,
        next: t`New limit order`,
      }
}

/** Token words when the dialog has none: the note then leaves the rates out. */
const noLookup: TokenLookup = () => undefined

/** The form's review (shown before signing), then the submission's progress and outcome. */
export interface ConfirmDialogProps {
  trade: 'swap' | 'limit'
  flow: TradeFlow
  /** The form's own review: what will be signed, and the button that confirms it. */
  review: ReactNode
  /** The order's scheme needs an on-chain pre-signature (a Safe): confirming costs gas. */
  presign: boolean
  onSwitchChain: () => void
  problem?: SubmissionProblem
  retrying?: RetryInfo
  order?: Order
  /**
   * The filled order in words ("Sold 1 WETH for 3,109 USDC."), from the order itself: the
   * review's tokens are the form's, which may have moved on since.
   */
  filledSentence?: string | undefined
  /**
   * The order's chain and token words: with them a filled order also shows its surplus (in
   * the token and in USD) and its settlement transaction, read from the service's trades.
   */
  settlement?: { chainId: SupportedChainId; lookup: TokenLookup } | undefined
  orderHref?: string
  /** The trade sells the native currency through the eth-flow contract: one transaction. */
  ethFlow?: EthFlowDialogInfo | undefined
  onClose: () => void
  onRetry: () => void
  onApprove: () => void
  onRequote: () => void
  /** After the outcome: an empty form for the next trade. */
  onNewTrade: () => void
  /** The embedding page hides the progress once the order is placed (disableProgressBar). */
  hideProgress?: boolean
}

/** Review, then the submission's progress, then the outcome: one dialog for the whole step. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { flow, order } = props
  const words = wordsOf(props.trade)
  const open = isDialogPhase(flow)
  const busy = isBusy(flow)
  const { ethFlow } = props
  // An eth-flow order that expired unfilled says its refund instead of "nothing was traded";
  // one its trader cancelled says the ETH came back with the cancellation (EthFlowOutcome).
  // While the order is followed: why it has not filled yet, as its page says it (the market
  // away from its limit, a batch that left it out), in the last step and a note below.
  const nowSeconds = useNowSeconds()
  const tracked = flow.phase === 'tracking' ? order : undefined
  const { why, market } = useWhyNotFilling(tracked, nowSeconds, { withAuction: true })
  const waiting = waitingStepLabel(why)
  const lookup = props.settlement?.lookup ?? noLookup
  const waitNote =
    tracked && explainsWait(why) ? whyNotFillingSentence(why, tracked, lookup, market) : undefined
  const refunds =
    ethFlow !== undefined &&
    (ethFlowRefund(order) !== undefined || (flow.phase === 'done' && flow.outcome === 'cancelled'))
  const title =
    flow.phase === 'confirming'
      ? words.review
      : flow.phase === 'done'
        ? // The order's own name, as its page, the list and the toast call it.
          orderEndTitle(order ? orderClassOf(order) : words.kind, flow.outcome)
        : flow.phase === 'failed'
          ? words.failed
          : flow.phase === 'checking'
            ? t`Checking whether the order was placed`
            : words.placing
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={title}
      dismissible={!busy}
      focusKey={flow.phase === 'confirming' ? `confirming-${flow.notice ?? ''}` : flow.phase}
    >
      {flow.phase === 'confirming' ? (
        props.review
      ) : (
        <div className="flex flex-col gap-4">
          {!(props.hideProgress && (flow.phase === 'tracking' || flow.phase === 'done')) && (
            <SubmissionProgress
              steps={
                ethFlow
                  ? ethFlowStepsOf(flow, order, getChain(ethFlow.chainId).nativeSymbol, waiting)
                  : stepsOf(flow, props.presign, order, waiting)
              }
              retrying={busy ? props.retrying : undefined}
            />
          )}
          {flow.phase === 'failed' && props.problem && (
            <SubmissionProblemView
              problem={props.problem}
              onRetry={props.onRetry}
              onApprove={props.onApprove}
              onRequote={props.onRequote}
              onClose={props.onClose}
              onSwitchChain={props.onSwitchChain}
              orderHref={props.orderHref}
            />
          )}
          {flow.phase === 'presigning' && flow.safe && (
            <SafePresignNotice progress={flow.safe} validTo={order?.validTo} />
          )}
          {flow.phase === 'checking' && (
            <Callout tone="info" title={t`Checking whether the order was placed`}>
              <p className="mt-0.5">
                <Trans>
                  The service’s answer to your order was lost, so it may or may not have arrived.
                  This app is looking it up and will not send or sign anything else until it knows.
                </Trans>
              </p>
            </Callout>
          )}
          {waitNote && (
            <Callout tone={waitNote.tone} title={waitNote.title}>
              <p className="mt-0.5">{waitNote.detail}</p>
            </Callout>
          )}
          {ethFlow && (
            <EthFlowOutcome flow={flow} order={order} info={ethFlow} explained={!!waitNote} />
          )}
          {flow.phase === 'tracking' && !ethFlow && (
            <p className="text-sm text-fg-muted">
              {waitNote
                ? t`Your order is in the orderbook: you can close this window, the order carries on.`
                : t`Your order is in the orderbook. Solvers compete to settle it in the next batch; you can close this window, the order carries on.`}
            </p>
          )}
          {flow.phase === 'done' && flow.outcome === 'fulfilled' && (
            <Callout tone="success" title={t`Trade settled`}>
              {props.filledSentence && <p className="mt-0.5 tabular">{props.filledSentence}</p>}
              {order && props.settlement && (
                <dl className="mt-1 text-sm" aria-label={t`Settlement`}>
                  <OrderSettlementLines order={order} {...props.settlement} />
                </dl>
              )}
            </Callout>
          )}
          {flow.phase === 'done' && flow.outcome !== 'fulfilled' && !refunds && (
            <Callout
              tone="info"
              title={flow.outcome === 'expired' ? t`Nothing was traded` : t`Order cancelled`}
            >
              <p className="mt-0.5">
                {flow.outcome === 'expired'
                  ? t`No solver could fill the order before its deadline. Your tokens did not move.`
                  : t`The order was cancelled before it filled.`}
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
                  <Trans>View order</Trans>
                </a>
              )}
              {flow.phase === 'done' ? (
                <Button
                  size="lg"
                  data-autofocus
                  onClick={props.onNewTrade}
                  className={cn('flex-1', CTA_CLASS)}
                >
                  {words.next}
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
                  <Trans>Close</Trans>
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </ModalDialog>
  )
}
