import { OrderDetailsPage } from '@/features/orders/details/order-details-page'
import { OrdersPage } from '@/features/orders/list/orders-page'
import { useParams, useSearchParams } from '@/lib/hash-router'

/**
 * Routes /orders and /orders/:uid: the list, or one order's details. `/orders?uid=` is
 * read as the details too, so links written either way land on the order.
 */
export function OrdersRoute() {
  const params = useParams()
  const [search] = useSearchParams()
  const uid = params.uid ?? search.get('uid') ?? undefined
  return uid === undefined ? <OrdersPage /> : <OrderDetailsPage uid={uid} />
}
