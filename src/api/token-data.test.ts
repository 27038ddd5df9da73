import { describe, expect, it } from 'vitest'
import { describeError } from './error-descriptions'
import {
  getSlippageTolerance,
  getTopHolders,
  getUsdPrice,
  getVolatilityDetails,
  NATIVE_TOKEN,
} from './token-data'
import { apiFailure, fakeFetch, json, testContext, URLS, USDC, WETH } from './test-fixtures'

const once = { retry: { maxAttempts: 1 } }

describe('getUsdPrice', () => {
  it('returns the price and the max-age it was sent with', async () => {
    const fetch = fakeFetch(() =>
      json(200, { price: 3512.27 }, { 'cache-control': 'public, max-age=60' }),
    )
    const { data, meta } = await getUsdPrice(testContext(fetch), WETH)
    expect(data).toBe(3512.27)
    expect(meta.maxAgeSeconds).toBe(60)
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      url: `${URLS.tokenData}/tokens/${WETH}/usdPrice`,
    })
  })

  it("asks for the native token with '-'", async () => {
    const fetch = fakeFetch(() => json(200, { price: 1 }))
    const { meta } = await getUsdPrice(testContext(fetch), NATIVE_TOKEN)
    expect(fetch.calls[0]?.url).toBe(`${URLS.tokenData}/tokens/-/usdPrice`)
    expect(meta.maxAgeSeconds).toBeUndefined()
  })

  it('404 {message: "Price not found"} reads as "no USD price"', async () => {
    const fetch = fakeFetch(() => json(404, { message: 'Price not found' }))
    const error = await apiFailure(getUsdPrice(testContext(fetch), USDC))
    expect(error.kind).toEqual({ type: 'tokenData', message: 'Price not found', status: 404 })
    expect(describeError(error).title).toBe('Price unavailable')
    expect(fetch.calls).toHaveLength(1)
  })

  it('refuses a bad address before it can make a bad URL', async () => {
    const fetch = fakeFetch(() => json(200, { price: 1 }))
    const error = await apiFailure(getUsdPrice(testContext(fetch), '0xabc/../../x' as typeof WETH))
    expect(error.kind.type).toBe('invalidRequest')
    expect(fetch.calls).toHaveLength(0)
  })

  it('500 is a service problem, retried then reported', async () => {
    const fetch = fakeFetch(() => json(500, { message: 'Internal error' }))
    const error = await apiFailure(getUsdPrice(testContext(fetch, once), WETH))
    expect(describeError(error).title).toBe('Token data unavailable')
  })
})

describe('getTopHolders', () => {
  it('returns bigint balances', async () => {
    const fetch = fakeFetch(() =>
      json(200, [
        {
          address: '0x28C6c06298d514Db089934071355E5743bf21d60',
          balance: '123456789012345678901234',
        },
        { address: '0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549', balance: '1' },
      ]),
    )
    const { data } = await getTopHolders(testContext(fetch), WETH)
    expect(fetch.calls[0]?.url).toBe(`${URLS.tokenData}/tokens/${WETH}/topHolders`)
    expect(data[0]?.balance).toBe(123456789012345678901234n)
    expect(data[1]).toEqual({ address: '0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549', balance: 1n })
  })

  it('404 {message: "Token holders not found"}', async () => {
    const fetch = fakeFetch(() => json(404, { message: 'Token holders not found' }))
    const error = await apiFailure(getTopHolders(testContext(fetch), WETH))
    expect(describeError(error).title).toBe('No holders found')
  })

  it('rejects a balance that is not an integer string', async () => {
    const fetch = fakeFetch(() => json(200, [{ address: WETH, balance: '1.5' }]))
    expect((await apiFailure(getTopHolders(testContext(fetch), WETH))).kind.type).toBe(
      'invalidResponse',
    )
  })
})

