import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same (by identity) for `delayMs`. Pass a memoised value:
 * a new object on every render would restart the wait forever. The first value is taken
 * at once, so a shared link quotes without waiting. Strict mode's double effect only
 * clears and re-arms the timer, so each change still settles exactly once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
