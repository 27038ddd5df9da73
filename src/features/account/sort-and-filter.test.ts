import { describe, expect, it } from 'vitest'
import { sortAndFilter, type AccountToken } from './use-account-tokens'

const row = (symbol: string, n: number, balance: bigint, usd?: number): AccountToken => ({
  token: {
    chainId: 1,
    address: `0x${n.toString(16).padStart(40, '0')}`,
    symbol,
    name: `${symbol} Token`,
    decimals: 18,
  },
  native: false,
  balance,
  allowance: 0n,
  usd,
})

describe('the account page’s order', () => {
  const rows = [row('AAA', 1, 0n), row('BBB', 2, 5n, 10), row('CCC', 3, 5n, 500), row('DDD', 4, 1n)]
  const symbols = (list: AccountToken[]) => list.map((r) => r.token.symbol)

  it('sorts by USD value, then held tokens without a price, then the rest as listed', () => {
    expect(symbols(sortAndFilter(rows, '', false))).toEqual(['CCC', 'BBB', 'DDD', 'AAA'])
  })

  it('hides zero balances on request', () => {
    expect(symbols(sortAndFilter(rows, '', true))).toEqual(['CCC', 'BBB', 'DDD'])
  })

  it('searches symbol, name and the whole address', () => {
    expect(symbols(sortAndFilter(rows, 'bb', false))).toEqual(['BBB'])
    expect(symbols(sortAndFilter(rows, 'ddd token', false))).toEqual(['DDD'])
    expect(symbols(sortAndFilter(rows, `0x${'0'.repeat(39)}1`, false))).toEqual(['AAA'])
  })
})
