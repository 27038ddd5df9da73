import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ethFlowOrder,
  hashFormOrder,
  hooksOrder,
  malformed,
  partiallyFilledLimitOrder,
  presignPendingOrder,
  REAL,
  refundedEthFlowOrder,
  UINT32_MAX,
  withExtraFields,
  withNewStatus,
  withNulls,
  allRealShapedOrders,
} from './fixtures/real-service'
import { getOrderStatus } from './orderbook-competition'
import {
  getAccountOrders,
  getOrder,
  getOrdersByUids,
  getQuote,
  UNREADABLE_ORDER,
} from './orderbook'
import { resetSkippedReports } from './read-list'
import { fakeFetch, json, testContext, URLS } from './test-fixtures'
import { isEthFlowOrder, orderDeadline, orderTrader, toOrder } from './types'
import { competitionStatusSchema } from '@batchswap/contract/wire/competition'
import { orderReadSchema, orderSchema } from '@batchswap/contract/wire/orders'
import { ApiError } from './errors'

const API = URLS.orderbookApi
const NOW = 1_900_000_000
const OWNER = REAL.trader

let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  resetSkippedReports()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  warn.mockRestore()
})

function read(order: Record<string, unknown>) {
  return toOrder(orderReadSchema.parse(order))
}

describe('real-shaped orders (openapi.yml)', () => {
  it('reads every documented shape', () => {
    for (const order of allRealShapedOrders(NOW)) {
      expect(() => read(order)).not.toThrow()
    }
  })

  it('reads an eth-flow order: the deadline is userValidTo, the trader is onchainUser', () => {
    const order = read(ethFlowOrder(NOW + 1800))
    expect(order.validTo).toBe(UINT32_MAX)
    expect(isEthFlowOrder(order)).toBe(true)
    expect(orderDeadline(order)).toBe(NOW + 1800)
    expect(orderTrader(order).toLowerCase()).toBe(REAL.trader)
    expect(order.owner.toLowerCase()).toBe(REAL.ethFlow)
    expect(order.onchainOrderData).toEqual({ sender: REAL.trader, placementError: undefined })
    expect(order.ethflowData).toEqual({ refundTxHash: undefined, userValidTo: NOW + 1800 })
  })

  it('keeps the refund transaction of a refunded eth-flow order', () => {
    const order = read(refundedEthFlowOrder(NOW - 600))
    expect(order.ethflowData?.refundTxHash).toBe(`0x${'5e'.repeat(32)}`)
    expect(order.status).toBe('expired')
  })

  it('reads the stored quote, interactions and executed fee', () => {
    const limit = read(partiallyFilledLimitOrder(NOW + 60))
    expect(limit.quote?.sellTokenPrice).toBe(0.0004)
    expect(limit.quote?.solver?.toLowerCase()).toBe(REAL.solver)
    expect(limit.executedFee).toBe(1_200_000n)
    const hooks = read(hooksOrder(NOW + 60))
    expect(hooks.interactions.pre).toHaveLength(1)
    expect(hooks.interactions.post[0]?.callData).toBe('0x2e1a7d4d')
  })

  it('reads fullAppData: null and a hash-form appData', () => {
    const order = read(hashFormOrder(NOW + 60))
    expect(order.fullAppData).toBeUndefined()
    expect(order.appDataHash).toBe(`0x${'00'.repeat(32)}`)
    expect(order.quote).toBeUndefined()
  })

  it('reads a presign order waiting for its signature', () => {
    const order = read(presignPendingOrder(NOW + 60))
    expect(order.status).toBe('presignaturePending')
    expect(order.signingScheme).toBe('presign')
    expect(order.signature).toBe('0x')
  })
})

describe('mutated orders', () => {
  it('maps a status the app does not know to unknown, keeping the raw value', () => {
    const order = read(withNewStatus(presignPendingOrder(NOW + 60)))
    expect(order.status).toBe('unknown')
    expect(order.unrecognized).toEqual({ status: 'awaitingSettlement' })
  })

  it('maps an unknown class and signing scheme the same way', () => {
    const order = read({ ...hooksOrder(NOW), class: 'twap', signingScheme: 'eip7702' })
    expect(order.class).toBe('unknown')
    expect(order.signingScheme).toBe('unknown')
    expect(order.unrecognized).toEqual({ class: 'twap', signingScheme: 'eip7702' })
  })

  it('lets extra fields pass and accepts null wherever the service may send it', () => {
    const order = read(withNulls(withExtraFields(ethFlowOrder(NOW + 60))))
    expect(order.ethflowData).toBeUndefined()
    expect(order.interactions).toEqual({ pre: [], post: [] })
    expect(order.executedFee).toBeUndefined()
  })

  it('still rejects an order whose signed amounts cannot be read', () => {
    expect(orderReadSchema.safeParse(malformed(hooksOrder(NOW))).success).toBe(false)
    expect(orderReadSchema.safeParse({ ...hooksOrder(NOW), kind: 'swap' }).success).toBe(false)
  })

  it('keeps the contract strict for the sandbox: orderSchema refuses a new status', () => {
    expect(orderSchema.safeParse(withNewStatus(hooksOrder(NOW))).success).toBe(false)
    expect(competitionStatusSchema.safeParse({ type: 'settling' }).success).toBe(false)
  })
})

