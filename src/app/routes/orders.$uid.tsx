import { OrderDetailsPage } from '@/features/orders/details/order-details-page'
import { useParams, useSearchParams } from '@/lib/hash-router'

/**
 * Routes /orders/:uid and /orders?uid= (the link the app writes once an order is placed):
 * one order's page.
 */
export function OrderRoute() {
  const { uid } = useParams()
  const [search] = useSearchParams()
  return <OrderDetailsPage uid={uid ?? search.get('uid') ?? undefined} />
}
