/**
 * A service loop that runs one round, waits `intervalMs`, and runs the next (never two rounds at
 * once); 0 runs none. A round's error is logged once per distinct message, so a stopped chain
 * does not flood the log. Stopping waits for the round in flight.
 */
import type { OrderbookContext, ServiceLoop } from './context'

/**
 * A loop's interval from the environment variable `name`: whole milliseconds, 0 for no loop;
 * `fallback` when unset. A malformed value stops the start with a message naming the variable.
 */
export function intervalFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) {
    throw new Error(`${name} must be a whole number of milliseconds (0 disables), got "${raw}"`)
  }
  return Number(raw)
}

export function intervalLoop(
  name: string,
  intervalMs: number,
  round: (ctx: OrderbookContext) => Promise<unknown>,
  /** Runs at start, before the first round is scheduled (whether or not the loop runs). */
  onStart?: (ctx: OrderbookContext) => void,
): ServiceLoop {
  return {
    name,
    start: (ctx) => {
      onStart?.(ctx)
      if (intervalMs === 0) return () => undefined
      let timer: NodeJS.Timeout | undefined
      let running: Promise<void> | undefined
      let stopped = false
      let lastError = ''
      const run = () => {
        running = round(ctx)
          .then(() => {
            lastError = ''
          })
          .catch((error: unknown) => {
            const text = error instanceof Error ? error.message : String(error)
            if (text !== lastError) ctx.log.error(`${name} failed: ${text}`)
            lastError = text
          })
          .finally(() => {
            if (!stopped) timer = setTimeout(run, intervalMs)
          })
      }
      timer = setTimeout(run, intervalMs)
      return async () => {
        stopped = true
        if (timer) clearTimeout(timer)
        await running
      }
    },
  }
}
