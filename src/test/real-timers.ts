/**
 * Vitest setup for every test file: a test that fakes the clock (`vi.useFakeTimers()`) gets
 * the real one back after it, so no file needs its own `afterEach` for that and no later test
 * inherits a frozen clock.
 */
import { afterEach, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
})
