import { type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { describeError } from './error-descriptions'
import { getQuote, postOrder } from './orderbook'
import { PLAIN_SELL_TERMS } from './fixtures/real-service'
import {
  APP_DATA_DOC,
  APP_DATA_HASH,
  fakeFetch,
  json,
  orderData,
  OWNER,
  sequence,
  testContext,
  uidOf,
  URLS,
  USDC,
  WETH,
  wireQuote,
  quoteRequest,
  apiFailure,
  FAKE_SIGNATURE,
  orderCreation,
} from './test-fixtures'

const API = URLS.orderbookApi

describe('getQuote', () => {
  it('sends the request in wire form and returns a bigint quote', async () => {
    const fetch = fakeFetch(() => json(200, wireQuote()))
    const { data } = await getQuote(testContext(fetch), {
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'sell',
      sellAmountBeforeFee: 10n ** 18n,
      validFor: 1800,
      appData: APP_DATA_DOC,
      appDataHash: APP_DATA_HASH,
      priceQuality: 'verified',
      signingScheme: 'eip712',
    })
    expect(fetch.calls[0]).toMatchObject({ method: 'POST', url: `${API}/v1/quote` })
    expect(fetch.calls[0]?.body).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'sell',
      sellAmountBeforeFee: '1000000000000000000',
      validFor: 1800,
      appData: APP_DATA_DOC,
      appDataHash: APP_DATA_HASH,
      priceQuality: 'verified',
      signingScheme: 'eip712',
    })
    expect(data).toMatchObject({
      id: 417_309_312,
      verified: true,
      protocolFeeBps: 2,
      sellAmount: 998_500_000_000_000_000n,
      buyAmount: 2_496_250_000n,
      feeAmount: 1_500_000_000_000_000n,
      gasAmount: 103178,
      gasPrice: 12073241396,
      kind: 'sell',
      sellTokenBalance: 'erc20',
    })
    expect(data.receiver).toBeUndefined()
    expect(data.expiration).toEqual(new Date('2030-01-01T00:01:00.000Z'))
  })

  it('sends buy quotes with buyAmountAfterFee', async () => {
    const fetch = fakeFetch(() => json(200, wireQuote({ kind: 'buy' })))
    await getQuote(testContext(fetch), {
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'buy',
      buyAmountAfterFee: 2_500_000_000n,
      receiver: OWNER,
    })
    expect(fetch.calls[0]?.body).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'buy',
      buyAmountAfterFee: '2500000000',
      receiver: OWNER,
    })
  })

  it('corrects the expiry for clock skew and caps it at receipt + 60 s', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    // The server's clock is 10 s ahead; its quote expires 50 s after its now.
    const quote = { ...wireQuote(), expiration: '2030-01-01T00:01:00Z' }
    const fetch = fakeFetch(() => json(200, quote, { date: 'Tue, 01 Jan 2030 00:00:10 GMT' }))
    const { data } = await getQuote(
      testContext(fetch),
      quoteRequest({ kind: 'sell', sellAmountAfterFee: 5n }),
    )
    expect(data.clockSkewMs).toBe(10_000)
    expect(data.expiresAt).toEqual(new Date('2030-01-01T00:00:50Z'))

    const far = { ...wireQuote(), expiration: '2030-01-01T01:00:00Z' }
    const fetch2 = fakeFetch(() => json(200, far))
    const { data: capped } = await getQuote(
      testContext(fetch2),
      quoteRequest({ kind: 'sell', sellAmountAfterFee: 5n }),
    )
    expect(capped.clockSkewMs).toBe(0)
    expect(capped.expiresAt).toEqual(new Date('2030-01-01T00:01:00Z'))
  })

  it('refuses a bad request before sending', async () => {
    const fetch = fakeFetch(() => json(200, wireQuote()))
    const error = await apiFailure(
      getQuote(testContext(fetch), {
        sellToken: '0x1234' as Hex,
        buyToken: USDC,
        from: OWNER,
        kind: 'sell',
        sellAmountBeforeFee: -1n,
      }),
    )
    expect(error.kind.type).toBe('invalidRequest')
    expect(error.kind.type === 'invalidRequest' && error.kind.issues.join('\n')).toMatch(
      /sellToken/,
    )
    expect(error.kind.type === 'invalidRequest' && error.kind.issues.join('\n')).toMatch(
      /sellAmountBeforeFee/,
    )
    expect(fetch.calls).toHaveLength(0)
  })

  it.each([
    ['NoLiquidity', 'changeAmount'],
    ['SellAmountDoesNotCoverFee', 'changeAmount'],
    ['UnsupportedToken', 'changeToken'],
    ['InvalidParameter', 'fixInput'],
  ])('reports %s without retrying', async (errorType, action) => {
    const fetch = fakeFetch(() => json(400, { errorType, description: 'from the service' }))
    const error = await apiFailure(getQuote(testContext(fetch), quoteRequest()))
    expect(error.kind).toMatchObject({ type: 'orderbook', errorType, status: 400 })
    expect(error.endpoint).toBe('quote')
    expect(describeError(error).action).toBe(action)
    expect(fetch.calls).toHaveLength(1)
  })

  it('rejects a quote response in the wrong shape', async () => {
    const fetch = fakeFetch(() => json(200, { quote: { sellAmount: 12 }, expiration: 'x' }))
    const error = await apiFailure(getQuote(testContext(fetch), quoteRequest()))
    expect(error.kind.type).toBe('invalidResponse')
  })

  it('rejects an expiration that is not a date', async () => {
    const fetch = fakeFetch(() => json(200, { ...wireQuote(), expiration: 'soon' }))
    const error = await apiFailure(getQuote(testContext(fetch), quoteRequest()))
    expect(error.kind).toEqual({
      type: 'invalidResponse',
      issues: ['expiration: "soon" is not a date'],
    })
  })
})

