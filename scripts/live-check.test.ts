import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cmsNotificationAnswer,
  competitionAnswer,
  ethFlowOrder,
  hooksOrder,
  malformed,
  nativePriceAnswer,
  quoteAnswer,
  slippageAnswer,
  topHoldersAnswer,
  usdPriceAnswer,
  withExtraFields,
  withNewStatus,
} from '@/api/fixtures/real-service'
import { resetSkippedReports } from '@/api/read-list'
import { fakeFetch, json, type RecordedRequest } from '@/api/test-fixtures'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import {
  DEFAULT_ACCOUNT,
  driftOf,
  formatResults,
  resolveNetwork,
  runLiveChecks,
  type CheckResult,
} from './live-check'
import { orderSchema } from '@batchswap/contract/wire/orders'

const NOW = Math.floor(Date.now() / 1000)

/** Answers as recorded from the real services' documented shapes, routed by path. */
function recordedServices(overrides: Partial<Record<string, () => Response>> = {}) {
  const orders = [
    ethFlowOrder(NOW + 1800),
    withExtraFields(withNewStatus(hooksOrder(NOW + 600))),
    malformed({ ...hooksOrder(NOW), uid: `0x${'ab'.repeat(56)}` }),
  ]
  const routes: [RegExp, () => Response][] = [
    [/\/quote$/, () => json(200, quoteAnswer(NOW))],
    [/\/native_price$/, () => json(200, nativePriceAnswer)],
    [/\/account\/.*\/orders\?/, () => json(200, orders)],
    [
      /\/by_uids$/,
      () =>
        json(
          200,
          orders.slice(0, 2).map((order) => ({ order })),
        ),
    ],
    [/\/status$/, () => json(200, competitionAnswer)],
    [/\/usdPrice$/, () => json(200, usdPriceAnswer)],
    [/\/topHolders$/, () => json(200, topHoldersAnswer)],
    [/\/slippageTolerance/, () => json(200, slippageAnswer)],
    [/\/notifications$/, () => json(200, [cmsNotificationAnswer])],
  ]
  return fakeFetch((request: RecordedRequest) => {
    for (const [pattern, answer] of routes) {
      const key = pattern.source
      if (pattern.test(request.url)) return (overrides[key] ?? answer)()
    }
    return json(404, { message: 'not routed' })
  })
}

function byName(results: readonly CheckResult[], name: string): CheckResult {
  const found = results.find((r) => r.name === name)
  if (!found) throw new Error(`no check ${name}`)
  return found
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetSkippedReports()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

describe('live check (parsing path, recorded shapes)', () => {
  it('calls every endpoint read-only through the API module, on the real paths', async () => {
    const fetch = recordedServices()
    const results = await runLiveChecks({ chain: CHAINS[137], env: 'production', fetch })
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ['quote', 'ok'],
      ['native price', 'ok'],
      ['account orders', 'ok'],
      ['orders by_uids', 'ok'],
      ['order status', 'ok'],
      ['USD price', 'ok'],
      ['top holders', 'ok'],
      ['slippage recommendation', 'ok'],
      ['notifications', 'ok'],
    ])
    const calls = fetch.calls.map((c) => `${c.method} ${c.url}`)
    expect(calls).toContain('POST https://api.cow.fi/polygon/api/v1/quote')
    expect(calls).toContain(
      `GET https://api.cow.fi/polygon/api/v1/account/${DEFAULT_ACCOUNT}/orders?offset=0&limit=10`,
    )
    expect(calls).toContain('POST https://api.cow.fi/polygon/api/v1/orders/by_uids')
    expect(calls.some((c) => c.startsWith('GET https://bff.cow.fi/137/tokens/'))).toBe(true)
    // Nothing that changes state: no order post, no cancellation, no app_data upload.
    expect(fetch.calls.every((c) => c.method === 'GET' || /\/(quote|by_uids)$/.test(c.url))).toBe(
      true,
    )
  })

  it('reports drift: new status, unknown fields and an order the app had to leave out', async () => {
    const results = await runLiveChecks({
      chain: CHAINS[137],
      env: 'staging',
      fetch: recordedServices(),
    })
    const orders = byName(results, 'account orders')
    expect(orders.summary).toMatch(
      /^2 of 3 recent orders read \(statuses: open, awaitingSettlement\)/,
    )
    expect(orders.drift.join('\n')).toMatch(
      /order 1: fields the app does not know: .*someFutureField/,
    )
    expect(orders.drift.join('\n')).toMatch(
      /order 1: status differs from the contract .*"awaitingSettlement"/,
    )
    expect(orders.drift.join('\n')).toMatch(/left out 0xabab.* sellAmount/)
    expect(byName(results, 'quote').drift).toEqual([])
    expect(byName(results, 'notifications').summary).toBe('1 notifications')
  })

  it('tells "no data" (404) from a failure, and keeps going after one', async () => {
    const results = await runLiveChecks({
      chain: CHAINS[59144],
      env: 'production',
      fetch: recordedServices({
        '\\/usdPrice$': () => json(404, { message: 'Price not found' }),
        '\\/quote$': () => json(200, { quote: 'not a quote' }),
      }),
    })
    expect(byName(results, 'USD price')).toMatchObject({ outcome: 'noData', status: 404 })
    expect(byName(results, 'quote').outcome).toBe('failed')
    expect(byName(results, 'top holders').outcome).toBe('ok')
    const report = formatResults(CHAINS[59144], results)
    expect(report).toMatch(/^Live check of Linea \(linea, chain 59144\)/)
    expect(report).toMatch(/FAIL production quote/)
    expect(report).toMatch(/9 checks, 1 failed/)
  })

  it('skips by_uids and the status when the account has no orders', async () => {
    const results = await runLiveChecks({
      chain: CHAINS[1],
      env: 'production',
      fetch: recordedServices({ '\\/account\\/.*\\/orders\\?': () => json(200, []) }),
    })
    expect(byName(results, 'orders by_uids').outcome).toBe('skipped')
    expect(byName(results, 'order status').outcome).toBe('skipped')
  })

  it('resolves --network by segment, short name or id, never the sandbox', () => {
    expect(resolveNetwork('bnb')?.id).toBe(56)
    expect(resolveNetwork('xdai')?.id).toBe(100)
    expect(resolveNetwork('57073')?.name).toBe('Ink')
    expect(resolveNetwork('sandbox')).toBeUndefined()
    expect(resolveNetwork('optimism')).toBeUndefined()
  })

  it('driftOf names fields and enum values the contract does not have', () => {
    const drift = driftOf('o', orderSchema, { ...withNewStatus(hooksOrder(NOW)), extra: 1 })
    expect(drift[0]).toBe('o: fields the app does not know: extra')
    expect(drift[1]).toMatch(/^o: status differs from the contract/)
    expect(driftOf('o', orderSchema, hooksOrder(NOW))).toEqual([])
  })
})
