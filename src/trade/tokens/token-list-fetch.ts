import { t } from '@lingui/core/macro'
import { getAddress, isAddress } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import { tokenListErrors } from './token-list-schema'

/**
 * A token list fetched from its URL and checked against the Uniswap token-list schema
 * (./token-list-schema.ts); only its EVM tokens are kept (the schema also allows other
 * chains' addresses). Loaded only when a list is added or enabled (not on the first view).
 */
export interface LoadedTokenList {
  url: string
  name: string
  logoURI?: string
  /** Every chain's tokens; the forms take their chain's. */
  tokens: TokenInfo[]
}

export class TokenListError extends Error {
  override readonly name = 'TokenListError'
}

/** Bigger than any list a trader adds by hand (CoW Swap's largest lists are about 3 MB). */
export const MAX_LIST_BYTES = 8_000_000
export const LIST_TIMEOUT_MS = 15_000

export function readTokenList(url: string, json: unknown): LoadedTokenList {
  const errors = tokenListErrors(json)
  if (errors.length > 0)
    throw new TokenListError(`This is not a valid token list: ${errors.slice(0, 3).join('; ')}.`)
  const list = json as {
    name: string
    logoURI?: string
    tokens: {
      chainId: number
      address: string
      name: string
      symbol: string
      decimals: number
      logoURI?: string
    }[]
  }
  const tokens = list.tokens.flatMap((t): TokenInfo[] =>
    isAddress(t.address, { strict: false })
      ? [
          {
            chainId: t.chainId,
            address: getAddress(t.address),
            name: t.name || t.symbol,
            symbol: t.symbol || t.name,
            decimals: t.decimals,
            ...(t.logoURI?.startsWith('https://') ? { logoURI: t.logoURI } : {}),
          },
        ]
      : [],
  )
  return {
    url,
    name: list.name,
    ...(list.logoURI?.startsWith('https://') ? { logoURI: list.logoURI } : {}),
    tokens,
  }
}

export async function fetchTokenList(url: string, signal?: AbortSignal): Promise<LoadedTokenList> {
  const timeout = AbortSignal.timeout(LIST_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { accept: 'application/json' },
      credentials: 'omit',
    })
  } catch {
    throw new TokenListError(
      t`The list could not be fetched: the address did not answer (or does not let other sites read it).`,
    )
  }
  if (!response.ok)
    throw new TokenListError(`The list could not be fetched (HTTP ${response.status}).`)
  const text = await response.text()
  if (text.length > MAX_LIST_BYTES) throw new TokenListError('This list is too large to load.')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new TokenListError('This address does not hold a token list (the answer is not JSON).')
  }
  return readTokenList(url, json)
}
