import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import mainnetList from '@/config/token-lists/1.tokenlist.json'
import { extraTokenList } from '../../../sandbox/market/token-lists'
import { KNOWN_KEYWORDS, tokenListErrors, tokenListSchema } from './token-list-schema'
import { readTokenList, TokenListError } from './token-list-fetch'
import { readListUrl, sanitizeTokenLists } from './token-list-store'
import { sanitizeTokenPrefs } from './token-prefs-store'

function keywords(node: unknown, out = new Set<string>(), inProperties = false): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keywords(n, out))
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      // Names under properties/definitions are field names, not keywords.
      if (!inProperties && key !== 'examples') out.add(key)
      if (key === 'examples') continue
      keywords(value, out, key === 'properties' || key === 'definitions')
    }
  }
  return out
}

const valid = {
  name: 'Test List',
  timestamp: '2026-11-27T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      logoURI: 'https://example.org/usdc.png',
    },
  ],
}

describe('token-list schema (@uniswap/token-lists)', () => {
  it('knows every keyword the published schema uses', () => {
    const unknown = [...keywords(tokenListSchema)].filter((k) => !KNOWN_KEYWORDS.has(k))
    expect(unknown).toEqual([])
  })

  it('accepts valid lists: a minimal one, the bundled mainnet list, the sandbox’s extra list', () => {
    expect(tokenListErrors(valid)).toEqual([])
    expect(tokenListErrors(mainnetList)).toEqual([])
    const extra = extraTokenList(sandboxDeployment.chainId)
    expect(tokenListErrors(extra)).toEqual([])
    expect(readTokenList('http://127.0.0.1/x.json', extra).tokens.map((t) => t.symbol)).toEqual([
      'GNO',
    ])
  })

  it('refuses what breaks the schema, in words', () => {
    const token = valid.tokens[0]
    const cases: unknown[] = [
      null,
      { ...valid, name: undefined },
      { ...valid, version: { major: 1, minor: 0 } },
      { ...valid, timestamp: 'yesterday' },
      { ...valid, tokens: [] },
      { ...valid, tokens: [{ ...token, decimals: 300 }] },
      { ...valid, tokens: [{ ...token, address: '0x1234' }] },
      { ...valid, tokens: [{ ...token, logoURI: 'not a uri' }] },
      { ...valid, tokens: [{ ...token, extra: 1 }] },
      { ...valid, tokens: [{ ...token, symbol: 'US DC' }] },
    ]
    for (const list of cases)
      expect(tokenListErrors(list).length, JSON.stringify(list)).toBeGreaterThan(0)
    expect(() => readTokenList('https://x', { ...valid, tokens: [] })).toThrow(TokenListError)
  })
})

describe('token-list store', () => {
  it('accepts https URLs, and http on this machine only', () => {
    expect(readListUrl('https://lists.example/a.json')).toEqual({
      url: 'https://lists.example/a.json',
    })
    expect(readListUrl('http://127.0.0.1:8080/sandbox/token-lists/extra.json')).toHaveProperty(
      'url',
    )
    expect(readListUrl('http://lists.example/a.json')).toHaveProperty('sentence')
    expect(readListUrl('ipfs://Qm')).toHaveProperty('sentence')
    expect(readListUrl('nonsense')).toHaveProperty('sentence')
  })

  it('keeps what is valid of a stored draft', () => {
    expect(
      sanitizeTokenLists({
        lists: [{ url: 'https://a.example/l.json', enabled: false }, { url: 'ftp://x' }, 3],
      }),
    ).toEqual({ lists: [{ url: 'https://a.example/l.json', enabled: false }] })
    expect(
      sanitizeTokenPrefs({
        favouritesByChain: { 1: ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'junk'], x: [] },
        recentByChain: 'nope',
      }),
    ).toEqual({
      favouritesByChain: { 1: ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'] },
      recentByChain: {},
    })
  })
})
