import { useEffect, useMemo } from 'react'
import { useAccount } from 'wagmi'
import type { Order } from '@/api/types'
import type { TokenLookup } from '@/lib/token-lookup'
import { useApiContext } from '@/wallet/use-api-context'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { CancelDialog } from '../cancel/cancel-dialog'
import { planCancellation } from '../cancel/cancellation-plan'
import { useCancelFlow } from '../cancel/use-cancel-flow'
import { expectedSettlement } from '../settlement-check'

/** The cancellation of this one order: its plan, the flow, and the dialog that runs it. */
export function OrderCancelDialog({
  order,
  open,
  onClose,
  lookup,
  chainId,
  nowSeconds,
}: {
  order: Order
  open: boolean
  onClose: () => void
  lookup: TokenLookup
  chainId: SupportedChainId
  nowSeconds: number
}) {
  const ctx = useApiContext()
  const settlement = expectedSettlement(ctx.chainId, ctx.env)
  const { address } = useAccount()
  const cancel = useCancelFlow(ctx, address)
  const { reset } = cancel
  // Each opening starts afresh (the flow stays mounted between openings).
  useEffect(() => {
    if (open) reset()
  }, [open, reset])
  const plan = useMemo(
    () => planCancellation([order], address, nowSeconds, settlement),
    [order, address, nowSeconds, settlement],
  )
  return (
    <CancelDialog
      open={open}
      plan={plan}
      state={cancel.state}
      safe={cancel.isSafe}
      lookup={lookup}
      chainId={chainId}
      onConfirm={() => void cancel.start([order])}
      onClose={() => {
        onClose()
        reset()
      }}
    />
  )
}