describe('postOrder', () => {
  const creation = orderCreation({ from: OWNER, quoteId: 417_309_312 })
  const { order } = creation
  const uid = uidOf(order)

  it('posts the order in wire form and returns the UID', async () => {
    const fetch = fakeFetch(() => json(201, uid))
    const { data, meta } = await postOrder(testContext(fetch), creation, { expectedUid: uid })
    expect(data).toBe(uid)
    expect(meta.status).toBe(201)
    expect(fetch.calls[0]).toMatchObject({ method: 'POST', url: `${API}/v1/orders` })
    expect(fetch.calls[0]?.body).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      receiver: null,
      sellAmount: '1000000000000000000',
      buyAmount: '2500000000',
      validTo: 1_900_000_000,
      feeAmount: '0',
      ...PLAIN_SELL_TERMS,
      signature: FAKE_SIGNATURE,
      appData: APP_DATA_DOC,
      appDataHash: APP_DATA_HASH,
      from: OWNER,
      quoteId: 417_309_312,
    })
  })

  it('sends the hash form when no document is given, and a set receiver', async () => {
    const fetch = fakeFetch(() => json(201, uid))
    await postOrder(testContext(fetch), {
      order: { ...order, receiver: OWNER },
      signingScheme: 'presign',
      signature: '0x',
      from: OWNER,
    })
    expect(fetch.calls[0]?.body).toMatchObject({
      appData: APP_DATA_HASH,
      receiver: OWNER,
      signature: '0x',
    })
    expect(fetch.calls[0]?.body).not.toHaveProperty('appDataHash')
  })

  it('refuses an answer that is not the locally computed UID', async () => {
    const other = uidOf(orderData({ buyAmount: 1n }))
    const fetch = fakeFetch(() => json(201, other))
    const error = await apiFailure(postOrder(testContext(fetch), creation, { expectedUid: uid }))
    expect(error.kind.type).toBe('invalidResponse')
    expect(error.message).toContain(uid)
  })

  it('counts DuplicatedOrder on a retried post as success', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(
      sequence(
        () => json(500, { errorType: 'InternalServerError', description: '' }),
        () => json(400, { errorType: 'DuplicatedOrder', description: 'order already exists' }),
      ),
    )
    const promise = postOrder(testContext(fetch), creation, { expectedUid: uid })
    await vi.advanceTimersByTimeAsync(1000)
    const { data, meta } = await promise
    expect(data).toBe(uid)
    expect(meta.attempts).toBe(2)
    expect(fetch.calls).toHaveLength(2)
  })

  it('reports DuplicatedOrder on a first attempt as the error it is', async () => {
    const fetch = fakeFetch(() =>
      json(400, { errorType: 'DuplicatedOrder', description: 'order already exists' }),
    )
    const error = await apiFailure(postOrder(testContext(fetch), creation, { expectedUid: uid }))
    expect(error.errorType).toBe('DuplicatedOrder')
  })

  it('does not count DuplicatedOrder as success without a UID to vouch for', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(
      sequence(
        () => json(503, {}),
        () => json(400, { errorType: 'DuplicatedOrder', description: '' }),
      ),
    )
    const settled = apiFailure(postOrder(testContext(fetch), creation))
    await vi.advanceTimersByTimeAsync(1000)
    expect((await settled).errorType).toBe('DuplicatedOrder')
  })

  it.each([
    ['InsufficientAllowance', 400, 'approve'],
    ['InsufficientBalance', 400, 'changeAmount'],
    ['OrderExpired', 400, 'requote'],
    ['InvalidSignature', 400, 'retry'],
    ['InvalidAppData', 400, 'retry'],
    ['SellAmountOverflow', 400, 'changeAmount'],
    ['Forbidden', 403, 'none'],
  ])('reports %s (%i) once, with its next step', async (errorType, status, action) => {
    const fetch = fakeFetch(() => json(status, { errorType, description: 'd' }))
    const error = await apiFailure(postOrder(testContext(fetch), creation))
    expect(error.kind).toMatchObject({ type: 'orderbook', errorType, status })
    expect(describeError(error).action).toBe(action)
    expect(fetch.calls).toHaveLength(1)
  })

  it('refuses a malformed order or UID before sending', async () => {
    const fetch = fakeFetch(() => json(201, uid))
    expect(
      (await apiFailure(postOrder(testContext(fetch), creation, { expectedUid: '0x12' }))).kind
        .type,
    ).toBe('invalidRequest')
    expect(
      (await apiFailure(postOrder(testContext(fetch), { ...creation, signature: 'nothex' as Hex })))
        .kind,
    ).toMatchObject({ type: 'invalidRequest', issues: [expect.stringMatching(/^signature/)] })
    expect(fetch.calls).toHaveLength(0)
  })
})
