/**
 * The cancellation dialog: the plan (off-chain signature or on-chain transactions), the
 * wallet steps, per-order progress and the outcome. Over ~250 lines because it is one step's
 * states rendered in one place; the plan itself is the pure cancellation-plan.ts.
 */
import type { ReactNode } from 'react'
import { isEthFlowOrder, orderSellToken, type Order } from '@/api/types'
import { Button } from '@/components/ui/button'
import { ErrorDetails } from '@/components/states'
import { ModalDialog } from '@/components/ui/dialog'
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { MAY_STILL_FILL_NOTE, type CancellationPlan } from './cancellation-plan'
import {
  ethFlowRefundSentence,
  onChainDoneSentence,
  onChainGroupTitle,
  plural,
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
  const busy =
    state.step === 'signing' ||
    state.step === 'sending' ||
    state.step === 'checking' ||
    state.step === 'onChain'
  const count = plan.offChain.length + plan.onChain.length
  const ethFlowCount = plan.onChain.filter(isEthFlowOrder).length
  const nativeSymbol = CHAINS[chainId].nativeSymbol

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      // Escape or Close while the wallet or the service is working would hide a step in flight.
      dismissible={!busy}
      title={
        state.step === 'done'
          ? 'Cancellation sent'
          : state.step === 'failed'
            ? 'Cancellation failed'
            : `Cancel ${plural(count, 'order', 'orders')}?`
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
                title={`Cancelled off-chain with one signature (free): ${plural(plan.offChain.length, 'order', 'orders')}`}
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
                <h3 className="font-semibold text-fg">Not cancelled</h3>
                <ul className="mt-1 space-y-1 text-fg-muted">
                  {plan.blocked.map(({ order, reason }) => (
                    <li key={order.uid}>
                      <OrderLine order={order} lookup={lookup} chainId={chainId} />: {reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Note>{MAY_STILL_FILL_NOTE}</Note>
          </>
        )}

        {state.step === 'signing' && (
          <Progress>
            Sign the cancellation of {plural(state.count, 'order', 'orders')} in your wallet.
          </Progress>
        )}
        {state.step === 'sending' && <Progress>Sending the cancellation to the service…</Progress>}
        {state.step === 'checking' && (
          <Progress>
            The service’s answer was lost. Checking whether the cancellation went through…
          </Progress>
        )}
        {state.step === 'onChain' && state.safe && (
          <Progress>
            Waiting for the Safe&rsquo;s owners to sign and execute the cancellation (Safe
            transaction {state.safe.safeTxHash.slice(0, 10)}…
            {state.safe.confirmations !== undefined && state.safe.threshold !== undefined
              ? `, ${state.safe.confirmations} of ${state.safe.threshold} signatures`
              : ''}
            ). The orders stay open until it is executed.
          </Progress>
        )}
        {state.step === 'onChain' && !state.safe && (
          <Progress>
            Cancelling on chain: transaction {state.index + 1} of {state.total}. Confirm it in your
            wallet, then wait for it to be mined.
          </Progress>
        )}

        {state.step === 'done' && (
          <>
            <p className="flex items-start gap-2 text-fg">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" />
              <span>
                {state.offChain > 0 &&
                  `The service accepted the cancellation of ${plural(state.offChain, 'order', 'orders')}. `}
                {state.onChain > 0 && `${onChainDoneSentence(state.onChain, safe)} `}
                The orders read “Cancelling” until the service reports them cancelled.
                {ethFlowCount > 0 && ` ${ethFlowRefundSentence(ethFlowCount, nativeSymbol, safe)}`}
              </span>
            </p>
            <Note>{MAY_STILL_FILL_NOTE}</Note>
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
                {plural(state.sent, 'order was', 'orders were')} already cancelled before this step
                failed.
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
              Keep {count === 1 ? 'order' : 'orders'}
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={count === 0}>
              Cancel {plural(count, 'order', 'orders')}
            </Button>
          </>
        )}
        {busy && (
          <Button variant="secondary" disabled>
            Working…
          </Button>
        )}
        {state.step === 'failed' && (
          <>
            <Button variant="secondary" data-autofocus onClick={onClose}>
              Close
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              Try again
            </Button>
          </>
        )}
        {state.step === 'done' && (
          <Button data-autofocus onClick={onClose}>
            Done
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
  return (
    <span>
      <span className="capitalize">{order.kind}</span>{' '}
      <TokenAmount
        amount={order.kind === 'sell' ? order.sellAmount : order.buyAmount}
        token={order.kind === 'sell' ? orderSellToken(order) : order.buyToken}
        lookup={lookup}
        chainId={chainId}
      />{' '}
      {order.kind === 'sell' ? 'for' : 'with'}{' '}
      {lookup(order.kind === 'sell' ? order.buyToken : orderSellToken(order))?.symbol ?? 'a token'}
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
