import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { useApprovalChoice } from '../approval/use-approval-choice'
import type { ApprovalAmount } from '../approval/use-approval'
import type { TradeEvent, TradeFlow } from '../placement/trade-machine'
import type { Side, TradeToken } from '../tokens/trade-token'
import type { PrimaryButton } from '../trade-status'
import type { TradeDialogName } from '../use-trade-dialogs'
import { CTA_CLASS } from './cta'

/** The parts of a trade form the main button reads (a swap's or a limit order's). */
export interface PrimaryActionProps {
  network: { chainId: SupportedChainId; switchNetwork: (chainId: SupportedChainId) => unknown }
  form: { sellToken: TradeToken | undefined }
  approval: { approve: (amount: ApprovalAmount) => unknown }
  submission: { flow: TradeFlow; dispatch: (event: TradeEvent) => void }
  status: { primary: PrimaryButton }
  dialogs: {
    openSelector: (side: Side) => void
    markUsed: (name: TradeDialogName) => void
  }
  /** The widget's host connects its own wallet. */
  embedding: { connectWallet?: () => void }
}

/**
 * The page's main button: it does the one next thing the status names (connect, switch
 * network, pick a token, approve, review), and says why when there is nothing to do.
 */
export function PrimaryAction({
  network,
  form,
  approval,
  submission,
  status,
  dialogs,
  embedding,
}: PrimaryActionProps) {
  const { openConnectModal } = useWalletModals()
  const [approvalAmount] = useApprovalChoice(network.chainId, form.sellToken?.address)
  const { flow, dispatch } = submission

  const onPrimary = () => {
    if (status.primary.disabled) return
    switch (status.primary.action) {
      case 'connect':
        return embedding.connectWallet ? embedding.connectWallet() : openConnectModal()
      case 'switchChain':
        return void network.switchNetwork(network.chainId)
      case 'selectToken':
        return dialogs.openSelector(form.sellToken ? 'buy' : 'sell')
      case 'approve':
        return void approval.approve(approvalAmount)
      case 'review':
        dialogs.markUsed('confirm')
        return dispatch({ type: 'review' })
      default:
        return undefined
    }
  }

  return (
    <Button
      size="lg"
      className={cn('w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50', CTA_CLASS)}
      // aria-disabled, not disabled: the button keeps focus while it waits (keyboard users).
      aria-disabled={status.primary.disabled || undefined}
      aria-busy={flow.phase === 'approving' || undefined}
      onClick={onPrimary}
      // Fetch the review dialog while the pointer or focus is on its way.
    >
      {flow.phase === 'approving' && <Spinner className="size-4" />}
      {status.primary.label}
    </Button>
  )
}
