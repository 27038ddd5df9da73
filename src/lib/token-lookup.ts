import type { Address } from 'viem'

/** What a page knows about a token it shows: enough to print an amount. */
export interface TokenMeta {
  address: Address
  symbol: string
  decimals: number
}

/** Symbol and decimals of a token, or undefined while (or when) they are unknown. */
export type TokenLookup = (address: Address) => TokenMeta | undefined
