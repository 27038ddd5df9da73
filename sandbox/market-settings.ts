/**
 * The market settings of the foreground commands (`npm run sandbox`, `npm start`), read from
 * the environment by `readSandboxEnv`. They differ from the defaults a sandbox started by
 * code gets (unit tests, the e2e sandboxes, benchmarks: no drift, no cap on limit orders),
 * because a person trying the app wants a market that moves and the real service's cap.
 *
 *   SANDBOX_PRICE_DRIFT       on (default), off, or a volatility scale (2 = twice as volatile)
 *   SANDBOX_MAX_LIMIT_ORDERS  open limit orders per owner (default 10, as the real service),
 *                             or `unlimited`
 */
import { parsePriceDrift, PRICE_DRIFT_ON, type PriceDrift } from './kernel/price-drift'

/** The real service's default cap (cowprotocol/services `max_limit_orders_per_user`). */
export const REAL_MAX_LIMIT_ORDERS_PER_OWNER = 10

export interface MarketSettings {
  priceDrift: PriceDrift
  maxLimitOrdersPerOwner: number
}

function readLimitOrderCap(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? ''
  if (value === '') return REAL_MAX_LIMIT_ORDERS_PER_OWNER
  if (value === 'unlimited') return Number.POSITIVE_INFINITY
  const cap = /^\d+$/.test(value) ? Number(value) : NaN
  if (!(Number.isSafeInteger(cap) && cap >= 1)) {
    throw new Error(
      `SANDBOX_MAX_LIMIT_ORDERS=${raw ?? ''} is not a whole number of orders (1 or more) or "unlimited"`,
    )
  }
  return cap
}

export function readMarketSettings(env: NodeJS.ProcessEnv): MarketSettings {
  return {
    priceDrift: parsePriceDrift(env.SANDBOX_PRICE_DRIFT, PRICE_DRIFT_ON),
    maxLimitOrdersPerOwner: readLimitOrderCap(env.SANDBOX_MAX_LIMIT_ORDERS),
  }
}
