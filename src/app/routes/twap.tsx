import { TwapPage } from '@/features/twap/twap-page'

/** Route /twap: a Safe's TWAP order. */
export function TwapRoute() {
  return <TwapPage />
}
