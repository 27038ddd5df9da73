import { useSyncExternalStore } from 'react'

/**
 * The clock in Unix seconds, ticking every `intervalMs`: derived labels such as "time
 * left" and "expired" re-render with it instead of being stored.
 */
export function useNowSeconds(intervalMs = 10_000): number {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, intervalMs)
      return () => clearInterval(timer)
    },
    // Rounded to the interval so the snapshot is stable between ticks.
    () => Math.floor((Math.floor(Date.now() / intervalMs) * intervalMs) / 1000),
  )
}
