/**
 * What one module of the service needs from another, as interfaces: the composition root
 * (sandbox/compose.ts) hands the implementations over, so the modules depend on the kernel
 * and never on each other (sandbox/README.md, sandbox/layers.test.ts).
 */
import type { Address, Hex } from 'viem'
import type { WireOrderStatus } from '@batchswap/contract/wire/primitives'
import type { OrderData } from '@batchswap/contract/protocol/order'
import type { OrderbookContext } from './context'
import type { NewOrder } from './db'

/** An eth-flow contract's OrderPlacement, as the settlement's indexer reads it off the chain. */
export interface EthFlowPlacement {
  uid: Hex
  /** The CoW order the contract emitted (sells WETH, validTo uint32 max). */
  order: OrderData
  /** The event's sender: the trader. */
  sender: Address
  quoteId: bigint
  userValidTo: number
  /** The eth-flow contract: the order's owner and its EIP-1271 signature. */
  owner: Address
  placedAt: Date
}

/** The orderbook's rules the settlement's indexer applies to what it reads off the chain. */
export interface OrderbookRules {
  /**
   * Moves a presign order to open once the chain has its pre-signature (and back when it was
   * revoked); returns the new stored status.
   */
  refreshPresignature(ctx: OrderbookContext, uid: Hex): Promise<WireOrderStatus | undefined>
  /** The order row of an eth-flow placement, with the placement error the orderbook gives it. */
  placeEthFlowOrder(ctx: OrderbookContext, placement: EthFlowPlacement): Promise<NewOrder>
}

/** The settlement's token balances, as the token-data routes serve them (top holders). */
export type TopHolders = (
  ctx: OrderbookContext,
  token: Address,
  limit: number,
) => Promise<{ address: Address; balance: bigint }[]>
