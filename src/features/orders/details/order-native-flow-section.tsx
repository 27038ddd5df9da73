/**
 * An eth-flow order's own facts: the trader's deadline and how the native currency came
 * back: the refund of an expired order, or the trader's cancellation, which returned it in
 * that transaction (the service serves no refund for it). Outside the technical details: the
 * ETH is what the trader came to check.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { useInvalidationTx } from '@/api/queries/use-invalidation-tx'
import type { Order } from '@/api/types'
import { HexValue } from '@/components/external-link'
import { transactionUrl } from '@/lib/explorer'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { Field, fullDate, Section } from './order-details-parts'

export function OrderNativeFlowSection({ order, ctx }: { order: Order; ctx: QueryApiContext }) {
  const { t } = useLingui()
  const chainId = useSelectedChainId()
  const cancellationTx = useInvalidationTx(ctx, order.uid)
  if (!order.ethflowData) return null
  const cancelled = order.status === 'cancelled' && !order.ethflowData.refundTxHash
  return (
    <Section title={t`Native currency flow`}>
      {order.ethflowData.userValidTo !== undefined && (
        <Field label={t`Valid until (trader's deadline)`}>
          {fullDate().format(new Date(order.ethflowData.userValidTo * 1000))}
        </Field>
      )}
      <Field label={t`Signed validTo (the flow contract's)`}>{order.validTo}</Field>
      {cancelled ? (
        <Field label={t`Native currency returned`} wide>
          <Trans>In the cancellation transaction, no refund follows</Trans>
          {cancellationTx && (
            <>
              {': '}
              <HexValue
                value={cancellationTx}
                href={transactionUrl(chainId, cancellationTx)}
                full
              />
            </>
          )}
        </Field>
      ) : (
        <Field label={t`Refund transaction`} wide>
          {order.ethflowData.refundTxHash ? (
            <HexValue
              value={order.ethflowData.refundTxHash}
              href={transactionUrl(chainId, order.ethflowData.refundTxHash)}
              full
            />
          ) : (
            t`None`
          )}
        </Field>
      )}
    </Section>
  )
}
