import { OrdersPage } from '@/features/orders/list/orders-page'

/** Route /orders: the trader's orders. */
export function OrdersRoute() {
  return <OrdersPage />
}
