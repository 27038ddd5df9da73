/**
 * What the confirm dialog says about a native sell (eth-flow) beyond its steps: the
 * createOrder transaction while it is mined and indexed; when the order expired unfilled, the
 * refund of the trader's ETH with its transaction; when the trader cancelled it, that the ETH
 * came back in the cancellation transaction (linked when this tab sent it): the service
 * serves no refund for such an order, so none is waited for.
 */
import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import type { Hex } from 'viem'
import { useInvalidationTx } from '@/api/queries/use-invalidation-tx'
import type { Order } from '@/api/types'
import { HexValue } from '@/components/external-link'
import { Callout } from '@/components/ui/callout'
import { transactionUrl } from '@/lib/explorer'
import { getChain, isSupportedChainId } from '@batchswap/contract/protocol/chains'
import { useApiContext } from '@/wallet/use-api-context'
import type { TradeFlow } from '../placement/trade-machine'
import { ethFlowRefund } from '../tracking/eth-flow-refund'

export interface EthFlowDialogInfo {
  /** The createOrder transaction, once sent. */
  txHash?: Hex
  chainId: number
}

export function EthFlowOutcome({
  flow,
  order,
  info,
  explained = false,
}: {
  flow: TradeFlow
  order: Order | undefined
  info: EthFlowDialogInfo
  /** A note above says why the order waits: no promise of the next batch here. */
  explained?: boolean
}) {
  const { txHash, chainId } = info
  const { nativeSymbol } = getChain(chainId)
  const refund = ethFlowRefund(order)
  const refundTx = order?.ethflowData?.refundTxHash
  const ctx = useApiContext(isSupportedChainId(chainId) ? chainId : undefined)
  const cancellationTx = useInvalidationTx(ctx, flow.phase === 'done' ? flow.uid : undefined)
  const sending =
    flow.phase === 'uploadingAppData' || flow.phase === 'submitting' || flow.phase === 'tracking'
  return (
    <>
      {txHash && sending && (
        <p className="text-sm text-fg-muted">
          <Trans>Transaction</Trans>{' '}
          <HexValue value={txHash} href={transactionUrl(chainId, txHash)} />
          {flow.phase === 'tracking' && !order
            ? t`: mined. The service picks the order up from the chain in a moment. You can close this window or reload: the order stays in your Orders list.`
            : flow.phase === 'tracking'
              ? explained
                ? t`: the order is in the orderbook; you can close this window, the order carries on.`
                : t`: the order is in the orderbook. Solvers compete to settle it in the next batch; you can close this window, the order carries on.`
              : t`: sent with your ${nativeSymbol}. You can reload: the order stays in your Orders list.`}
        </p>
      )}
      {flow.phase === 'done' && refund === 'refunding' && (
        <Callout tone="info" title={t`Refunding your ${nativeSymbol}`}>
          <p className="mt-0.5">
            <Trans>
              The order ended without a fill. The flow contract holds your {nativeSymbol} until the
              refund transaction sends it back to your wallet, shortly.
            </Trans>
          </p>
        </Callout>
      )}
      {flow.phase === 'done' && flow.outcome === 'cancelled' && (
        <Callout tone="info" title={t`Order cancelled`}>
          <p className="mt-0.5">
            <Trans>
              The order was cancelled. The {nativeSymbol} it did not use came back to your wallet in
              the cancellation transaction: no refund follows.
            </Trans>
          </p>
          {cancellationTx && (
            <TransactionLine
              label={t`Cancellation transaction`}
              hash={cancellationTx}
              chainId={chainId}
            />
          )}
        </Callout>
      )}
      {flow.phase === 'done' && refund === 'refunded' && (
        <Callout tone="info" title={t`${nativeSymbol} refunded`}>
          <p className="mt-0.5">
            <Trans>
              Nothing was traded: your {nativeSymbol} is back in your wallet, less the gas of the
              order’s transaction.
            </Trans>
          </p>
          {refundTx && (
            <TransactionLine label={t`Refund transaction`} hash={refundTx} chainId={chainId} />
          )}
        </Callout>
      )}
    </>
  )
}

/** "Refund transaction 0x…": a transaction the outcome names, linked to the explorer. */
function TransactionLine({ label, hash, chainId }: { label: string; hash: Hex; chainId: number }) {
  return (
    <p className="mt-1">
      {label} <HexValue value={hash} href={transactionUrl(chainId, hash)} />
    </p>
  )
}
