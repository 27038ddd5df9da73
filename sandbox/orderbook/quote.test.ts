import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteResponseSchema } from '@batchswap/contract/wire/quote'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import {
  account,
  BASE,
  errorTypeOf,
  startTestStack,
  token,
  type TestStack,
} from '../testing/orderbook-stack'

const BANNED = account(7).address
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ banList: [BANNED] })
})
afterAll(async () => {
  await stack.stop()
})

const trader = account(0).address
const sellQuote = (overrides: Record<string, unknown> = {}) => ({
  sellToken: token('WETH'),
  buyToken: token('USDC'),
  from: trader,
  kind: 'sell',
  sellAmountBeforeFee: parseUnits('1', 18).toString(),
  ...overrides,
})

async function quote(body: unknown) {
  return stack.api.post(`${BASE}/quote`, body)
}

describe('POST /quote', () => {
  it('quotes a sell in the real shape, net of the network fee, and stores it', async () => {
    const before = Date.now()
    const response = await quote(sellQuote())
    expect(response.status).toBe(200)
    const parsed = quoteResponseSchema.parse(response.body)
    expect(response.headers.get('access-control-expose-headers')).toContain('Date')
    const q = parsed.quote
    const gross = parseUnits('1', 18)
    expect(BigInt(q.sellAmount) + BigInt(q.feeAmount)).toBe(gross)
    expect(BigInt(q.feeAmount)).toBeGreaterThan(0n)
    expect(q.gasAmount).toBe('150000')
    const chainGasPrice = await stack.clients.publicClient.getGasPrice()
    const quotedGasPrice = BigInt(q.gasPrice ?? '0')
    // The service caches the gas price for 2 s; anvil's base fee drifts slowly.
    expect(Number(quotedGasPrice) / Number(chainGasPrice)).toBeCloseTo(1, 1)
    // WETH and the native token follow one price walk; the live step between the two price
    // reads may differ in the last digits, so compare within 0.01 %.
    const nativeCost = 150000n * quotedGasPrice
    const drift = BigInt(q.feeAmount) - nativeCost
    expect(drift < 0n ? -drift : drift).toBeLessThanOrEqual(nativeCost / 10_000n)
    expect(q.sellTokenPrice).toBe('1')
    // ~3000 USDC per WETH.
    expect(Number(q.buyAmount) / 1e6).toBeGreaterThan(2000)
    expect(Number(q.buyAmount) / 1e6).toBeLessThan(4000)
    expect(parsed.from).toBe(trader)
    expect(parsed.verified).toBe(false)
    const expiresIn = Date.parse(parsed.expiration) - before
    expect(expiresIn).toBeGreaterThan(55_000)
    expect(expiresIn).toBeLessThan(70_000)
    expect(q).toMatchObject({
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
      appData: '{}',
      appDataHash: appDataHash('{}'),
    })
    expect(q.validTo).toBeGreaterThan(Math.floor(before / 1000) + 1700)
    const stored = await stack.service.context.db.getQuote(parsed.id ?? -1)
    expect(stored?.buyAmount.toString()).toBe(q.buyAmount)
  })

  it('quotes a buy and a sell-after-fee', async () => {
    const buy = quoteResponseSchema.parse(
      (
        await quote({
          sellToken: token('USDC'),
          buyToken: token('WETH'),
          from: trader,
          kind: 'buy',
          buyAmountAfterFee: parseUnits('1', 18).toString(),
          validFor: 600,
        })
      ).body,
    )
    expect(buy.quote.buyAmount).toBe(parseUnits('1', 18).toString())
    expect(Number(buy.quote.sellAmount) / 1e6).toBeGreaterThan(2000)
    const after = quoteResponseSchema.parse(
      (
        await quote(
          sellQuote({ sellAmountBeforeFee: undefined, sellAmountAfterFee: '1000000000000000000' }),
        )
      ).body,
    )
    expect(after.quote.sellAmount).toBe('1000000000000000000')
  })

  it('moves the price for large amounts (finite liquidity)', async () => {
    const unitPrice = async (weth: string) => {
      const q = quoteResponseSchema.parse(
        (await quote(sellQuote({ sellAmountBeforeFee: parseUnits(weth, 18).toString() }))).body,
      ).quote
      return Number(q.buyAmount) / Number(q.sellAmount)
    }
    const small = await unitPrice('1')
    const large = await unitPrice('400')
    expect(large).toBeLessThan(small * 0.9)
  })

  it('echoes an appData document with its hash, and checks appDataHash', async () => {
    const document = '{"appCode":"test"}'
    const ok = quoteResponseSchema.parse((await quote(sellQuote({ appData: document }))).body)
    expect(ok.quote.appData).toBe(document)
    expect(ok.quote.appDataHash).toBe(appDataHash(document))
    const mismatch = await quote(sellQuote({ appData: document, appDataHash: appDataHash('{}') }))
    expect(mismatch.status).toBe(400)
    expect(errorTypeOf(mismatch)).toBe('AppDataHashMismatch')
    const broken = await quote(sellQuote({ appData: '{not json' }))
    expect(errorTypeOf(broken)).toBe('InvalidAppData')
  })

  it.each([
    ['missing kind', sellQuote({ kind: undefined })],
    ['unknown kind', sellQuote({ kind: 'swap' })],
    ['missing amount', sellQuote({ sellAmountBeforeFee: undefined })],
    ['hex amount', sellQuote({ sellAmountBeforeFee: '0x10' })],
    ['decimal point', sellQuote({ sellAmountBeforeFee: '1.5' })],
    ['negative amount', sellQuote({ sellAmountBeforeFee: '-1' })],
    ['numeric amount', sellQuote({ sellAmountBeforeFee: 1000 })],
    ['zero amount', sellQuote({ sellAmountBeforeFee: '0' })],
    ['amount above uint256', sellQuote({ sellAmountBeforeFee: (2n ** 256n).toString() })],
    ['both sell amounts', sellQuote({ sellAmountAfterFee: '5' })],
    ['buy amount on a sell', sellQuote({ buyAmountAfterFee: '5' })],
    ['short address', sellQuote({ sellToken: '0x1234' })],
    ['missing from', sellQuote({ from: undefined })],
    ['same tokens', sellQuote({ buyToken: token('WETH') })],
    ['an array body', [sellQuote()]],
    ['a string body', 'quote please'],
  ])('answers InvalidParameter for %s', async (_name, body) => {
    const response = await quote(body)
    expect(response.status).toBe(400)
    expect(errorTypeOf(response)).toBe('InvalidParameter')
  })

  it('answers InvalidParameter for malformed JSON', async () => {
    const response = await fetch(`${stack.url}${BASE}/quote`, {
      method: 'POST',
      body: '{"sellToken": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errorType: 'InvalidParameter' })
  })

  it('answers UnsupportedToken for the UNSUPPORTED token and unknown tokens', async () => {
    const unsupported = await quote(sellQuote({ buyToken: token('UNSUPPORTED') }))
    expect(unsupported.status).toBe(400)
    expect(errorTypeOf(unsupported)).toBe('UnsupportedToken')
    const unknown = await quote(
      sellQuote({ sellToken: '0x000000000000000000000000000000000000dEaD' }),
    )
    expect(errorTypeOf(unknown)).toBe('UnsupportedToken')
  })

  it('answers NoLiquidity beyond half of the pool and for a token without price', async () => {
    const huge = await quote(sellQuote({ sellAmountBeforeFee: parseUnits('5000', 18).toString() }))
    expect(huge.status).toBe(400)
    expect(errorTypeOf(huge)).toBe('NoLiquidity')
    const noPrice = await quote(sellQuote({ buyToken: token('NOPRICE') }))
    expect(errorTypeOf(noPrice)).toBe('NoLiquidity')
    const hugeBuy = await quote({
      sellToken: token('USDC'),
      buyToken: token('WBTC'),
      from: trader,
      kind: 'buy',
      buyAmountAfterFee: parseUnits('80', 8).toString(),
    })
    expect(errorTypeOf(hugeBuy)).toBe('NoLiquidity')
  })

  it('answers SellAmountDoesNotCoverFee for a tiny sell', async () => {
    const response = await quote(
      sellQuote({ sellToken: token('USDC'), buyToken: token('WETH'), sellAmountBeforeFee: '100' }),
    )
    expect(response.status).toBe(400)
    expect(errorTypeOf(response)).toBe('SellAmountDoesNotCoverFee')
    const { data } = response.body as { data?: { fee_amount?: string } }
    expect(BigInt(data?.fee_amount ?? '0')).toBeGreaterThan(100n)
  })

  it('answers 403 Forbidden for a banned address', async () => {
    const response = await quote(sellQuote({ from: BANNED }))
    expect(response.status).toBe(403)
    expect(errorTypeOf(response)).toBe('Forbidden')
  })
})

describe('rate limits (spec 8)', () => {
  it('answers 429 RateLimited with Retry-After beyond ~10 quotes/s and ~5 posts/s', async () => {
    // A second service on the same chain with the default (spec) limits and a stopped clock,
    // so that no bucket refills while the requests arrive.
    const frozen = Date.now()
    const limited = await stack.startExtraService({ rateLimits: undefined, now: () => frozen })
    const post = (path: string, body: unknown) =>
      fetch(`${limited.url}${BASE}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
    const quotes = await Promise.all(Array.from({ length: 14 }, () => post('/quote', sellQuote())))
    const statuses = quotes.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
    const rejected = quotes.find((r) => r.status === 429)
    expect(rejected?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await rejected?.json()).toMatchObject({ errorType: 'RateLimited' })

    const posts = await Promise.all(Array.from({ length: 8 }, () => post('/orders', {})))
    const postStatuses = posts.map((r) => r.status)
    // The first 5 reach validation (400 for the empty order); the rest are throttled.
    expect(postStatuses.filter((s) => s === 400)).toHaveLength(5)
    expect(postStatuses.filter((s) => s === 429)).toHaveLength(3)
  })
})
