import { describe, expect, it } from 'vitest'
import { USDC, WETH } from '@/api/test-fixtures'
import type { TradeToken } from '../tokens/trade-token'
import { favouritesFirst, orderByValue, uniquePricedAddresses, usdValueOf } from './token-picker'

const token = (symbol: string, n: number): TradeToken => ({
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  symbol,
  name: symbol,
  decimals: 18,
  listed: true,
})

describe('the picker’s order', () => {
  const [a, b, c, d] = [token('AAA', 1), token('BBB', 2), token('CCC', 3), token('DDD', 4)]
  const usd = new Map([
    [b.address, 10],
    [c.address, 500],
  ])
  const held = new Set([b.address, c.address, d.address])
  const order = (query: string, isHeld: (t: TradeToken) => boolean) =>
    orderByValue([a, b, c, d], query, (t) => usd.get(t.address), isHeld).map((t) => t.symbol)

  it('puts the held tokens first, by USD value, then the other held ones', () => {
    expect(order('', (t) => held.has(t.address))).toEqual(['CCC', 'BBB', 'DDD', 'AAA'])
  })

  it('keeps a search’s own ranking', () => {
    expect(order('bb', () => true)).toEqual(['BBB'])
  })

  it('puts the favourites first, each part keeping its order', () => {
    const ordered = orderByValue(
      [a, b, c, d],
      '',
      (t) => usd.get(t.address),
      (t) => held.has(t.address),
    )
    const favourite = (t: TradeToken) => t === a || t === d
    expect(favouritesFirst(ordered, favourite).map((t) => t.symbol)).toEqual([
      'DDD',
      'AAA',
      'CCC',
      'BBB',
    ])
  })

  it('values a balance with its decimals', () => {
    expect(usdValueOf(15n * 10n ** 17n, 18, 2)).toBe(3)
    expect(usdValueOf(1n, 18, undefined)).toBeUndefined()
  })
})

describe('the prices the picker asks for', () => {
  it('asks once per priced token: ETH and WETH both priced as WETH, a token listed twice', () => {
    const usdcLowerCase = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
    expect(uniquePricedAddresses([WETH, USDC, WETH, usdcLowerCase])).toEqual([WETH, USDC])
  })
})
