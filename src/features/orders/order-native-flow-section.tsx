/**
 * An eth-flow order's own facts: the trader's deadline and the refund of the native
 * currency. Outside the technical details: a refund is what the trader came to check.
 */
import type { Order } from '@/api/types'
import { HexValue } from '@/components/external-link'
import { transactionUrl } from '@/lib/explorer'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { Field, fullDate, Section } from './order-details-parts'

export function OrderNativeFlowSection({ order }: { order: Order }) {
  const chainId = useSelectedChainId()
  if (!order.ethflowData) return null
  return (
    <Section title="Native currency flow">
      {order.ethflowData.userValidTo !== undefined && (
        <Field label="Valid until (trader's deadline)">
          {fullDate.format(new Date(order.ethflowData.userValidTo * 1000))}
        </Field>
      )}
      <Field label="Signed validTo (the flow contract's)">{order.validTo}</Field>
      <Field label="Refund transaction" wide>
        {order.ethflowData.refundTxHash ? (
          <HexValue
            value={order.ethflowData.refundTxHash}
            href={transactionUrl(chainId, order.ethflowData.refundTxHash)}
            full
          />
        ) : (
          'None'
        )}
      </Field>
    </Section>
  )
}
