/**
 * Order data without hashing: types, defaults and validation. Code that only shapes or checks
 * orders (quote -> order, the swap form) imports this, so EIP-712 hashing stays out of its chunk.
 */
import { isAddress, isHex, size, zeroAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { isUint256, isUint32 } from './bounds'
export type OrderKind = 'sell' | 'buy'
/** Where the sell amount is taken from: plain ERC-20 allowance or the Balancer vault. */
export type SellTokenBalance = 'erc20' | 'external' | 'internal'
/** Where the bought amount is paid to; `external` does not exist on the buy side. */
export type BuyTokenBalance = 'erc20' | 'internal'
export type SigningScheme = 'eip712' | 'ethsign' | 'presign' | 'eip1271'

export const ORDER_KINDS: readonly OrderKind[] = ['sell', 'buy']
export const SELL_TOKEN_BALANCES: readonly SellTokenBalance[] = ['erc20', 'external', 'internal']
export const BUY_TOKEN_BALANCES: readonly BuyTokenBalance[] = ['erc20', 'internal']
export const SIGNING_SCHEMES: readonly SigningScheme[] = ['eip712', 'ethsign', 'presign', 'eip1271']

/** The signed order: exactly the fields of the EIP-712 `Order` struct. */
export interface OrderData {
  sellToken: Address
  buyToken: Address
  /** The zero address means "the owner". */
  receiver: Address
  sellAmount: bigint
  buyAmount: bigint
  /** Unix seconds, uint32. */
  validTo: number
  /** keccak256 of the appData document (bytes32). */
  appData: Hex
  feeAmount: bigint
  kind: OrderKind
  partiallyFillable: boolean
  sellTokenBalance: SellTokenBalance
  buyTokenBalance: BuyTokenBalance
}

/** The order as it may arrive from a quote or the wire: receiver and balances optional. */
export interface OrderInput extends Omit<
  OrderData,
  'receiver' | 'sellTokenBalance' | 'buyTokenBalance' | 'partiallyFillable'
> {
  receiver?: Address | null
  partiallyFillable?: boolean
  sellTokenBalance?: SellTokenBalance | null
  /** `external` is accepted and means erc20, as the settlement contract treats it. */
  buyTokenBalance?: BuyTokenBalance | 'external' | null
}

/**
 * Fills defaults (receiver -> zero address, balances -> erc20, not partially fillable)
 * and checks every field, so that a malformed order fails here with a clear message
 * rather than inside the hashing library.
 */
export function normalizeOrder(input: OrderInput): OrderData {
  const order: OrderData = {
    sellToken: input.sellToken,
    buyToken: input.buyToken,
    receiver: input.receiver ?? zeroAddress,
    sellAmount: input.sellAmount,
    buyAmount: input.buyAmount,
    validTo: input.validTo,
    appData: input.appData,
    feeAmount: input.feeAmount,
    kind: input.kind,
    partiallyFillable: input.partiallyFillable ?? false,
    sellTokenBalance: input.sellTokenBalance ?? 'erc20',
    buyTokenBalance: input.buyTokenBalance === 'internal' ? 'internal' : 'erc20',
  }
  if (
    input.buyTokenBalance != null &&
    !['erc20', 'internal', 'external'].includes(input.buyTokenBalance)
  ) {
    throw new Error(`Invalid order: unknown buyTokenBalance "${String(input.buyTokenBalance)}"`)
  }
  assertValidOrder(order)
  return order
}

/** Throws a clear error when a field is outside what the contract can sign. */
export function assertValidOrder(order: OrderData): void {
  for (const field of ['sellToken', 'buyToken', 'receiver'] as const) {
    if (!isAddress(order[field])) {
      throw new Error(`Invalid order: ${field} "${String(order[field])}" is not an address`)
    }
  }
  for (const field of ['sellAmount', 'buyAmount', 'feeAmount'] as const) {
    const value = order[field]
    if (typeof value !== 'bigint' || !isUint256(value)) {
      throw new Error(`Invalid order: ${field} ${String(value)} is not a uint256`)
    }
  }
  if (!isUint32(order.validTo)) {
    throw new Error(`Invalid order: validTo ${String(order.validTo)} is not a uint32 timestamp`)
  }
  if (!isHex(order.appData, { strict: true }) || size(order.appData) !== 32) {
    throw new Error(`Invalid order: appData "${String(order.appData)}" is not a 32-byte hex hash`)
  }
  if (!ORDER_KINDS.includes(order.kind)) {
    throw new Error(`Invalid order: kind "${String(order.kind)}" is not sell or buy`)
  }
  if (typeof order.partiallyFillable !== 'boolean') {
    throw new Error('Invalid order: partiallyFillable must be a boolean')
  }
  if (!SELL_TOKEN_BALANCES.includes(order.sellTokenBalance)) {
    throw new Error(`Invalid order: unknown sellTokenBalance "${String(order.sellTokenBalance)}"`)
  }
  if (!BUY_TOKEN_BALANCES.includes(order.buyTokenBalance)) {
    throw new Error(`Invalid order: unknown buyTokenBalance "${String(order.buyTokenBalance)}"`)
  }
}
