const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long until `validTo` (Unix seconds), in the two largest units: "3 h 5 min",
 * "2 d 4 h", "< 1 min"; "Expired" once it has passed.
 */
export function formatTimeLeft(validTo: number, nowSeconds: number): string {
  const left = validTo - nowSeconds
  if (left <= 0) return 'Expired'
  if (left < MINUTE) return '< 1 min'
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  // Far-future validTo (e.g. uint32 max for "never") would print thousands of days.
  if (days >= 365) return '> 1 year'
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`
  return `${minutes} min`
}
