import { t } from '@lingui/core/macro'
import { isAddressEqual } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import { searchTokens } from '@/trade/tokens/token-search'
import { parseTokenAddress } from './token-route'

export type SearchResult =
  | { type: 'address'; address: TokenInfo['address']; listed?: TokenInfo }
  | { type: 'listed'; token: TokenInfo }

export const MAX_SUGGESTIONS = 8

/**
 * Suggestions for the token search box: an address opens any token (listed or not); text
 * matches listed tokens by symbol first (exact, then prefix), then by name.
 */
export function tokenSuggestions(query: string, tokens: readonly TokenInfo[]): SearchResult[] {
  const text = query.trim()
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
  // Text: the trade forms' own ranking (exact symbol, symbol prefix, name prefix, contains).
  return searchTokens(tokens, text)
    .slice(0, MAX_SUGGESTIONS)
    .map((token) => ({ type: 'listed', token }))
}

/** Why a query found nothing, as one sentence; undefined while there are results or no query. */
export function searchProblem(query: string, results: readonly SearchResult[]): string | undefined {
  const text = query.trim()
  if (text === '' || results.length > 0) return undefined
  if (/^0x/i.test(text)) {
    const parsed = parseTokenAddress(text)
    return parsed.ok ? undefined : parsed.sentence
  }
  return t`No listed token matches "${text}". Paste the token's address to open any token.`
}
