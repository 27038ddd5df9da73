import { t } from '@lingui/core/macro'
import { getAddress, isAddress, type Address } from 'viem'
import { listFormat } from '@/lib/locale-format'
import {
  chainFromPathSegment,
  SUPPORTED_CHAIN_IDS,
  CHAINS,
  type ChainInfo,
} from '@batchswap/contract/protocol/chains'

/** The native currency in the token-data paths (spec 4.1). */
export const NATIVE_TOKEN_SEGMENT = '-'

export type TokenRef = { native: true } | { native: false; address: Address }

export type TokenRoute =
  | { ok: true; chain: ChainInfo; token: TokenRef }
  | { ok: false; problem: 'chain' | 'address'; sentence: string }

const chainNames = () =>
  listFormat({ type: 'unit', style: 'short' }).format(
    SUPPORTED_CHAIN_IDS.map((id) => `${CHAINS[id].shortName} (${id})`),
  )

/**
 * Reads `#/token/:chain/:address`. The chain is an id or a name (like the token-data
 * paths); the address is a 20-byte hex address in any case, or `-` for the native
 * currency. Anything else becomes one sentence saying what is wrong with the link.
 */
export function parseTokenRoute(
  chainSegment: string | undefined,
  addressSegment: string | undefined,
): TokenRoute {
  const chainText = (chainSegment ?? '').trim()
  const chain = chainFromPathSegment(chainText)
  if (!chain) {
    const names = chainNames()
    return {
      ok: false,
      problem: 'chain',
      sentence:
        chainText === ''
          ? t`The link does not name a network. Use one of: ${names}.`
          : t`"${chainText}" is not a network this app knows. Use one of: ${names}.`,
    }
  }
  const addressText = (addressSegment ?? '').trim()
  if (addressText === NATIVE_TOKEN_SEGMENT) return { ok: true, chain, token: { native: true } }
  const address = parseTokenAddress(addressText)
  if (!address.ok) return { ok: false, problem: 'address', sentence: address.sentence }
  return { ok: true, chain, token: { native: false, address: address.address } }
}

export type AddressParse = { ok: true; address: Address } | { ok: false; sentence: string }

/** A token address as typed or linked: all-lower/upper case, or mixed case with a valid checksum. */
export function parseTokenAddress(text: string): AddressParse {
  if (text === '') return { ok: false, sentence: t`The link does not contain a token address.` }
  const shown = shorten(text)
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) {
    return {
      ok: false,
      sentence: t`"${shown}" is not a token address: an address is 0x followed by 40 hexadecimal characters.`,
    }
  }
  const hex = text.slice(2)
  // EIP-55: all-lower and all-upper case carry no checksum; mixed case must match it.
  const uniformCase = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  if (!uniformCase && !isAddress(text, { strict: true })) {
    return {
      ok: false,
      sentence: t`"${shown}" has a wrong checksum (mixed upper and lower case that does not match); check for a typo.`,
    }
  }
  return { ok: true, address: getAddress(`0x${hex.toLowerCase()}`) }
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** The app route of a token page; the chain by its short name, which reads better in a link. */
export function tokenPath(chain: ChainInfo, token: TokenRef): string {
  return `/token/${chain.shortName}/${token.native ? NATIVE_TOKEN_SEGMENT : token.address}`
}
