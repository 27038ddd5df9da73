/**
 * Token data, markets and the notifications switch, served by the running service over a
 * real anvil (holders come from indexed Transfer events).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { getAddress, isAddress } from 'viem'
import {
  slippageToleranceResponseSchema,
  topHoldersResponseSchema,
  usdPriceResponseSchema,
} from '@batchswap/contract/wire/token-data'
import { tokenDataErrorSchema } from '@batchswap/contract/wire/errors'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { DAI, NOPRICE, USDC, WETH, balanceOf, getJson } from '../testing/settlement-harness'
import { useHarness } from '../testing/settlement-hooks'

const h = useHarness()
const UNKNOWN = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  await h.module.sync()
})

async function expectMessage(path: string, status: number, message?: RegExp | string) {
  const res = await getJson(h, path)
  expect(res.status, path).toBe(status)
  const body = tokenDataErrorSchema.parse(res.body)
  if (message !== undefined) expect(body.message, path).toMatch(message)
}

describe('usdPrice', () => {
  it('prices a token from the model, by chain id or name, with a cache duration', async () => {
    const res = await getJson(h, `/31337/tokens/${WETH}/usdPrice`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=30')
    const { price } = usdPriceResponseSchema.parse(res.body)
    expect(price).toBeCloseTo(h.service.context.prices.priceUsd(WETH) ?? 0, 0)
    const byName = usdPriceResponseSchema.parse(
      (await getJson(h, `/sandbox/tokens/${USDC.toLowerCase()}/usdPrice`)).body,
    )
    expect(byName.price).toBeGreaterThan(0.9)
    expect(byName.price).toBeLessThan(1.1)
  })

  it('prices the native token "-" as its wrapped form', async () => {
    const native = usdPriceResponseSchema.parse((await getJson(h, '/31337/tokens/-/usdPrice')).body)
    const wrapped = usdPriceResponseSchema.parse(
      (await getJson(h, `/31337/tokens/${WETH}/usdPrice`)).body,
    )
    expect(native.price / wrapped.price).toBeCloseTo(1, 3)
  })

  it('answers 404 Price not found for NOPRICE and unknown tokens, 400 for bad input', async () => {
    await expectMessage(`/31337/tokens/${NOPRICE}/usdPrice`, 404, /^Price not found$/)
    await expectMessage(`/31337/tokens/${UNKNOWN}/usdPrice`, 404, /^Price not found$/)
    await expectMessage('/31337/tokens/0x1234/usdPrice', 400, /address/)
    await expectMessage(`/31337/tokens/${WETH.replace('e1Aa', 'E1aA')}/usdPrice`, 400, /address/)
    await expectMessage(`/1/tokens/${WETH}/usdPrice`, 400, /31337/)
    await expectMessage(`/mars/tokens/${WETH}/usdPrice`, 400, /Unknown chain/)
  })
})

describe('topHolders', () => {
  it('lists real balances from indexed transfers, largest first, the settlement buffer included', async () => {
    const res = await getJson(h, `/sandbox/tokens/${WETH}/topHolders`)
    expect(res.status).toBe(200)
    const holders = topHoldersResponseSchema.parse(res.body)
    expect(holders[0]?.address).toBe(sandboxDeployment.settlement)
    const balances = holders.map((x) => BigInt(x.balance))
    expect([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(balances)
    for (const holder of holders) {
      expect(isAddress(holder.address)).toBe(true)
      expect(BigInt(holder.balance)).toBe(await balanceOf(h, WETH, getAddress(holder.address)))
    }
    expect(holders.map((x) => x.address)).toEqual(
      expect.arrayContaining([...sandboxDeployment.traders]) as unknown,
    )
  })

  it('answers 404 for a token nobody holds and 400 for bad input', async () => {
    await expectMessage(`/31337/tokens/${UNKNOWN}/topHolders`, 404, /^Token holders not found$/)
    await expectMessage('/31337/tokens/not-an-address/topHolders', 400, /address/)
    await expectMessage(`/100/tokens/${WETH}/topHolders`, 400)
  })
})

describe('slippageTolerance', () => {
  const path = (base: string, quote: string, query = '') =>
    `/31337/markets/${base}-${quote}/slippageTolerance${query}`
  const bps = async (base: string, quote: string, query = ''): Promise<number> => {
    const res = await getJson(h, path(base, quote, query))
    expect(res.status, query).toBe(200)
    return slippageToleranceResponseSchema.parse(res.body).slippageBps
  }

  it('recommends whole bps from the pair volatility, cached for 120 s', async () => {
    const res = await getJson(h, path(WETH, USDC))
    expect(res.headers.get('cache-control')).toBe('public, max-age=120')
    const value = slippageToleranceResponseSchema.parse(res.body).slippageBps
    expect(Number.isInteger(value)).toBe(true)
    expect(value).toBeGreaterThan(0)
    // Two stablecoins move much less against each other than WETH against either.
    expect(await bps(USDC, DAI)).toBeLessThan(value)
  })

  it('asks for more with a longer expiry or a size large against the pool', async () => {
    const base = await bps(WETH, USDC)
    const day = await bps(WETH, USDC, '?expirationTimeInSeconds=86400')
    expect(day).toBeGreaterThan(base * 10)
    const big = `?orderKind=sell&sellAmount=${500n * 10n ** 18n}`
    const large = await bps(WETH, USDC, big)
    expect(large).toBeGreaterThan(base + 1000)
    const inParts = await bps(WETH, USDC, `${big}&partiallyFillable=true`)
    expect(inParts).toBeLessThan(large)
    expect(inParts).toBeGreaterThan(base)
    expect(await bps(WETH, USDC, `?orderKind=sell&sellAmount=${10n ** 15n}&feeAmount=0`)).toBe(base)
    const buying = await bps(WETH, USDC, `?orderKind=buy&buyAmount=${2_000_000n * 10n ** 6n}`)
    expect(buying).toBeGreaterThan(base + 1000)
  })

  it('validates every optional parameter', async () => {
    for (const query of [
      '?orderKind=swap',
      '?partiallyFillable=yes',
      '?sellAmount=1.5',
      '?sellAmount=0x10',
      '?sellAmount=-1',
      '?buyAmount=abc',
      '?feeAmount=1e5',
      `?sellAmount=${'9'.repeat(80)}`,
      '?expirationTimeInSeconds=abc',
      '?expirationTimeInSeconds=-5',
    ]) {
      await expectMessage(path(WETH, USDC, query), 400, /query/i)
    }
  })

  it('answers 400 for bad addresses or chains and 404 without price history', async () => {
    await expectMessage(path('0x12', USDC), 400, /base token/)
    await expectMessage(path(WETH, 'nope'), 400, /quote token/)
    await expectMessage(`/31337/markets/${WETH}/slippageTolerance`, 400, /market/)
    await expectMessage(`/1/markets/${WETH}-${USDC}/slippageTolerance`, 400)
    await expectMessage(path(NOPRICE, USDC), 404, /unavailable/)
    await expectMessage(path(WETH, UNKNOWN), 404, /unavailable/)
  })
})

describe('volatilityDetails', () => {
  it('shows the per-token and pair volatility behind the recommendation', async () => {
    const query = '?expirationTimeInSeconds=1800'
    const res = await getJson(h, `/sandbox/markets/${WETH}-${USDC}/volatilityDetails${query}`)
    expect(res.status).toBe(200)
    const body = res.body as Record<string, unknown> & {
      baseToken: { symbol: string; volatilityPerInterval: number; points: number }
      quoteToken: { symbol: string }
      pair: { windowSeconds: number; volatilityBps: number; points: number }
      slippageBps: number
    }
    expect(body.baseToken.symbol).toBe('WETH')
    expect(body.quoteToken.symbol).toBe('USDC')
    expect(body.baseToken.points).toBeGreaterThanOrEqual(288)
    expect(body.baseToken.volatilityPerInterval).toBeGreaterThan(0)
    expect(body.pair.windowSeconds).toBe(1800)
    const recommended = await getJson(
      h,
      `/sandbox/markets/${WETH}-${USDC}/slippageTolerance${query}`,
    )
    expect(slippageToleranceResponseSchema.parse(recommended.body).slippageBps).toBe(
      body.slippageBps,
    )
    await expectMessage(`/sandbox/markets/${NOPRICE}-${USDC}/volatilityDetails`, 404)
  })
})

describe('junk input', () => {
  it('never answers 5xx on the token, market, notification and competition paths', async () => {
    const junk = [
      '%ZZ',
      '%00',
      '0x',
      '-',
      '--',
      'null',
      '0x' + 'g'.repeat(40),
      '0x' + '1'.repeat(41),
      'x'.repeat(500),
      '%F0%9F%92%A9',
      `${WETH}-`,
      `-${WETH}`,
      `${WETH}-${USDC}-${DAI}`,
    ]
    const paths = junk.flatMap((j) => [
      `/31337/tokens/${j}/usdPrice`,
      `/${j}/tokens/${WETH}/usdPrice`,
      `/sandbox/tokens/${j}/topHolders`,
      `/31337/markets/${j}/slippageTolerance`,
      `/31337/markets/${j}/volatilityDetails`,
      `/31337/markets/${WETH}-${USDC}/slippageTolerance?sellAmount=${j}&orderKind=${j}`,
      `/31337/markets/${WETH}-${USDC}/slippageTolerance?expirationTimeInSeconds=${j}`,
      `/accounts/${j}/notifications`,
      `/sandbox/api/v2/solver_competition/${j}`,
      `/sandbox/api/v1/solver_competition/by_tx_hash/${j}`,
    ])
    for (const path of paths) {
      const response = await fetch(`${h.apiUrl}${path}`)
      expect(response.status, path).toBeLessThan(500)
      expect(response.headers.get('content-type') ?? '', path).toContain('application/json')
      await response.text()
    }
    const huge = await getJson(
      h,
      `/31337/markets/${WETH}-${USDC}/slippageTolerance?expirationTimeInSeconds=1e400`,
    )
    expect(huge.status).toBe(400)
  })
})

describe('notifications backend disabled', () => {
  it('answers 503 when SANDBOX_NOTIFICATIONS=off', async () => {
    const previous = process.env.SANDBOX_NOTIFICATIONS
    process.env.SANDBOX_NOTIFICATIONS = 'off'
    try {
      const service = await h.startExtraService()
      try {
        const res = await fetch(
          `${service.url}/accounts/${sandboxDeployment.traders[0]}/notifications`,
        )
        expect(res.status).toBe(503)
        expect(await res.json()).toEqual({ message: 'Notifications are unavailable' })
      } finally {
        await service.stop()
      }
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_NOTIFICATIONS
      else process.env.SANDBOX_NOTIFICATIONS = previous
    }
  })
})
