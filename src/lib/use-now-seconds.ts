import { useSyncExternalStore } from 'react'

/**
 * The clock in Unix seconds, ticking every `intervalMs`: derived labels such as "time
 * left" and "expired" re-render with it instead of being stored.
 */
export function useNowSeconds(intervalMs = 10_000): number {
  // Rounded to the interval so the snapshot is stable between ticks.
  const now = () => Math.floor((Math.floor(Date.now() / intervalMs) * intervalMs) / 1000)
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, intervalMs)
      return () => clearInterval(timer)
    },
    now,
    // Prerendered pages (src/app/prerender.tsx) show nothing of the clock while loading; it
    // is read again as soon as the page has hydrated.
    now,
  )
}
