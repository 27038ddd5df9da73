/**
 * Turns a planned batch into the arguments of `GPv2Settlement.settle`, using the
 * protocol module's trade encoder so the bytes match what the contract decodes
 * (GPv2Trade.extractFlags, GPv2Signing.recoverOrderSigner).
 */
import { isAddressEqual, type Address, type Hex } from 'viem'
import { encodeTrade, type SettlementTrade } from '@/protocol/signing'
import { priceOf, type PlannedFill, type PriceVector } from './clearing'

/** One trade of settle(), as the protocol module defines it. */
export type EncodedTrade = SettlementTrade

export interface EncodedInteraction {
  target: Address
  value: bigint
  callData: Hex
}

export interface EncodedSettlement {
  tokens: Address[]
  clearingPrices: bigint[]
  trades: EncodedTrade[]
  interactions: readonly [EncodedInteraction[], EncodedInteraction[], EncodedInteraction[]]
}

export function encodeSettlement(
  fills: readonly PlannedFill[],
  prices: PriceVector,
): EncodedSettlement {
  const tokens: Address[] = []
  const clearingPrices: bigint[] = []
  const indexOf = (token: Address): number => {
    const found = tokens.findIndex((t) => isAddressEqual(t, token))
    if (found >= 0) return found
    const price = priceOf(prices, token)
    if (price === undefined) throw new Error(`No clearing price for ${token}`)
    tokens.push(token)
    clearingPrices.push(price)
    return tokens.length - 1
  }
  const trades = fills.map(({ order: o, executedAmount }) =>
    encodeTrade({
      order: o.order,
      sellTokenIndex: indexOf(o.order.sellToken),
      buyTokenIndex: indexOf(o.order.buyToken),
      scheme: o.signingScheme,
      signature: o.signature,
      owner: o.owner,
      // Fill-or-kill orders ignore it on chain; the full amount documents the intent.
      executedAmount: o.order.partiallyFillable
        ? executedAmount
        : o.order.kind === 'sell'
          ? o.order.sellAmount
          : o.order.buyAmount,
    }),
  )
  return { tokens, clearingPrices, trades, interactions: [[], [], []] }
}
