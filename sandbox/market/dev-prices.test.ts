/**
 * The price control (GET/PUT /sandbox/dev/prices) and its command-line form, against a real
 * service: what follows a price set by hand, and what bad input gets.
 */
import { createServer } from 'node:net'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { quoteResponseSchema } from '@batchswap/contract/wire/quote'
import {
  account,
  BASE,
  errorTypeOf,
  request,
  startTestStack,
  token,
  type ApiResponse,
  type TestStack,
} from '../testing/orderbook-stack'
import { PRICE_DRIFT_ON } from '../kernel/price-drift'
import { runPriceCommand } from '../price-command'
import { devPricesSchema, devSetPriceSchema, devTokenPriceSchema } from './dev-prices'

const WETH = token('WETH')
const USDC = token('USDC')
const PRICES = '/sandbox/dev/prices'

let stack: TestStack

beforeAll(async () => {
  // Token data and markets come with the settlement module; no loops run.
  stack = await startTestStack({ settlement: { solverIntervalMs: 0, indexerIntervalMs: 0 } })
})
afterAll(async () => {
  await stack.stop()
})

const put = (path: string, body: unknown) => stack.api.put(path, body)
const putRaw = (path: string, raw: string) => request(stack.url, 'PUT', path, undefined, { raw })
const priceSchema = z.object({ price: z.number() })

async function usdPrice(address: string): Promise<number> {
  const response = await stack.api.get(`/31337/tokens/${address}/usdPrice`)
  return priceSchema.parse(response.body).price
}

async function nativePrice(address: string): Promise<number> {
  const response = await stack.api.get(`${BASE}/token/${address}/native_price`)
  expect(response.status, response.text).toBe(200)
  return priceSchema.parse(response.body).price
}

async function quoteOneWeth(): Promise<bigint> {
  const response = await stack.api.post(`${BASE}/quote`, {
    sellToken: WETH,
    buyToken: USDC,
    from: account(0).address,
    kind: 'sell',
    sellAmountAfterFee: parseUnits('1', 18).toString(),
  })
  return BigInt(quoteResponseSchema.parse(response.body).quote.buyAmount)
}

function expectError(response: ApiResponse, status: number, errorType: string): void {
  expect(response.status, response.text).toBe(status)
  expect(errorTypeOf(response)).toBe(errorType)
}

describe('GET /sandbox/dev/prices', () => {
  it('lists every token with its USD price and the drift setting (off by default)', async () => {
    const response = await stack.api.get(PRICES)
    expect(response.status).toBe(200)
    const body = devPricesSchema.parse(response.body)
    expect(body.drift).toEqual({ on: false, volatilityScale: null })
    expect(body.tokens.map((t) => t.symbol)).toEqual([
      ...stack.service.context.config.tokens.map((t) => t.symbol),
    ])
    const weth = body.tokens.find((t) => t.symbol === 'WETH')
    expect(weth).toMatchObject({ address: WETH, decimals: 18, setAt: null })
    expect(weth?.usdPrice).toBe(await usdPrice(WETH))
    expect(body.tokens.find((t) => t.symbol === 'NOPRICE')?.usdPrice).toBeNull()
  })

  it('answers one token by symbol in any case, or by address', async () => {
    for (const name of ['WETH', 'weth', WETH, WETH.toLowerCase()]) {
      const response = await stack.api.get(`${PRICES}/${name}`)
      expect(response.status, name).toBe(200)
      expect(devTokenPriceSchema.parse(response.body).address).toBe(WETH)
    }
    expectError(await stack.api.get(`${PRICES}/FOO`), 400, 'UnknownToken')
  })
})

