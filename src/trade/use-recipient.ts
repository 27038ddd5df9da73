import { normalize } from 'viem/ens'
import { useBytecode, useEnsAddress } from 'wagmi'
import { someCause } from '@/lib/viem-errors'
import {
  contractRecipientWarning,
  readRecipientText,
  refusedRecipient,
  type RecipientTrade,
} from './read-recipient'
import type { ParsedRecipient } from './recipient'

/** The app's gate refused to send the request (wallet/wagmi.ts): nothing left the machine. */
const isNotSent = (error: unknown) => error instanceof Error && error.name === 'RequestNotSentError'

/** ENS lives on Ethereum: names resolve there whatever network the order is for. */
const ENS_CHAIN_ID = 1
/** A name's address changes rarely; a minute is fresh enough for a form. */
const ENS_STALE_MS = 60_000

/** UTS-46 normalization, or undefined for a name it refuses (then the lookup cannot run). */
function normalized(name: string | undefined): string | undefined {
  if (name === undefined) return undefined
  try {
    return normalize(name)
  } catch {
    return undefined
  }
}

/**
 * The recipient field read as `ParsedRecipient`: an address at once, an ENS name once its
 * address is looked up on Ethereum (through the app's wagmi config, whose gate sends nothing
 * while the app is on the Sandbox network or the trader turned ENS lookups off). An address
 * that would lose the funds on `trade`'s network is refused (`refusedRecipient`); one with code
 * there is taken with a warning, once its code is read.
 */
export function useRecipient(text: string, trade: RecipientTrade): ParsedRecipient {
  const parsed = useLookedUpRecipient(text)
  const address = parsed.status === 'valid' ? parsed.address : undefined
  const refusal = address === undefined ? undefined : refusedRecipient(address, trade)
  const code = useBytecode({
    chainId: trade.chainId,
    address,
    // An address gains code rarely (a counterfactual Safe once deployed); a minute is enough.
    query: { enabled: address !== undefined && refusal === undefined, staleTime: ENS_STALE_MS },
  })
  if (parsed.status !== 'valid') return parsed
  if (refusal !== undefined) return { status: 'invalid', sentence: refusal }
  const warning = contractRecipientWarning(code.data ?? undefined)
  return warning === undefined ? parsed : { ...parsed, warning }
}

function useLookedUpRecipient(text: string): ParsedRecipient {
  const read = readRecipientText(text)
  const name = read.status === 'name' ? read.name : undefined
  const ensName = normalized(name)
  const lookup = useEnsAddress({
    chainId: ENS_CHAIN_ID,
    name: ensName,
    query: { enabled: ensName !== undefined, staleTime: ENS_STALE_MS },
  })
  switch (read.status) {
    case 'none':
    case 'invalid':
      return read
    case 'address':
      return { status: 'valid', address: read.address }
    case 'name':
      if (ensName === undefined) {
        return { status: 'invalid', sentence: `${read.name} is not a valid ENS name.` }
      }
      if (lookup.isPending) return { status: 'resolving', name: read.name }
      if (lookup.isError) {
        return {
          status: 'invalid',
          sentence: someCause(lookup.error, isNotSent)
            ? `${read.name} cannot be looked up here: ENS names resolve on Ethereum, which this network (or your setting) does not reach. Enter a 0x address.`
            : `${read.name} could not be looked up: try again, or enter a 0x address.`,
        }
      }
      return lookup.data
        ? { status: 'valid', address: lookup.data, name: read.name }
        : { status: 'invalid', sentence: `${read.name} has no address set.` }
  }
}
