import { isAddressEqual, type Address } from 'viem'
import {
  ENVIRONMENTS,
  getChain,
  getEthFlowAddress,
  type Environment,
} from '@batchswap/contract/protocol/chains'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { getListedTokens, type TokenInfo } from '@/config/token-lists'

/**
 * The native currency (ETH, xDAI, ...) as a token the forms can hold: the settlement's
 * 0xEeee... address, which buy orders may receive and which the eth-flow contract sells.
 * Listed only on networks with an EthFlow contract, as CoW Swap does.
 */

export function isNativeCurrency(token: { address: Address } | undefined): boolean {
  return token !== undefined && isAddressEqual(token.address, NATIVE_CURRENCY_ADDRESS)
}

/** Whether a trade selling `sellToken` goes through the eth-flow contract (one transaction). */
export function sellsThroughEthFlow(
  chainId: number,
  env: Environment,
  sellToken: { address: Address } | undefined,
): boolean {
  return getEthFlowAddress(chainId, env) !== undefined && isNativeCurrency(sellToken)
}

export function nativeCurrencyToken(chainId: number): TokenInfo | undefined {
  if (!ENVIRONMENTS.some((env) => getEthFlowAddress(chainId, env) !== undefined)) return undefined
  const { nativeSymbol } = getChain(chainId)
  return {
    chainId,
    address: NATIVE_CURRENCY_ADDRESS,
    name: nativeSymbol === 'ETH' ? 'Ether' : nativeSymbol,
    symbol: nativeSymbol,
    decimals: 18,
  }
}

// One array per chain, so the forms' memoized reads of the list stay put across renders.
const withNativeByChain = new Map<number, readonly TokenInfo[]>()

/** A network's token list with its native currency first (where it can be traded). */
export function listedWithNativeCurrency(chainId: number): readonly TokenInfo[] {
  const cached = withNativeByChain.get(chainId)
  if (cached) return cached
  const native = nativeCurrencyToken(chainId)
  const listed = getListedTokens(chainId)
  const tokens = native ? [native, ...listed] : listed
  withNativeByChain.set(chainId, tokens)
  return tokens
}

/** The token whose USD price stands for this one: the wrapped native token for the native. */
export function usdPricedAddress(chainId: number, address: Address): Address {
  return isAddressEqual(address, NATIVE_CURRENCY_ADDRESS)
    ? getChain(chainId).wrappedNative
    : address
}

/** Whether the pair is the native currency and its wrapper: a wrap or unwrap, not an order. */
export function wrapDirection(
  chainId: number,
  sellToken: { address: Address } | undefined,
  buyToken: { address: Address } | undefined,
): 'wrap' | 'unwrap' | undefined {
  if (!sellToken || !buyToken) return undefined
  const wrapped = getChain(chainId).wrappedNative
  if (isNativeCurrency(sellToken) && isAddressEqual(buyToken.address, wrapped)) return 'wrap'
  if (isAddressEqual(sellToken.address, wrapped) && isNativeCurrency(buyToken)) return 'unwrap'
  return undefined
}

/**
 * What a quote sells: selling the native currency (a sell order) is quoted as an eth-flow
 * order of its wrapper, as the service prices it.
 */
export function ethFlowSellToken(
  chainId: number,
  sellToken: Address,
  kind: 'sell' | 'buy',
): { sellToken: Address; ethFlow?: true } {
  return kind === 'sell' && isAddressEqual(sellToken, NATIVE_CURRENCY_ADDRESS)
    ? { sellToken: getChain(chainId).wrappedNative, ethFlow: true }
    : { sellToken }
}