describe('PUT /sandbox/dev/prices/{token}', () => {
  it('sets a price at once: USD and native prices, quotes and market data follow', async () => {
    const before = await usdPrice(WETH)
    const quoteBefore = await quoteOneWeth()
    const usdc = await usdPrice(USDC)

    const response = await put(`${PRICES}/WETH`, { usdPrice: 3300 })
    expect(response.status, response.text).toBe(200)
    const set = devSetPriceSchema.parse(response.body)
    expect(set).toMatchObject({ address: WETH, symbol: 'WETH', usdPrice: 3300 })
    expect(set.previousUsdPrice).toBe(before)
    expect(Date.now() - Date.parse(set.setAt ?? '')).toBeLessThan(60_000)

    expect(await usdPrice(WETH)).toBe(3300)
    expect(await usdPrice(USDC)).toBe(usdc)
    expect(await nativePrice(WETH)).toBeCloseTo(1, 12)
    expect((await nativePrice(USDC)) / ((usdc / 3300) * 1e12)).toBeCloseTo(1, 9)
    // The quote moves with the price (the fee is in WETH here: it does not move in WETH).
    // To 3 places, not 4: the market drifts by default between the reads of `before` and
    // `quoteBefore`, and on a loaded machine that gap alone moved the ratio by 5e-5.
    const ratio = Number(await quoteOneWeth()) / Number(quoteBefore)
    expect(ratio).toBeCloseTo(3300 / before, 3)

    const pair = `${WETH}-${USDC}`
    const details = await stack.api.get(`/31337/markets/${pair}/volatilityDetails`)
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({
      baseToken: { usdPrice: 3300 },
      pair: { price: 3300 / usdc },
    })
    const slippage = await stack.api.get(`/31337/markets/${pair}/slippageTolerance`)
    expect(slippage.status).toBe(200)

    const listed = devPricesSchema.parse((await stack.api.get(PRICES)).body)
    expect(listed.tokens.find((t) => t.symbol === 'WETH')).toMatchObject({
      usdPrice: 3300,
      setAt: set.setAt,
    })
  })

  it('takes an address in place of the symbol, and the latest setting wins', async () => {
    expect((await put(`${PRICES}/${WETH.toLowerCase()}`, { usdPrice: 2900.5 })).status).toBe(200)
    expect((await put(`${PRICES}/weth`, { usdPrice: 3100 })).status).toBe(200)
    expect(await usdPrice(WETH)).toBe(3100)
  })

  it('answers bad input with 400 and {errorType, description}, never a 500, and changes nothing', async () => {
    const before = await usdPrice(WETH)
    const cases: [string, () => Promise<ApiResponse>, string][] = [
      ['malformed JSON', () => putRaw(`${PRICES}/WETH`, '{"usdPrice": '), 'InvalidParameter'],
      ['empty body', () => putRaw(`${PRICES}/WETH`, ''), 'InvalidParameter'],
      ['an array', () => put(`${PRICES}/WETH`, [3300]), 'InvalidParameter'],
      ['null', () => put(`${PRICES}/WETH`, null), 'InvalidParameter'],
      ['a bare number', () => put(`${PRICES}/WETH`, 3300), 'InvalidParameter'],
      ['another field', () => put(`${PRICES}/WETH`, { price: 3300 }), 'InvalidParameter'],
      ['a string', () => put(`${PRICES}/WETH`, { usdPrice: '3300' }), 'InvalidParameter'],
      ['"NaN"', () => put(`${PRICES}/WETH`, { usdPrice: 'NaN' }), 'InvalidParameter'],
      ['null price', () => put(`${PRICES}/WETH`, { usdPrice: null }), 'InvalidParameter'],
      ['negative', () => put(`${PRICES}/WETH`, { usdPrice: -3300 }), 'InvalidPrice'],
      ['zero', () => put(`${PRICES}/WETH`, { usdPrice: 0 }), 'InvalidPrice'],
      ['minus zero', () => putRaw(`${PRICES}/WETH`, '{"usdPrice": -0}'), 'InvalidPrice'],
      ['infinite', () => putRaw(`${PRICES}/WETH`, '{"usdPrice": 1e999}'), 'InvalidPrice'],
      ['too large', () => put(`${PRICES}/WETH`, { usdPrice: 1e13 }), 'InvalidPrice'],
      ['too small', () => put(`${PRICES}/WETH`, { usdPrice: 1e-13 }), 'InvalidPrice'],
      ['unknown symbol', () => put(`${PRICES}/FOO`, { usdPrice: 1 }), 'UnknownToken'],
      [
        'unknown address',
        () => put(`${PRICES}/0x000000000000000000000000000000000000dEaD`, { usdPrice: 1 }),
        'UnknownToken',
      ],
      ['not an address', () => put(`${PRICES}/0x1234`, { usdPrice: 1 }), 'UnknownToken'],
      ['a long name', () => put(`${PRICES}/${'W'.repeat(5000)}`, { usdPrice: 1 }), 'UnknownToken'],
      ['the unpriced token', () => put(`${PRICES}/NOPRICE`, { usdPrice: 1 }), 'NoPrice'],
    ]
    for (const [name, send, errorType] of cases) {
      const response = await send()
      expect(response.status, `${name}: ${response.text}`).toBe(400)
      expect(errorTypeOf(response), name).toBe(errorType)
      const { description } = z.object({ description: z.string() }).parse(response.body)
      expect(description.length, name).toBeGreaterThan(10)
    }
    expect(await usdPrice(WETH)).toBe(before)
    const long = await put(`${PRICES}/${'W'.repeat(5000)}`, { usdPrice: 1 })
    expect(long.text.length).toBeLessThan(400)
    // Over the body limit, and unknown dev paths: the same error shape.
    expectError(
      await putRaw(`${PRICES}/WETH`, JSON.stringify({ usdPrice: 1, pad: 'x'.repeat(20_000) })),
      413,
      'PayloadTooLarge',
    )
    expectError(await stack.api.get('/sandbox/dev/nothing'), 404, 'NotFound')
  })

  it('native_price: 404 NoLiquidity for a token without a price, 400 for a malformed address', async () => {
    expectError(
      await stack.api.get(`${BASE}/token/${token('NOPRICE')}/native_price`),
      404,
      'NoLiquidity',
    )
    expectError(
      await stack.api.get(`${BASE}/token/0x000000000000000000000000000000000000dEaD/native_price`),
      404,
      'NoLiquidity',
    )
    expectError(await stack.api.get(`${BASE}/token/0x1234/native_price`), 400, 'InvalidParameter')
  })
})

