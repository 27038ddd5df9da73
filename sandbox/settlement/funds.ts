/** An owner's funds in a sell token, as the auction reads them (the solver, hooks and alerts alike). */
import { getAddress, type Address } from 'viem'

/** An owner's balance of a sell token and its allowance to the vault relayer. */
export interface OwnerFunds {
  balance: bigint
  allowance: bigint
}

/** Funds per (owner, sell token), keyed by `spendableKey`. */
export type FundsByOwner = ReadonlyMap<string, OwnerFunds>

/** The key of an owner's funds in a sell token. */
export function spendableKey(owner: Address, token: Address): string {
  return `${getAddress(owner)}:${getAddress(token)}`
}
