import { t } from '@lingui/core/macro'
import { lazy } from 'react'
import { useConfirmDialogOutcome } from '@/trade/placement/use-confirm-dialog'
import { canConfirm } from '@/trade/trade-status'
import { isPresignFlow } from '@/trade/trade-text'
import { recipientWords } from '@/trade/recipient'
import { expiryWords } from '../limit-price'
import { useLimitTradeContext } from '../limit-trade-context'
import type { LimitTrade } from '../use-limit-trade'

// The review, signing and progress steps load when the dialog is first opened, as the swap
// page's (the page holds the Suspense boundary): the first paint shows no dialog.
const LimitConfirm = lazy(() =>
  import('./limit-confirm').then((m) => ({ default: m.LimitConfirm })),
)

/**
 * Review, signing and progress: the core's dialog with the limit order's own review. Nothing
 * of it is computed before the trader first opens the review.
 */
export function LimitReviewSection() {
  const trade = useLimitTradeContext()
  return trade.dialogs.used.has('confirm') ? <LimitReview trade={trade} /> : null
}

function LimitReview({ trade }: { trade: LimitTrade }) {
  const { form, market, network, submission, quote, wallet } = trade
  const { flow } = submission
  const outcome = useConfirmDialogOutcome(trade, form.reset)
  const { sellToken, buyToken } = form
  const { price, sellAmount, buyAmount } = market
  if (!sellToken || !buyToken) return null
  if (!price || buyAmount === undefined || sellAmount === undefined) return null
  const seconds = form.parsedExpiry.status === 'valid' ? form.parsedExpiry.seconds : undefined
  const blockedReason = !network.chainMatches
    ? t`Switch your wallet to ${network.chain.name} first.`
    : quote.quote === undefined
      ? t`Waiting for the market price…`
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
        kind: form.kind,
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
        kind: form.kind,
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
                label: trade.embedding.partnerFeeLabel ?? t`Partner fee`,
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
