import { t } from '@lingui/core/macro'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long until `validTo` (Unix seconds), in the two largest units: "3 h 5 min",
 * "2 d 4 h", "< 1 min"; "Expired" once it has passed.
 */
export function formatTimeLeft(validTo: number, nowSeconds: number): string {
  const left = validTo - nowSeconds
  if (left <= 0) return t`Expired`
  if (left < MINUTE) return t`< 1 min`
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  // Far-future validTo (e.g. uint32 max for "never") would print thousands of days.
  if (days >= 365) return t`> 1 year`
  if (days > 0) return hours > 0 ? t`${days} d ${hours} h` : t`${days} d`
  if (hours > 0) return minutes > 0 ? t`${hours} h ${minutes} min` : t`${hours} h`
  return t`${minutes} min`
}