describe('lists drop one bad order, never the list', () => {
  const page = () => [
    ethFlowOrder(NOW + 1800),
    malformed(hooksOrder(NOW)),
    withNewStatus(partiallyFilledLimitOrder(NOW + 60)),
    withExtraFields(presignPendingOrder(NOW + 60)),
    'not an order',
  ]

  it('account orders: reads the rest, reports the skipped in meta and counts the raw length', async () => {
    const fetch = fakeFetch(() => json(200, page()))
    const { data, meta } = await getAccountOrders(testContext(fetch), {
      owner: OWNER,
      limit: 5,
    })
    expect(data).toHaveLength(3)
    expect(data.map((o) => o.status)).toEqual(['open', 'unknown', 'presignaturePending'])
    expect(meta.listLength).toBe(5)
    expect(meta.skipped).toHaveLength(2)
    expect(meta.skipped?.[0]).toMatchObject({
      endpoint: 'accountOrders',
      index: 1,
      uid: String(hooksOrder(NOW).uid),
    })
    expect(meta.skipped?.[0]?.issues.join()).toMatch(/sellAmount/)
  })

  it('reports each skipped order to the console once, however often the list is polled', async () => {
    const fetch = fakeFetch(() => json(200, page()))
    await getAccountOrders(testContext(fetch), { owner: OWNER })
    await getAccountOrders(testContext(fetch), { owner: OWNER })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/accountOrders: left out 0x/)
  })

  it('still fails when the envelope is not a list', async () => {
    const fetch = fakeFetch(() => json(200, { orders: [] }))
    const error = await getAccountOrders(testContext(fetch, { retry: { maxAttempts: 1 } }), {
      owner: OWNER,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind.type).toBe('invalidResponse')
  })

  it('by_uids: a malformed order entry is skipped, error entries and good orders stay', async () => {
    const good = hooksOrder(NOW)
    const bad = malformed(partiallyFilledLimitOrder(NOW))
    const errorUid = String(presignPendingOrder(NOW).uid)
    const fetch = fakeFetch(() =>
      json(200, [
        { order: bad },
        { order: withNewStatus(good) },
        { error: { uid: errorUid, description: 'conversion failed' } },
        { something: 'else' },
      ]),
    )
    const uids = [String(good.uid), String(bad.uid), errorUid]
    const { data, meta } = await getOrdersByUids(testContext(fetch), uids)
    expect(data.orders.map((o) => o.uid)).toEqual([good.uid])
    expect(data.orders[0]?.status).toBe('unknown')
    expect(data.errors).toEqual([
      { uid: String(bad.uid), description: UNREADABLE_ORDER },
      { uid: errorUid, description: 'conversion failed' },
    ])
    expect(data.skipped?.map((s) => s.uid)).toEqual([String(bad.uid), undefined])
    expect(meta.skipped).toHaveLength(2)
    // The skipped order is not "missing": the service has it, the app cannot read it.
    expect(data.missing).toEqual([])
  })

  it('a single order with a new status reads as unknown', async () => {
    const order = withNewStatus(hooksOrder(NOW))
    const fetch = fakeFetch(() => json(200, order))
    const { data } = await getOrder(testContext(fetch), String(order.uid))
    expect(data.status).toBe('unknown')
    expect(fetch.calls[0]?.url).toBe(`${API}/v1/orders/${String(order.uid)}`)
  })

  it('a competition state the app does not know reads as unknown', async () => {
    const fetch = fakeFetch(() =>
      json(200, { type: 'settling', value: [{ solver: 'baseline', executedAmounts: null }] }),
    )
    const { data } = await getOrderStatus(testContext(fetch), String(hooksOrder(NOW).uid))
    expect(data).toEqual({
      type: 'unknown',
      unrecognizedType: 'settling',
      value: [{ solver: 'baseline', executedAmounts: undefined }],
    })
  })
})

describe('requests stay strict', () => {
  it('never sends a signing scheme the spec does not allow', async () => {
    const fetch = fakeFetch(() => json(200, {}))
    const error = await getQuote(testContext(fetch), {
      sellToken: REAL.weth,
      buyToken: REAL.usdc,
      from: REAL.trader,
      kind: 'sell',
      sellAmountBeforeFee: 1n,
      // A value read from an order must not leak back into a request.
      signingScheme: 'unknown' as never,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind.type).toBe('invalidRequest')
    expect(fetch.calls).toHaveLength(0)
  })
})
