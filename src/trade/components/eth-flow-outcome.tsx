/**
 * What the confirm dialog says about a native sell (eth-flow) beyond its steps: the
 * createOrder transaction while it is mined and indexed, and, when the order ended unfilled,
 * the refund of the trader's ETH with its transaction.
 */
import type { Hex } from 'viem'
import type { Order } from '@/api/types'
import { HexValue } from '@/components/external-link'
import { Callout } from '@/components/ui/callout'
import { transactionUrl } from '@/lib/explorer'
import { getChain } from '@/protocol/chains'
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
}: {
  flow: TradeFlow
  order: Order | undefined
  info: EthFlowDialogInfo
}) {
  const { txHash, chainId } = info
  const { nativeSymbol } = getChain(chainId)
  const refund = ethFlowRefund(order)
  const refundTx = order?.ethflowData?.refundTxHash
  const sending =
    flow.phase === 'uploadingAppData' || flow.phase === 'submitting' || flow.phase === 'tracking'
  return (
    <>
      {txHash && sending && (
        <p className="text-sm text-fg-muted">
          Transaction <HexValue value={txHash} href={transactionUrl(chainId, txHash)} />
          {flow.phase === 'tracking' && !order
            ? `: mined. The service picks the order up from the chain in a moment. You can close this window or reload: the order stays in your Orders list.`
            : flow.phase === 'tracking'
              ? `: the order is in the orderbook. Solvers compete to settle it in the next batch; you can close this window, the order carries on.`
              : `: sent with your ${nativeSymbol}. You can reload: the order stays in your Orders list.`}
        </p>
      )}
      {flow.phase === 'done' && refund === 'refunding' && (
        <Callout tone="info" title={`Refunding your ${nativeSymbol}`}>
          <p className="mt-0.5">
            The order ended without a fill. The flow contract holds your {nativeSymbol} until the
            refund transaction sends it back to your wallet, shortly.
          </p>
        </Callout>
      )}
      {flow.phase === 'done' && refund === 'refunded' && (
        <Callout tone="info" title={`${nativeSymbol} refunded`}>
          <p className="mt-0.5">
            Nothing was traded: your {nativeSymbol} is back in your wallet, less the gas of the
            order&rsquo;s transaction.
          </p>
          {refundTx && (
            <p className="mt-1">
              Refund transaction{' '}
              <HexValue value={refundTx} href={transactionUrl(chainId, refundTx)} />
            </p>
          )}
        </Callout>
      )}
    </>
  )
}
