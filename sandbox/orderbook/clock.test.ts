import { expect, it } from 'vitest'
import { BASE, errorTypeOf } from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

/** The service's clock runs this far ahead of the machine's, as a journey may move it. */
const AHEAD_MS = 2 * 3600 * 1000
const stack = useTestStack({ now: () => Date.now() + AHEAD_MS }, { accounts: [], tokens: [] })

/** Seconds between the Date header and the machine's clock plus the offset. */
const offBy = (response: { headers: Headers }) =>
  Math.abs(Date.parse(response.headers.get('date') ?? '') - (Date.now() + AHEAD_MS)) / 1000

it("answers with the service's clock in Date, not the machine's", async () => {
  const version = await stack.api.get(`${BASE}/version`)
  expect(version.status).toBe(200)
  expect(offBy(version)).toBeLessThan(5)
  // Errors too: the app reads Date from every answer.
  const missing = await stack.api.get(`${BASE}/orders/0x1234`)
  expect(errorTypeOf(missing)).toBe('InvalidParameter')
  expect(offBy(missing)).toBeLessThan(5)
})
