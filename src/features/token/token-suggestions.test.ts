import { describe, expect, it } from 'vitest'
import { getListedTokens } from '@/config/token-lists'
import { MAX_SUGGESTIONS, searchProblem, tokenSuggestions } from './token-suggestions'

const tokens = getListedTokens(31337)

describe('tokenSuggestions', () => {
  it('ranks an exact symbol before prefixes and names', () => {
    const results = tokenSuggestions('w', tokens)
    // Symbol prefixes first (WETH, WBTC), then a symbol containing it (COW).
    expect(results.map((r) => (r.type === 'listed' ? r.token.symbol : ''))).toEqual([
      'WETH',
      'WBTC',
      'COW',
    ])
    expect(tokenSuggestions('usdc', tokens)).toMatchObject([
      { type: 'listed', token: { symbol: 'USDC' } },
    ])
    expect(tokenSuggestions('Dai St', tokens)).toMatchObject([
      { type: 'listed', token: { symbol: 'DAI' } },
    ])
  })

  it('opens any address, naming it when it is listed', () => {
    const weth = tokens.find((t) => t.symbol === 'WETH')?.address ?? '0x'
    expect(tokenSuggestions(weth.toLowerCase(), tokens)).toEqual([
      { type: 'address', address: weth, listed: expect.objectContaining({ symbol: 'WETH' }) },
    ])
    const unknown = '0x000000000000000000000000000000000000dEaD'
    expect(tokenSuggestions(unknown, tokens)).toEqual([{ type: 'address', address: unknown }])
  })

  it('offers the first listed tokens for an empty query, at most a handful', () => {
    expect(tokenSuggestions('', getListedTokens(1)).length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
  })
})

describe('searchProblem', () => {
  it('says why nothing matched', () => {
    expect(searchProblem('zzz', [])).toContain('No listed token matches "zzz"')
    expect(searchProblem('0x12', [])).toContain('is not a token address')
    expect(searchProblem('', [])).toBeUndefined()
  })
})
