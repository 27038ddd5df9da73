import { useEffect, useState } from 'react'

/**
 * Whether the clock has passed `timestampMs`: re-renders once, at that moment, instead of
 * ticking every second (the whole swap form depends on it).
 */
export function useIsPast(timestampMs: number | undefined): boolean {
  const [passed, setPassed] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (timestampMs === undefined) return
    // Browsers fire timers late, never early; clamp for delays beyond setTimeout's range.
    const delay = Math.min(Math.max(0, timestampMs - Date.now()), 2 ** 31 - 1)
    const timer = setTimeout(() => setPassed(timestampMs), delay)
    return () => clearTimeout(timer)
  }, [timestampMs])
  return timestampMs !== undefined && passed === timestampMs
}

/** The current time, updated every `intervalMs` while `active`: for small countdowns only. */
export function useNow(intervalMs: number, active: boolean): number | undefined {
  const [now, setNow] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (!active) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, intervalMs)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [intervalMs, active])
  return active ? now : undefined
}
