import { TwapOrderPage } from '@/features/orders/twap/twap-order-page'
import { useParams } from '@/lib/hash-router'

/** Route /orders/twap/:owner/:id: one TWAP's own page. */
export function TwapOrderRoute() {
  const { owner, id } = useParams()
  return <TwapOrderPage owner={owner} id={id} />
}
