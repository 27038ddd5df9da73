import { t } from '@lingui/core/macro'
import { lazy, Suspense } from 'react'
import { useConfirmDialogOutcome } from '@/trade/placement/use-confirm-dialog'
import { canConfirm } from '@/trade/trade-status'
import { confirmBlockedReason, isPresignFlow } from '@/trade/trade-text'
import { useSwapTradeContext } from '../swap-trade-context'
import { recipientAddress, recipientWords } from '@/trade/recipient'

// The review, signing and progress steps load when the dialog is first opened: the first
// paint shows no dialog.
const SwapConfirm = lazy(() => import('./swap-confirm').then((m) => ({ default: m.SwapConfirm })))

/**
 * Review, signing and progress to the outcome, in one dialog that mounts when first opened
 * and stays mounted from then on. Confirming hands the quote and the trader's settings to
 * the placement; the state machine (trade/placement) runs the steps from there.
 */
export function ReviewSection() {
  const parts = useSwapTradeContext()
  const { network, wallet, form, quote, pricing, submission, dialogs, recipient, rules } = parts
  const { chain, chainId, chainMatches, walletChainId } = network
  const { sellToken, buyToken, kind } = form
  const { slippage, deadlineMinutes } = pricing
  const { flow } = submission
  const outcome = useConfirmDialogOutcome(parts, () => form.setAmount(kind, ''))
  if (!dialogs.used.has('confirm') || !sellToken || !buyToken) return null
  const receiver = recipient.enabled ? recipientAddress(recipient.parsed) : undefined
  // The option is on but no address is known (a name still resolving): never fall back to the
  // trader's own address.
  const recipientMissing = recipient.enabled && receiver === undefined

  const onConfirm = () => {
    if (!quote.quote || !canConfirm(flow, quote.display, chainMatches)) return
    if (slippage.source === 'pending' || recipientMissing) return
    void submission.confirm({
      quote: quote.quote,
      slippageBps: slippage.bps,
      smartSlippage: slippage.source === 'auto',
      deadlineMinutes,
      walletChainId,
      sellToken,
      buyToken,
      ...(receiver ? { receiver } : {}),
      ...(pricing.partnerFee ? { partnerFee: pricing.partnerFee } : {}),
    })
  }

  return (
    <Suspense fallback={null}>
      <SwapConfirm
        review={{
          ...pricing,
          flow,
          sellToken,
          buyToken,
          blockedReason:
            confirmBlockedReason(chainMatches, chain.name, quote.display, slippage) ??
            (recipientMissing ? t`Check the recipient.` : undefined),
          switchChainLabel: chainMatches ? undefined : t`Switch to ${chain.name}`,
          onSwitchChain: () => void network.switchNetwork(chainId),
          onConfirm,
          presign: wallet.isSafe || isPresignFlow(flow, submission.order),
          recipient: recipient.enabled ? recipientWords(recipient.parsed) : undefined,
        }}
        dialog={{ ...outcome, hideProgress: rules?.disableProgressBar === true }}
      />
    </Suspense>
  )
}
