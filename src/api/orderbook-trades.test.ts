import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { getTrades } from './orderbook-trades'
import { fakeFetch, json, OWNER, testContext, URLS, USDC, WETH } from './test-fixtures'

const UID = `0x${'ab'.repeat(56)}`
const TX = `0x${'cd'.repeat(32)}`

/** A trade as the real service sends it (cowprotocol/services model::trade). */
const wireTrade = {
  blockNumber: 1337,
  logIndex: 42,
  orderUid: UID,
  owner: OWNER,
  sellToken: WETH,
  buyToken: USDC,
  sellAmount: '1000000000000000000',
  sellAmountBeforeFees: '999000000000000000',
  buyAmount: '3000000000',
  txHash: TX,
  executedProtocolFees: [{ policy: { volume: { factor: 0.001 } }, amount: '3000000', token: USDC }],
  somethingNew: true,
}

describe('getTrades', () => {
  it('asks v2 by order with paging and reads amounts as bigint', async () => {
    const fetch = fakeFetch(() =>
      json(200, [wireTrade, { ...wireTrade, txHash: null, executedProtocolFees: undefined }]),
    )
    const { data } = await getTrades(testContext(fetch), { orderUid: UID, limit: 50 })
    expect(fetch.calls[0]?.url).toBe(
      `${URLS.orderbookApi}/v2/trades?orderUid=${UID}&offset=0&limit=50`,
    )
    expect(data[0]).toEqual({
      orderUid: UID,
      owner: OWNER,
      sellToken: WETH,
      buyToken: USDC,
      blockNumber: 1337,
      logIndex: 42,
      sellAmount: 10n ** 18n,
      sellAmountBeforeFees: 999n * 10n ** 15n,
      buyAmount: 3_000_000_000n,
      txHash: TX,
      executedProtocolFees: [
        { policy: { volume: { factor: 0.001 } }, amount: 3_000_000n, token: USDC },
      ],
    })
    expect(data[1]).toMatchObject({ txHash: null, executedProtocolFees: [] })
  })

  it('asks by owner; refuses bad input before sending and unreadable answers after', async () => {
    const fetch = fakeFetch(() => json(200, []))
    await getTrades(testContext(fetch), { owner: OWNER })
    expect(fetch.calls[0]?.url).toBe(
      `${URLS.orderbookApi}/v2/trades?owner=${OWNER}&offset=0&limit=10`,
    )
    await expect(getTrades(testContext(fetch), { orderUid: '0x12' })).rejects.toBeInstanceOf(
      ApiError,
    )
    await expect(
      getTrades(testContext(fetch), { owner: OWNER, limit: 1001 }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(fetch.calls).toHaveLength(1)
    const broken = fakeFetch(() => json(200, [{ ...wireTrade, buyAmount: '-1' }]))
    await expect(
      getTrades(testContext(broken, { retry: { maxAttempts: 1 } }), { owner: OWNER }),
    ).rejects.toMatchObject({
      kind: { type: 'invalidResponse' },
    })
  })
})
