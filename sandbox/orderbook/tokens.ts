/** Which tokens the sandbox orderbook trades: the deployment's list, minus the unsupported one. */
import { isAddressEqual, type Address } from 'viem'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import type { SandboxToken } from '@batchswap/contract/sandbox/deployment'
import type { OrderbookContext } from '../kernel/context'
import { badRequest } from '../kernel/errors'

/** Production refuses fee-on-transfer, rebasing and unindexed tokens; the sandbox marks one. */
export function isUnsupportedSymbol(symbol: string): boolean {
  return symbol.toUpperCase().includes('UNSUPPORTED')
}

export function findToken(ctx: OrderbookContext, address: Address): SandboxToken | undefined {
  return ctx.config.tokens.find((token) => isAddressEqual(token.address, address))
}

/** The token, or 400 UnsupportedToken when it is unknown to the sandbox or marked unsupported. */
export function requireSupportedToken(ctx: OrderbookContext, address: Address): SandboxToken {
  const token = findToken(ctx, address)
  if (!token) {
    throw badRequest('UnsupportedToken', `Token ${address} is not traded in the sandbox`)
  }
  if (isUnsupportedSymbol(token.symbol)) {
    throw badRequest('UnsupportedToken', `Token ${address} (${token.symbol}) is not supported`)
  }
  return token
}

/**
 * The tokens of an order or quote, as the real service checks them: native ETH
 * (0xEeee...) cannot be sold by an order (InvalidNativeSellToken: it is sold through the
 * eth-flow contract, as WETH), and can be bought: the settlement pays it out in ETH.
 */
export function requireTradablePair(ctx: OrderbookContext, sellToken: Address, buyToken: Address) {
  if (isAddressEqual(sellToken, NATIVE_CURRENCY_ADDRESS)) {
    throw badRequest(
      'InvalidNativeSellToken',
      'native ETH cannot be the sell token of an order: sell it through the eth-flow contract',
    )
  }
  requireSupportedToken(ctx, sellToken)
  if (!isAddressEqual(buyToken, NATIVE_CURRENCY_ADDRESS)) requireSupportedToken(ctx, buyToken)
}