describe('npm run sandbox -- price', () => {
  const run = async (...args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runPriceCommand(
      [...args, '--api', stack.url],
      {},
      { out: (l) => out.push(l), err: (l) => err.push(l), fetch },
    )
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('sets a price and says what it was', async () => {
    const before = await usdPrice(WETH)
    const result = await run('WETH', '3400')
    expect(result).toMatchObject({ code: 0, err: '' })
    expect(result.out).toMatch(/^WETH\s+3400 USD\s+0x/)
    expect(result.out).toContain(`(was ${String(Number(before.toPrecision(6)))} USD)`)
    expect(await usdPrice(WETH)).toBe(3400)
  })

  it('lists every price with the drift, and shows one', async () => {
    const all = await run()
    expect(all.code).toBe(0)
    expect(all.out).toMatch(/^price drift: off\n/)
    expect(all.out).toMatch(/WETH\s+3400 USD\s+0x\S+\s+set by hand at \d{4}-/)
    expect(all.out).toMatch(/NOPRICE\s+no price/)
    const one = await run('usdc')
    expect(one.code).toBe(0)
    expect(one.out).toMatch(/^USDC\s+[\d.]+ USD\s+0x/)
  })

  it("passes the service's refusals on (exit 1), and refuses bad usage itself (exit 2)", async () => {
    expect(await run('FOO', '1')).toMatchObject({ code: 1, out: '' })
    expect((await run('FOO', '1')).err).toMatch(/^price: UnknownToken: "FOO" is neither/)
    expect((await run('WETH', '-5')).err).toMatch(/^price: InvalidPrice: /)
    expect((await run('WETH', '0')).code).toBe(1)
    expect((await run('WETH', 'abc')).code).toBe(2)
    expect((await run('WETH', '3300', 'extra')).code).toBe(2)
    expect((await run('--bogus')).code).toBe(2)
    expect(await usdPrice(WETH)).toBe(3400)
  })

  it('says when no sandbox answers', async () => {
    // A port that was free a moment ago.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer()
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1))
      })
    })
    const err: string[] = []
    const code = await runPriceCommand(
      ['WETH', '3300'],
      { SANDBOX_API_PORT: String(port) },
      { out: () => undefined, err: (l) => err.push(l), fetch },
    )
    expect(code).toBe(1)
    expect(err.join('\n')).toContain(`no sandbox answers at http://127.0.0.1:${port}`)
  })
})

describe('after a restart', () => {
  it('forgets the prices set by hand, and reports the drift it runs with', async () => {
    await stack.restartService({ priceModel: { drift: PRICE_DRIFT_ON } })
    const body = devPricesSchema.parse((await stack.api.get(PRICES)).body)
    expect(body.drift).toEqual({ on: true, volatilityScale: 1 })
    expect(body.tokens.every((t) => t.setAt === null)).toBe(true)
    expect(body.tokens.find((t) => t.symbol === 'WETH')?.usdPrice).not.toBe(3400)
  })
})
