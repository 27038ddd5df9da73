/**
 * The sandbox market's drift: whether prices move by themselves, and how much.
 *
 * On, every token's price follows its seeded random walk live (price-model.ts), each token's
 * volatility (WETH 0.25 %, WBTC 0.2 %, COW 0.4 % per 5-minute step...) multiplied by
 * `volatilityScale`: an open limit order near the market can fill by itself. Off, prices stand
 * still from the moment the service starts (the 24 h of history before it stay as recorded,
 * so slippage recommendations keep their usual size), and move only when set by hand
 * (`PUT /sandbox/dev/prices/{token}`).
 *
 * `npm start` and `npm run sandbox` read SANDBOX_PRICE_DRIFT (default on); everything that
 * starts a sandbox or a service by itself (unit tests, the e2e sandboxes, benchmarks) gets
 * off unless it asks.
 */
export type PriceDrift = { on: false } | { on: true; volatilityScale: number }

export const PRICE_DRIFT_OFF: PriceDrift = { on: false }
export const PRICE_DRIFT_ON: PriceDrift = { on: true, volatilityScale: 1 }

/** The largest volatility scale accepted: 100 x WETH's is 25 % per 5 minutes. */
export const MAX_VOLATILITY_SCALE = 100

/**
 * SANDBOX_PRICE_DRIFT: `on` (or unset, empty, `true`, `1`), `off` (`false`, `0`), or a
 * positive number, the volatility scale (`2`: twice as volatile, `0.5`: half).
 */
export function parsePriceDrift(raw: string | undefined, fallback: PriceDrift): PriceDrift {
  const value = raw?.trim().toLowerCase() ?? ''
  if (value === '') return fallback
  if (value === 'on' || value === 'true') return PRICE_DRIFT_ON
  if (value === 'off' || value === 'false' || value === '0') return PRICE_DRIFT_OFF
  const scale = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN
  if (!(scale > 0 && scale <= MAX_VOLATILITY_SCALE)) {
    throw new Error(
      `SANDBOX_PRICE_DRIFT=${raw ?? ''} is not on, off or a volatility scale in (0, ${MAX_VOLATILITY_SCALE}] (1 = the default volatility)`,
    )
  }
  return { on: true, volatilityScale: scale }
}

/** "on (volatility x1)" / "off": for start-up messages. */
export function describePriceDrift(drift: PriceDrift): string {
  return drift.on ? `on (volatility x${drift.volatilityScale})` : 'off'
}
