import { OrderDetailsPage } from '@/features/orders/details/order-details-page'
import { OrdersPage } from '@/features/orders/list/orders-page'
import { TwapOrderPage } from '@/features/orders/twap/twap-order-page'
import { useParams, useSearchParams } from '@/lib/hash-router'

/**
 * Routes /orders, /orders/:uid and /orders/twap/:owner/:id: the list, one order's details,
 * or a TWAP's own page. `/orders?uid=` is
 * read as the details too, so links written either way land on the order.
 */
export function OrdersRoute() {
  const params = useParams()
  const [search] = useSearchParams()
  const uid = params.uid ?? search.get('uid') ?? undefined
  if (params.id !== undefined) return <TwapOrderPage owner={params.owner} id={params.id} />
  return uid === undefined ? <OrdersPage /> : <OrderDetailsPage uid={uid} />
}
