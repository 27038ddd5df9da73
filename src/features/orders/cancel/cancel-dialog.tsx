/**
 * The cancellation dialog: the plan (off-chain signature or on-chain transactions), the
 * wallet steps, per-order progress and the outcome. Over ~250 lines because it is one step's
 * states rendered in one place; the plan itself is the pure cancellation-plan.ts.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isEthFlowOrder, orderSellToken, type Order } from '@/api/types'
import { Button } from '@/components/ui/button'
import { ErrorDetails } from '@/components/states'
import { ModalDialog } from '@/components/ui/dialog'
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { mayStillFillNote, type CancellationPlan } from './cancellation-plan'
import {
  ethFlowRefundSentence,
  onChainDoneSentence,
  onChainGroupTitle,
  ordersCount,
} from './cancel-words'
import { TokenAmount } from '@/components/token-amount'
import type { CancelFlowState } from './use-cancel-flow'
import type { TokenLookup } from '@/lib/token-lookup'

export interface CancelDialogProps {
  open: boolean
  plan: CancellationPlan<Order>
  state: CancelFlowState
  lookup: TokenLookup
  chainId: SupportedChainId
  onConfirm: () => void
  onClose: () => void
  /** The account is a Safe: its on-chain orders are cancelled in one Safe transaction. */
  safe?: boolean
}

/**
 * Confirms a cancellation and follows it through signing, sending and the on-chain
 * transactions, on the app's one modal (src/components/ui/dialog.tsx): focus is trapped inside
 * and returns to the button that opened it; Escape closes it unless a step is in flight.
 */
