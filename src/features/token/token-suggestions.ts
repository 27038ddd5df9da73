import { isAddressEqual } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import { parseTokenAddress } from './token-route'

export type SearchResult =
  | { type: 'address'; address: TokenInfo['address']; listed?: TokenInfo }
  | { type: 'listed'; token: TokenInfo }

export const MAX_SUGGESTIONS = 8

/**
 * Suggestions for the token search box: an address opens any token (listed or not); text
 * matches listed tokens by symbol first (exact, then prefix), then by name.
 */
export function searchTokens(query: string, tokens: readonly TokenInfo[]): SearchResult[] {
  const text = query.trim()
  if (text === '')
    return tokens.slice(0, MAX_SUGGESTIONS).map((token) => ({ type: 'listed', token }))
  if (/^0x/i.test(text)) {
    const parsed = parseTokenAddress(text)
    if (!parsed.ok) return []
    const listed = tokens.find((t) => isAddressEqual(t.address, parsed.address))
    return [
      listed
        ? { type: 'address', address: parsed.address, listed }
        : { type: 'address', address: parsed.address },
    ]
  }
  const needle = text.toLowerCase()
  const score = (t: TokenInfo): number => {
    const symbol = t.symbol.toLowerCase()
    if (symbol === needle) return 0
    if (symbol.startsWith(needle)) return 1
    if (t.name.toLowerCase().startsWith(needle)) return 2
    if (symbol.includes(needle) || t.name.toLowerCase().includes(needle)) return 3
    return -1
  }
  return tokens
    .map((token, index) => ({ token, index, rank: score(token) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ token }) => ({ type: 'listed', token }))
}

/** Why a query found nothing, as one sentence; undefined while there are results or no query. */
export function searchProblem(query: string, results: readonly SearchResult[]): string | undefined {
  const text = query.trim()
  if (text === '' || results.length > 0) return undefined
  if (/^0x/i.test(text)) {
    const parsed = parseTokenAddress(text)
    return parsed.ok ? undefined : parsed.sentence
  }
  return `No listed token matches "${text}". Paste the token's address to open any token.`
}