describe('getSlippageTolerance', () => {
  it('sends every optional parameter and returns bps with max-age', async () => {
    const fetch = fakeFetch(() =>
      json(200, { slippageBps: 42 }, { 'cache-control': 'max-age=120, public' }),
    )
    const { data, meta } = await getSlippageTolerance(testContext(fetch), {
      base: WETH,
      quote: USDC,
      orderKind: 'sell',
      partiallyFillable: false,
      sellAmount: 10n ** 18n,
      buyAmount: 2_500_000_000n,
      expirationTimeInSeconds: 1800,
      feeAmount: 1_500_000_000_000_000n,
    })
    expect(data).toEqual({ slippageBps: 42 })
    expect(meta.maxAgeSeconds).toBe(120)
    const url = new URL(fetch.calls[0]?.url ?? '')
    expect(url.pathname).toBe(`/1/markets/${WETH}-${USDC}/slippageTolerance`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderKind: 'sell',
      partiallyFillable: 'false',
      sellAmount: '1000000000000000000',
      buyAmount: '2500000000',
      expirationTimeInSeconds: '1800',
      feeAmount: '1500000000000000',
    })
  })

  it('sends no query without refinements', async () => {
    const fetch = fakeFetch(() => json(200, { slippageBps: 0 }))
    await getSlippageTolerance(testContext(fetch), { base: WETH, quote: USDC })
    expect(fetch.calls[0]?.url).toBe(`${URLS.tokenData}/markets/${WETH}-${USDC}/slippageTolerance`)
  })

  it.each([
    [{ expirationTimeInSeconds: -5 }, /expirationTimeInSeconds/],
    [{ expirationTimeInSeconds: Number.NaN }, /expirationTimeInSeconds/],
    [{ sellAmount: -1n }, /sellAmount/],
    [{ orderKind: 'swap' as 'sell' }, /orderKind/],
  ])('refuses %o before sending', async (extra, message) => {
    const fetch = fakeFetch(() => json(200, { slippageBps: 0 }))
    const error = await apiFailure(
      getSlippageTolerance(testContext(fetch), { base: WETH, quote: USDC, ...extra }),
    )
    expect(error.kind.type).toBe('invalidRequest')
    expect(error.message).toMatch(message)
    expect(fetch.calls).toHaveLength(0)
  })

  it('refuses a bad base or quote address', async () => {
    const fetch = fakeFetch(() => json(200, { slippageBps: 0 }))
    const error = await apiFailure(
      getSlippageTolerance(testContext(fetch), { base: WETH, quote: '0x1' as typeof USDC }),
    )
    expect(error.message).toMatch(/quote token/)
    expect(fetch.calls).toHaveLength(0)
  })

  it('rejects bps outside 0..10000', async () => {
    const fetch = fakeFetch(() => json(200, { slippageBps: 20000 }))
    expect(
      (await apiFailure(getSlippageTolerance(testContext(fetch), { base: WETH, quote: USDC }))).kind
        .type,
    ).toBe('invalidResponse')
  })

  it('404 (insufficient history) reads as "no recommendation"', async () => {
    const fetch = fakeFetch(() => json(404, { message: 'Market data unavailable' }))
    const error = await apiFailure(
      getSlippageTolerance(testContext(fetch), { base: WETH, quote: USDC }),
    )
    expect(describeError(error).title).toBe('No slippage recommendation')
    expect(fetch.calls).toHaveLength(1)
  })
})

describe('getVolatilityDetails', () => {
  it('passes the object through', async () => {
    const body = {
      base: { token: WETH, volatility: 0.012 },
      quote: { token: USDC, volatility: 0.0001 },
    }
    const fetch = fakeFetch(() => json(200, body))
    const { data } = await getVolatilityDetails(testContext(fetch), { base: WETH, quote: USDC })
    expect(data).toEqual(body)
    expect(fetch.calls[0]?.url).toBe(`${URLS.tokenData}/markets/${WETH}-${USDC}/volatilityDetails`)
  })

  it('rejects a non-object', async () => {
    const fetch = fakeFetch(() => json(200, [1, 2]))
    expect(
      (await apiFailure(getVolatilityDetails(testContext(fetch), { base: WETH, quote: USDC }))).kind
        .type,
    ).toBe('invalidResponse')
  })
})
