/**
 * The sandbox's dev routes (loopback only) that journeys use to move the market and run an
 * auction at once, beside the solver's own loop.
 */
import { expect } from './fixtures'

/** PUT /sandbox/dev/prices/{symbol}: the sandbox market moves at once (loopback only). */
export async function setUsdPrice(apiUrl: string, symbol: string, usdPrice: number): Promise<void> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/sandbox/dev/prices/${symbol}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usdPrice }),
  })
  expect(response.status).toBe(200)
}

export async function usdPrice(apiUrl: string, symbol: string): Promise<number> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/sandbox/dev/prices/${symbol}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { usdPrice: number }).usdPrice
}

/**
 * POST /sandbox/dev/run_auction: one auction now (beside the solver's own loop); answers the
 * UIDs of the orders whose limit its prices satisfied, filled or not.
 */
export async function runAuction(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/sandbox/dev/run_auction`, {
    method: 'POST',
  })
  expect(response.status).toBe(200)
  const outcome = (await response.json()) as { candidates?: string[] }
  return (outcome.candidates ?? []).map((uid) => uid.toLowerCase())
}
