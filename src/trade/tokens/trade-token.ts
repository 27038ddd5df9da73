import type { Address } from 'viem'
import type { TokenInfo } from '@/config/token-lists'

/** A token a trade form can hold: listed, or imported by the trader (read from the chain). */
export interface TradeToken extends TokenInfo {
  /** False for a token imported by address: the page marks it "not on the list". */
  listed: boolean
}

export type TokenSlot =
  | { status: 'none' }
  | { status: 'loading'; address: Address }
  | { status: 'error'; sentence: string }
  /**
   * A link named a token by an address that is neither on the list nor imported: it is not
   * selected (nothing is quoted) until the trader accepts it, as in the token selector.
   */
  | { status: 'needsImport'; token: TradeToken }
  | { status: 'ready'; token: TradeToken }

export type Side = 'sell' | 'buy'