export function CancelDialog({
  open,
  plan,
  state,
  lookup,
  chainId,
  onConfirm,
  onClose,
  safe = false,
}: CancelDialogProps) {
  const { t } = useLingui()
  const busy =
    state.step === 'signing' ||
    state.step === 'sending' ||
    state.step === 'checking' ||
    state.step === 'onChain'
  const count = plan.offChain.length + plan.onChain.length
  const ethFlowCount = plan.onChain.filter(isEthFlowOrder).length
  const nativeSymbol = CHAINS[chainId].nativeSymbol
  const safeTx = state.step === 'onChain' && state.safe ? state.safe.safeTxHash.slice(0, 10) : ''
  const confirmations = state.step === 'onChain' ? state.safe?.confirmations : undefined
  const threshold = state.step === 'onChain' ? state.safe?.threshold : undefined
  const transaction = state.step === 'onChain' ? state.index + 1 : 0

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      // Escape or Close while the wallet or the service is working would hide a step in flight.
      dismissible={!busy}
      title={
        state.step === 'done'
          ? t`Cancellation sent`
          : state.step === 'failed'
            ? t`Cancellation failed`
            : t`Cancel ${ordersCount(count)}?`
      }
      // Each step swaps the buttons: focus moves to the step's first action (the safe "Keep
      // orders" when asking), or to the heading while a step is in flight.
      focusKey={state.step}
    >
      <div className="space-y-4 text-sm">
        {state.step === 'idle' && (
          <>
            {plan.offChain.length > 0 && (
              <OrderGroup
                title={t`Cancelled off-chain with one signature (free): ${ordersCount(plan.offChain.length)}`}
                orders={plan.offChain}
                lookup={lookup}
                chainId={chainId}
              />
            )}
            {plan.onChain.length > 0 && (
              <OrderGroup
                title={onChainGroupTitle(plan.onChain.length, safe)}
                orders={plan.onChain}
                lookup={lookup}
                chainId={chainId}
              />
            )}
            {ethFlowCount > 0 && (
              <p className="text-fg">{ethFlowRefundSentence(ethFlowCount, nativeSymbol, safe)}</p>
            )}
            {plan.blocked.length > 0 && (
              <div>
                <h3 className="font-semibold text-fg">
                  <Trans>Not cancelled</Trans>
                </h3>
                <ul className="mt-1 space-y-1 text-fg-muted">
                  {plan.blocked.map(({ order, reason }) => (
                    <li key={order.uid}>
                      <OrderLine order={order} lookup={lookup} chainId={chainId} />: {reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Note>{mayStillFillNote()}</Note>
          </>
        )}

        {state.step === 'signing' && (
          <Progress>
            <Trans>Sign the cancellation of {ordersCount(state.count)} in your wallet.</Trans>
          </Progress>
        )}
        {state.step === 'sending' && (
          <Progress>
            <Trans>Sending the cancellation to the service…</Trans>
          </Progress>
        )}
        {state.step === 'checking' && (
          <Progress>
            <Trans>
              The service’s answer was lost. Checking whether the cancellation went through…
            </Trans>
          </Progress>
        )}
        {state.step === 'onChain' && state.safe && (
          <Progress>
            {confirmations !== undefined && threshold !== undefined
              ? t`Waiting for the Safe’s owners to sign and execute the cancellation (Safe transaction ${safeTx}…, ${confirmations} of ${threshold} signatures). The orders stay open until it is executed.`
              : t`Waiting for the Safe’s owners to sign and execute the cancellation (Safe transaction ${safeTx}…). The orders stay open until it is executed.`}
          </Progress>
        )}
        {state.step === 'onChain' && !state.safe && (
          <Progress>
            {t`Cancelling on chain: transaction ${transaction} of ${state.total}. Confirm it in your wallet, then wait for it to be mined.`}
          </Progress>
        )}

        {state.step === 'done' && (
          <>
            <p className="flex items-start gap-2 text-fg">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" />
              <span>
                {state.offChain > 0 &&
                  `${t`The service accepted the cancellation of ${ordersCount(state.offChain)}.`} `}
                {state.onChain > 0 && `${onChainDoneSentence(state.onChain, safe)} `}
                <Trans>
                  The orders read “Cancelling” until the service reports them cancelled.
                </Trans>
                {ethFlowCount > 0 && ` ${ethFlowRefundSentence(ethFlowCount, nativeSymbol, safe)}`}
              </span>
            </p>
            <Note>{mayStillFillNote()}</Note>
          </>
        )}

        {state.step === 'failed' && (
          <div role="alert" className="rounded-xl bg-danger-soft p-3 text-fg">
            <p className="flex items-center gap-2 font-semibold text-danger">
              <AlertIcon className="size-4" />
              {state.error.title}
            </p>
            <p className="mt-1">{state.error.sentence}</p>
            {state.error.nextStep && <p className="mt-1 text-fg-muted">{state.error.nextStep}</p>}
            {state.sent > 0 && (
              <p className="mt-1 text-fg-muted">
                {plural(state.sent, {
                  one: '# order was already cancelled before this step failed.',
                  other: '# orders were already cancelled before this step failed.',
                })}
              </p>
            )}
            <ErrorDetails detail={state.error.detail} className="mt-2 text-fg-muted" />
          </div>
        )}
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        {state.step === 'idle' && (
          <>
            <Button variant="secondary" data-autofocus onClick={onClose}>
              {plural(count, { one: 'Keep order', other: 'Keep orders' })}
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={count === 0}>
              {t`Cancel ${ordersCount(count)}`}
            </Button>
          </>
        )}
        {busy && (
          <Button variant="secondary" disabled>
            <Trans>Working…</Trans>
          </Button>
        )}
        {state.step === 'failed' && (
          <>
            <Button variant="secondary" data-autofocus onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              <Trans>Try again</Trans>
            </Button>
          </>
        )}
        {state.step === 'done' && (
          <Button data-autofocus onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        )}
      </div>
    </ModalDialog>
  )
}

function OrderGroup({
  title,
  orders,
  lookup,
  chainId,
}: {
  title: string
  orders: readonly Order[]
  lookup: TokenLookup
  chainId: SupportedChainId
}) {
  return (
    <div>
      <h3 className="font-semibold text-fg">{title}</h3>
      <ul className="mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-xl bg-surface-muted p-2.5">
        {orders.map((order) => (
          <li key={order.uid} className="text-fg-muted">
            <OrderLine order={order} lookup={lookup} chainId={chainId} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function OrderLine({
  order,
  lookup,
  chainId,
}: {
  order: Order
  lookup: TokenLookup
  chainId: SupportedChainId
}) {
  const { t } = useLingui()
  const amount = (
    <TokenAmount
      amount={order.kind === 'sell' ? order.sellAmount : order.buyAmount}
      token={order.kind === 'sell' ? orderSellToken(order) : order.buyToken}
      lookup={lookup}
      chainId={chainId}
    />
  )
  const other =
    lookup(order.kind === 'sell' ? order.buyToken : orderSellToken(order))?.symbol ?? t`a token`
  return (
    <span>
      {order.kind === 'sell' ? (
        <Trans>
          Sell {amount} for {other}
        </Trans>
      ) : (
        <Trans>
          Buy {amount} with {other}
        </Trans>
      )}
    </span>
  )
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 text-fg">
      <Spinner className="mt-0.5 size-4 shrink-0 text-brand-text" />
      <span>{children}</span>
    </p>
  )
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-warning-soft p-3 text-fg">
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{children}</span>
    </p>
  )
}
