import { t } from '@lingui/core/macro'
import { getAddress, isAddress, isAddressEqual, type Address } from 'viem'
import type { TokenInfo } from '@/config/token-lists'

/**
 * Searching the token list and reading what the trader pasted: a symbol, a name, an
 * address of a listed token, an address to import, or something that looks like an
 * address but is not one (which gets a sentence instead of silence).
 */

export type TokenQuery =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'address'; address: Address }
  | { type: 'malformedAddress'; sentence: string }

const HEX_BODY = /^[0-9a-fA-F]*$/

export function classifyTokenQuery(raw: string): TokenQuery {
  const text = raw.trim()
  if (text === '') return { type: 'empty' }
  if (!/^0x/i.test(text)) {
    // 40 hex characters without the prefix: almost certainly an address missing its 0x.
    if (text.length === 40 && HEX_BODY.test(text)) {
      return { type: 'malformedAddress', sentence: t`An address starts with 0x: add it in front.` }
    }
    return { type: 'text', text }
  }
  const body = text.slice(2)
  if (!HEX_BODY.test(body)) {
    return {
      type: 'malformedAddress',
      sentence: t`An address contains only the characters 0-9 and a-f after 0x.`,
    }
  }
  if (body.length !== 40) {
    return {
      type: 'malformedAddress',
      sentence: t`An address has 40 characters after 0x; this one has ${body.length}.`,
    }
  }
  if (!isAddress(text, { strict: true })) {
    // Mixed case that fails EIP-55: most likely a typo in a copied address.
    return {
      type: 'malformedAddress',
      sentence: t`The capital letters of this address do not match its checksum: check it for a typo.`,
    }
  }
  return { type: 'address', address: getAddress(text) }
}

export function findToken<T extends TokenInfo>(
  tokens: readonly T[],
  address: Address,
): T | undefined {
  return tokens.find((t) => isAddressEqual(t.address, address))
}

/**
 * Tokens matching a text query, best first: exact symbol, symbol prefix, name prefix, then
 * symbol or name containing the text.
 */
export function searchTokens<T extends TokenInfo>(tokens: readonly T[], raw: string): T[] {
  const query = classifyTokenQuery(raw)
  if (query.type === 'empty') return [...tokens]
  if (query.type === 'address') {
    const found = findToken(tokens, query.address)
    return found ? [found] : []
  }
  if (query.type === 'malformedAddress') return []
  const needle = query.text.toLowerCase()
  const rank = (token: T): number => {
    const symbol = token.symbol.toLowerCase()
    const name = token.name.toLowerCase()
    if (symbol === needle) return 0
    if (symbol.startsWith(needle)) return 1
    if (name.startsWith(needle)) return 2
    if (symbol.includes(needle) || name.includes(needle)) return 3
    return -1
  }
  return tokens
    .map((token, index) => ({ token, index, rank: rank(token) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.token)
}

/** A token named in a link: by address (listed or to import) or by a listed symbol. */
export type TokenRef =
  | { type: 'listed'; token: TokenInfo }
  | { type: 'unlisted'; address: Address }
  | { type: 'invalid'; sentence: string }

export function resolveTokenRef(tokens: readonly TokenInfo[], ref: string): TokenRef {
  // A listed token named by its own spelling, or all in lower case, needs no EIP-55 check:
  // a string compare finds it. The swap page resolves its two tokens on every load, and the
  // first checksum (keccak) costs a phone tens of milliseconds.
  const text = ref.trim()
  const spelled = tokens.find((t) => t.address === text || t.address.toLowerCase() === text)
  if (spelled) return { type: 'listed', token: spelled }
  const query = classifyTokenQuery(text)
  if (query.type === 'address') {
    const token = findToken(tokens, query.address)
    return token ? { type: 'listed', token } : { type: 'unlisted', address: query.address }
  }
  if (query.type === 'text') {
    const matches = tokens.filter((t) => t.symbol.toLowerCase() === query.text.toLowerCase())
    const [only] = matches
    if (matches.length === 1 && only) return { type: 'listed', token: only }
    return {
      type: 'invalid',
      sentence:
        matches.length > 1
          ? t`Several tokens are called ${query.text}; the link should name one by its address.`
          : t`No token called ${query.text} is on this network's list.`,
    }
  }
  if (query.type === 'malformedAddress') return { type: 'invalid', sentence: query.sentence }
  return { type: 'invalid', sentence: t`The link names no token.` }
}
