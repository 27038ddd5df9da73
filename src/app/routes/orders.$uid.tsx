import { OrderDetailsPage } from '@/features/orders/details/order-details-page'
import { TwapOrderPage } from '@/features/orders/twap/twap-order-page'
import { useParams, useSearchParams } from '@/lib/hash-router'

/**
 * An order's own page: /orders/:uid and /orders?uid= (the link the app writes once an order
 * is placed), and a TWAP's at /orders/twap/:owner/:id.
 */
export function OrderRoute() {
  const { uid, owner, id } = useParams()
  const [search] = useSearchParams()
  if (id !== undefined) return <TwapOrderPage owner={owner} id={id} />
  return <OrderDetailsPage uid={uid ?? search.get('uid') ?? undefined} />
}
