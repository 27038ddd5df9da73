import { zeroAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import { CANCELLATION_ERROR_TYPES } from './errors'
import { describeError } from './error-descriptions'
import { cancelOrder, cancelOrders } from './orderbook-cancellation'
import { getVersion, postOrder } from './orderbook'
import { getAppData, putAppData } from './orderbook-app-data'
import { getSolverCompetition, getSolverCompetitionByTxHash } from './orderbook-competition'
import * as fx from './test-fixtures'

const API = fx.URLS.orderbookApi

describe('cancellation', () => {
  const uidA = fx.uidOf(fx.orderData())
  const uidB = fx.uidOf(fx.orderData({ validTo: 5 }))

  it('batch: DELETE /orders with {orderUids, signature, signingScheme}', async () => {
    const fetch = fx.fakeFetch(() => fx.json(200, 'Cancelled'))
    const { data, meta } = await cancelOrders(fx.testContext(fetch), {
      orderUids: [uidA, uidB],
      signature: fx.FAKE_SIGNATURE,
      signingScheme: 'eip712',
    })
    expect(data).toBeUndefined()
    expect(meta.status).toBe(200)
    expect(fetch.calls[0]).toMatchObject({
      method: 'DELETE',
      url: `${API}/v1/orders`,
      body: { orderUids: [uidA, uidB], signature: fx.FAKE_SIGNATURE, signingScheme: 'eip712' },
    })
  })

  it('single: DELETE /orders/{uid} with {signature, signingScheme}', async () => {
    const fetch = fx.fakeFetch(() => fx.json(200, 'Cancelled'))
    await cancelOrder(fx.testContext(fetch), {
      uid: uidA,
      signature: fx.FAKE_SIGNATURE,
      signingScheme: 'ethsign',
    })
    expect(fetch.calls[0]).toMatchObject({
      method: 'DELETE',
      url: `${API}/v1/orders/${uidA}`,
      body: { signature: fx.FAKE_SIGNATURE, signingScheme: 'ethsign' },
    })
  })

  it.each(CANCELLATION_ERROR_TYPES)('reports %s', async (errorType) => {
    const fetch = fx.fakeFetch(() => fx.json(400, { errorType, description: '' }))
    const error = await fx.apiFailure(
      cancelOrder(fx.testContext(fetch), {
        uid: uidA,
        signature: fx.FAKE_SIGNATURE,
        signingScheme: 'eip712',
      }),
    )
    expect(error.errorType).toBe(errorType)
    expect(describeError(error).sentence).not.toContain(errorType)
  })

  it('counts AlreadyCancelled on a retry as success', async () => {
    vi.useFakeTimers()
    const fetch = fx.fakeFetch(
      fx.sequence(
        () => {
          throw new TypeError('connection reset')
        },
        () => fx.json(400, { errorType: 'AlreadyCancelled', description: '' }),
      ),
    )
    const promise = cancelOrders(fx.testContext(fetch), {
      orderUids: [uidA],
      signature: fx.FAKE_SIGNATURE,
      signingScheme: 'eip712',
    })
    await vi.advanceTimersByTimeAsync(1000)
    await expect(promise).resolves.toMatchObject({ meta: { attempts: 2 } })
  })

  it('refuses what only an on-chain transaction can cancel, or nothing at all', async () => {
    const fetch = fx.fakeFetch(() => fx.json(200, 'Cancelled'))
    const presign = await fx.apiFailure(
      cancelOrder(fx.testContext(fetch), {
        uid: uidA,
        signature: fx.FAKE_SIGNATURE,
        signingScheme: 'presign' as 'eip712',
      }),
    )
    expect(presign.kind.type).toBe('invalidRequest')
    const none = await fx.apiFailure(
      cancelOrders(fx.testContext(fetch), {
        orderUids: [],
        signature: fx.FAKE_SIGNATURE,
        signingScheme: 'eip712',
      }),
    )
    expect(none.kind.type).toBe('invalidRequest')
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('app data', () => {
  it('PUT: 201 when new, 200 when known', async () => {
    const fetch = fx.fakeFetch(
      fx.sequence(
        () => fx.json(201, fx.APP_DATA_HASH),
        () => fx.json(200, fx.APP_DATA_HASH),
      ),
    )
    const first = await putAppData(fx.testContext(fetch), fx.APP_DATA_HASH, fx.APP_DATA_DOC)
    const second = await putAppData(fx.testContext(fetch), fx.APP_DATA_HASH, fx.APP_DATA_DOC)
    expect(first.data).toEqual({ hash: fx.APP_DATA_HASH, created: true })
    expect(second.data).toEqual({ hash: fx.APP_DATA_HASH, created: false })
    expect(fetch.calls[0]).toMatchObject({
      method: 'PUT',
      url: `${API}/v1/app_data/${fx.APP_DATA_HASH}`,
      body: { fullAppData: fx.APP_DATA_DOC },
    })
  })

  it('PUT: refuses a hash that is not the document’s', async () => {
    const fetch = fx.fakeFetch(() => fx.json(201, fx.APP_DATA_HASH))
    const error = await fx.apiFailure(
      putAppData(fx.testContext(fetch), appDataHash('{}'), fx.APP_DATA_DOC),
    )
    expect(error.kind.type).toBe('invalidRequest')
    expect(error.message).toContain(fx.APP_DATA_HASH)
    expect(
      (await fx.apiFailure(putAppData(fx.testContext(fetch), '0x1234', fx.APP_DATA_DOC))).kind.type,
    ).toBe('invalidRequest')
    expect(fetch.calls).toHaveLength(0)
  })

  it('PUT: reports InvalidAppData', async () => {
    const fetch = fx.fakeFetch(() =>
      fx.json(400, { errorType: 'InvalidAppData', description: 'bad' }),
    )
    expect(
      (await fx.apiFailure(putAppData(fx.testContext(fetch), fx.APP_DATA_HASH, fx.APP_DATA_DOC)))
        .errorType,
    ).toBe('InvalidAppData')
  })

  it('GET returns the document', async () => {
    const fetch = fx.fakeFetch(() => fx.json(200, { fullAppData: fx.APP_DATA_DOC }))
    const { data } = await getAppData(fx.testContext(fetch), fx.APP_DATA_HASH)
    expect(data).toBe(fx.APP_DATA_DOC)
    expect(fetch.calls[0]?.url).toBe(`${API}/v1/app_data/${fx.APP_DATA_HASH}`)
  })
})

describe('solver competition', () => {
  const competition = {
    auctionId: 9_000_001,
    auctionStartBlock: 19_000_000,
    transactionHashes: [`0x${'aa'.repeat(32)}`],
    referenceScores: { '0x4339889FD9dFCa20a423fbA011e9dfF1C856CAEb': '1000' },
    auction: {
      orders: [fx.uidOf(fx.orderData())],
      prices: { [fx.WETH.toLowerCase()]: '1000000000000000000' },
    },
    solutions: [
      {
        solver: 'baseline',
        solverAddress: '0x4339889FD9dFCa20a423fbA011e9dfF1C856CAEb',
        score: '123456',
        ranking: 1,
        isWinner: true,
        clearingPrices: {
          [fx.WETH.toLowerCase()]: '2500',
          [fx.USDC.toLowerCase()]: '1000000000000',
        },
        orders: [{ id: fx.uidOf(fx.orderData()), sellAmount: '10', buyAmount: '20' }],
        txHash: `0x${'aa'.repeat(32)}`,
      },
    ],
  }

  it('uses the v2 path', async () => {
    const fetch = fx.fakeFetch(() => fx.json(200, competition))
    const { data } = await getSolverCompetition(fx.testContext(fetch), 9_000_001)
    expect(fetch.calls.map((c) => c.url)).toEqual([`${API}/v2/solver_competition/9000001`])
    expect(data.solutions[0]).toMatchObject({ score: 123456n, isWinner: true, ranking: 1 })
    expect(data.solutions[0]?.clearingPrices[fx.WETH.toLowerCase()]).toBe(2500n)
    expect(data.auction.prices[fx.WETH.toLowerCase()]).toBe(10n ** 18n)
    expect(data.referenceScores['0x4339889FD9dFCa20a423fbA011e9dfF1C856CAEb']).toBe(1000n)
  })

  it('falls back to the spec’s v1 path on 404', async () => {
    const fetch = fx.fakeFetch((r) =>
      r.url.includes('/v2/') ? new Response(null, { status: 404 }) : fx.json(200, competition),
    )
    const { data } = await getSolverCompetition(fx.testContext(fetch), 'latest')
    expect(fetch.calls.map((c) => c.url)).toEqual([
      `${API}/v2/solver_competition/latest`,
      `${API}/v1/solver_competition/latest`,
    ])
    expect(data.auctionId).toBe(9_000_001)
  })

  it('reports the v2 answer when both are 404', async () => {
    const fetch = fx.fakeFetch((r) =>
      r.url.includes('/v2/')
        ? fx.json(404, { errorType: 'NotFound', description: 'no competition for this auction' })
        : new Response(null, { status: 404 }),
    )
    const error = await fx.apiFailure(getSolverCompetition(fx.testContext(fetch), 1))
    expect(error.errorType).toBe('NotFound')
  })

  it('does not fall back on other errors', async () => {
    const fetch = fx.fakeFetch(() =>
      fx.json(400, { errorType: 'InvalidParameter', description: '' }),
    )
    await fx.apiFailure(getSolverCompetition(fx.testContext(fetch), 1))
    expect(fetch.calls).toHaveLength(1)
  })

  it('by transaction hash', async () => {
    const tx = `0x${'aa'.repeat(32)}`
    const fetch = fx.fakeFetch(() => fx.json(200, competition))
    await getSolverCompetitionByTxHash(fx.testContext(fetch), tx)
    expect(fetch.calls[0]?.url).toBe(`${API}/v2/solver_competition/by_tx_hash/${tx}`)
    expect(
      (await fx.apiFailure(getSolverCompetitionByTxHash(fx.testContext(fetch), '0xabc'))).kind.type,
    ).toBe('invalidRequest')
    expect((await fx.apiFailure(getSolverCompetition(fx.testContext(fetch), -1))).kind.type).toBe(
      'invalidRequest',
    )
  })
})

describe('getVersion', () => {
  it('reads the text/plain answer {branch}@{sha} the real service sends', async () => {
    const fetch = fx.fakeFetch(() =>
      fx.plainText(200, 'v2.300.0@6a3e4f1c2b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f\n'),
    )
    const { data } = await getVersion(fx.testContext(fetch))
    expect(data).toEqual({
      version: 'v2.300.0@6a3e4f1c2b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f',
      branch: 'v2.300.0',
      commit: '6a3e4f1c2b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f',
    })
    expect(fetch.calls[0]?.url).toBe(`${API}/v1/version`)
    expect(fetch.calls[0]?.headers.accept).toBe('text/plain, application/json')
  })

  it('keeps a describe without @ whole', async () => {
    const fetch = fx.fakeFetch(() => fx.plainText(200, 'v2.300.0-3-g6a3e4f1'))
    expect((await getVersion(fx.testContext(fetch))).data).toEqual({
      version: 'v2.300.0-3-g6a3e4f1',
    })
  })

  it('an empty answer is an invalid response, an error answer is read as JSON', async () => {
    const empty = fx.fakeFetch(() => fx.plainText(200, '  '))
    expect((await fx.apiFailure(getVersion(fx.testContext(empty)))).kind).toMatchObject({
      type: 'invalidResponse',
      issues: [expect.stringMatching(/empty/)],
    })
    const missing = fx.fakeFetch(() =>
      fx.json(404, { errorType: 'NotFound', description: 'no such route' }),
    )
    expect((await fx.apiFailure(getVersion(fx.testContext(missing)))).kind).toMatchObject({
      type: 'orderbook',
      errorType: 'NotFound',
      status: 404,
    })
  })
})

describe('context', () => {
  it('derives the base URLs from chain and environment when none are given', async () => {
    const fetch = fx.fakeFetch(() => fx.json(200, 'v'))
    await getVersion({ ...fx.testContext(fetch), urls: undefined, chainId: 100, env: 'staging' })
    expect(fetch.calls[0]?.url).toBe('https://barn.api.cow.fi/xdai/api/v1/version')
  })

  it('receiver zero address is sent as null', async () => {
    const fetch = fx.fakeFetch(() => fx.json(201, fx.uidOf(fx.orderData())))
    await postOrder(fx.testContext(fetch), {
      order: fx.orderData({ receiver: zeroAddress }),
      signingScheme: 'eip712',
      signature: fx.FAKE_SIGNATURE,
    })
    expect(fetch.calls[0]?.body).toMatchObject({ receiver: null })
  })
})
