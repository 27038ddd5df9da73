/**
 * Eth-flow orders (CoW Protocol's CoWSwapEthFlow): a trader sends native ETH to the eth-flow
 * contract with `createOrder(EthFlowOrder.Data)`, and the contract owns a CoW order that
 * sells the wrapped native token for them, signed with EIP-1271. These are the pure rules:
 * the CoW order an eth-flow order stands for, and the extra data its OrderPlacement event
 * carries. Used by the sandbox (contract tests, the orderbook's indexer) and the app.
 */
import { hexToBigInt, isAddressEqual, size, sliceHex, zeroAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { UINT32_MAX } from './bounds'
import type { OrderData } from './order-data'

/** `buyToken` of an order paid out in native ETH by the settlement (GPv2Transfer.BUY_ETH_ADDRESS). */
export const NATIVE_CURRENCY_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** EthFlowOrder.Data, what createOrder and invalidateOrder take. */
export interface EthFlowOrderData {
  buyToken: Address
  /** Never the zero address: the contract would be paid (ReceiverMustBeSet). */
  receiver: Address
  sellAmount: bigint
  buyAmount: bigint
  appData: Hex
  feeAmount: bigint
  /** The trader's own deadline, enforced by the contract's isValidSignature. */
  validTo: number
  partiallyFillable: boolean
  /** The quote the order was priced with (int64, -1 when none). */
  quoteId: bigint
}

/**
 * The CoW order an eth-flow order stands for: it sells the wrapped native token, is a sell
 * order on erc20 balances, and never expires on the settlement (validTo = uint32 max), so
 * its UID is the digest, the eth-flow contract and 0xffffffff.
 */
export function ethFlowCowOrder(order: EthFlowOrderData, wrappedNativeToken: Address): OrderData {
  return {
    sellToken: wrappedNativeToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    validTo: UINT32_MAX,
    appData: order.appData,
    feeAmount: order.feeAmount,
    kind: 'sell',
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  }
}

/** OrderPlacement's `data`: abi.encodePacked(int64 quoteId, uint32 validTo). */
export interface EthFlowPlacementData {
  quoteId: bigint
  userValidTo: number
}

export function decodeEthFlowPlacementData(data: Hex): EthFlowPlacementData | undefined {
  if (size(data) !== 12) return undefined
  const rawQuoteId = hexToBigInt(sliceHex(data, 0, 8))
  // int64, two's complement.
  const quoteId = rawQuoteId >= 2n ** 63n ? rawQuoteId - 2n ** 64n : rawQuoteId
  return { quoteId, userValidTo: Number(hexToBigInt(sliceHex(data, 8, 12))) }
}

/** Whether an order pays its proceeds out in native ETH. */
export function buysNativeCurrency(order: Pick<OrderData, 'buyToken'>): boolean {
  return isAddressEqual(order.buyToken, NATIVE_CURRENCY_ADDRESS)
}

/**
 * The real service's same-token rule: selling the wrapped native token for native ETH is
 * no trade either (SameBuyAndSellToken).
 */
export function isSameToken(
  sellToken: Address,
  buyToken: Address,
  wrappedNative: Address,
): boolean {
  return (
    isAddressEqual(sellToken, buyToken) ||
    (isAddressEqual(sellToken, wrappedNative) && isAddressEqual(buyToken, NATIVE_CURRENCY_ADDRESS))
  )
}

/** The eth-flow receiver rule (the contract reverts with ReceiverMustBeSet). */
export function hasEthFlowReceiver(order: Pick<EthFlowOrderData, 'receiver'>): boolean {
  return !isAddressEqual(order.receiver, zeroAddress)
}
