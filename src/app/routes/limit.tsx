import { LimitPage } from '@/features/limit/limit-page'

/** Route /limit: the limit order form. */
export function LimitRoute() {
  return <LimitPage />
}
