/**
 * Test support for vitest files (not a test): something a file's tests share, started in
 * beforeAll (registered first, so it runs before the file's own hooks) and stopped in afterAll.
 */
import { afterAll, beforeAll } from 'vitest'

/** Read the answer's fields inside tests and hooks, not at the top level of the file. */
export function useStarted<T extends { stop(): Promise<void> }>(
  name: string,
  start: () => Promise<T>,
): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(async () => {
    await started?.stop()
  })
  const current = (): T => {
    if (!started) throw new Error(`the ${name} starts in beforeAll: use it inside tests and hooks`)
    return started
  }
  // Each field is read from the started value when it is read.
  return new Proxy({} as T, { get: (_target, field) => Reflect.get(current(), field) })
}
