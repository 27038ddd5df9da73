/**
 * Helpers for tests that run on vitest's fake timers (`vi.useFakeTimers()`). Imported by
 * tests only.
 */
import { expect, vi } from 'vitest'

/** Lets pending promise callbacks run without moving the clock. */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0)
}

/**
 * A request's timing: the `nth` request (counting from 1) goes out `ms` from now, and not a
 * millisecond earlier.
 */
export async function expectRequestAfter(
  fetch: { calls: readonly unknown[] },
  nth: number,
  ms: number,
): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms - 1)
  expect(fetch.calls).toHaveLength(nth - 1)
  await vi.advanceTimersByTimeAsync(1)
  expect(fetch.calls).toHaveLength(nth)
}
