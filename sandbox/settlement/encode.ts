/**
 * Turns a planned batch into the arguments of `GPv2Settlement.settle`, using the
 * protocol module's flag and signature encoders so the bytes match what the contract
 * decodes (GPv2Trade.extractFlags, GPv2Signing.recoverOrderSigner).
 */
import { isAddressEqual, type Address, type Hex } from 'viem'
import { encodeTradeFlags, encodeTradeSignature, type SettlementTrade } from '@/protocol/signing'
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
  const indexOf = (token: Address): bigint => {
    const found = tokens.findIndex((t) => isAddressEqual(t, token))
    if (found >= 0) return BigInt(found)
    const price = priceOf(prices, token)
    if (price === undefined) throw new Error(`No clearing price for ${token}`)
    tokens.push(token)
    clearingPrices.push(price)
    return BigInt(tokens.length - 1)
  }
  const trades = fills.map(({ order: o, executedAmount }): EncodedTrade => {
    const order = o.order
    return {
      sellTokenIndex: indexOf(order.sellToken),
      buyTokenIndex: indexOf(order.buyToken),
      receiver: order.receiver,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      validTo: order.validTo,
      appData: order.appData,
      feeAmount: order.feeAmount,
      flags: encodeTradeFlags({
        kind: order.kind,
        partiallyFillable: order.partiallyFillable,
        sellTokenBalance: order.sellTokenBalance,
        buyTokenBalance: order.buyTokenBalance,
        signingScheme: o.signingScheme,
      }),
      // Fill-or-kill orders ignore it on chain; the full amount documents the intent.
      executedAmount: order.partiallyFillable
        ? executedAmount
        : order.kind === 'sell'
          ? order.sellAmount
          : order.buyAmount,
      signature: encodeTradeSignature({
        scheme: o.signingScheme,
        signature: o.signature,
        owner: o.owner,
      }),
    }
  })
  return { tokens, clearingPrices, trades, interactions: [[], [], []] }
}
