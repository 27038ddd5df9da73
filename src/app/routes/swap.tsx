import { SwapPage } from '@/features/swap/swap-page'

/** Route /swap: the swap feature's container. */
export function SwapRoute() {
  return <SwapPage />
}
