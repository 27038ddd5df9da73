/**
 * Turns a planned batch into the arguments of `GPv2Settlement.settle`, using the
 * protocol module's trade encoder so the bytes match what the contract decodes
 * (GPv2Trade.extractFlags, GPv2Signing.recoverOrderSigner).
 */
import { encodeFunctionData, isAddressEqual, type Address, type Hex } from 'viem'
import { buysNativeCurrency } from '@batchswap/contract/protocol/eth-flow'
import { encodeTrade, type SettlementTrade } from '@batchswap/contract/protocol/signing'
import { ethFlowAbi, wethAbi } from '../chain/abis'
import { customPrices } from './partner-fees'
import type { PlannedFill } from './clearing'
import { priceOf, type PriceVector } from './trade-execution'
import { hookInteractions, type EncodedInteraction } from './hooks'

/** One trade of settle(), as the protocol module defines it. */
export type EncodedTrade = SettlementTrade

export interface EncodedSettlement {
  tokens: Address[]
  clearingPrices: bigint[]
  trades: EncodedTrade[]
  interactions: readonly [EncodedInteraction[], EncodedInteraction[], EncodedInteraction[]]
}

/** The contracts native ETH flows through: eth-flow orders in, ETH payouts out. */
export interface NativeContracts {
  ethFlow: Address
  wrappedNativeToken: Address
}

export function encodeSettlement(
  fills: readonly PlannedFill[],
  prices: PriceVector,
  native?: NativeContracts,
  /** The HooksTrampoline: without it, orders' hooks are not run. */
  hooksTrampoline?: Address,
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
  // A trade with fees withheld (partner fees, the network cost) settles at its own prices
  // (as real drivers encode custom prices): its tokens again, after the uniform ones, priced
  // at its executed amounts.
  const ownPrices = (f: PlannedFill) => Boolean(f.protocolFees?.length) || (f.networkFee ?? 0n) > 0n
  for (const f of fills) {
    if (ownPrices(f)) continue
    indexOf(f.order.order.sellToken)
    indexOf(f.order.order.buyToken)
  }
  const own = new Map<Hex, number>()
  for (const f of fills) {
    if (!ownPrices(f)) continue
    const { sellPrice, buyPrice } = customPrices(f)
    own.set(f.order.uid, tokens.length)
    tokens.push(f.order.order.sellToken, f.order.order.buyToken)
    clearingPrices.push(sellPrice, buyPrice)
  }
  const ownIndex = (uid: Hex, offset: number): number | undefined => {
    const first = own.get(uid)
    return first === undefined ? undefined : first + offset
  }
  const trades = fills.map(({ order: o, executedAmount }) =>
    encodeTrade({
      order: o.order,
      sellTokenIndex: ownIndex(o.uid, 0) ?? indexOf(o.order.sellToken),
      buyTokenIndex: ownIndex(o.uid, 1) ?? indexOf(o.order.buyToken),
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
  const [pre, intra, post] = nativeInteractions(fills, native)
  const hooks = hooksTrampoline
    ? hookInteractions(
        hooksTrampoline,
        fills.map((f) => f.order.hooks),
      )
    : { pre: [], post: [] }
  // Pre-hooks after wrapAll (a hook may expect the batch's WETH), post-hooks after the payouts.
  const interactions: EncodedSettlement['interactions'] = [
    [...pre, ...hooks.pre],
    intra,
    [...post, ...hooks.post],
  ]
  return { tokens, clearingPrices, trades, interactions }
}

/**
 * What moving native ETH takes, as real solvers do it. Before the trades, the eth-flow
 * contract wraps the ETH its orders hold (`wrapAll()`, as the real services add for every
 * eth-flow order), so the vault relayer can pull WETH. Between the trades and the payouts,
 * the settlement unwraps from its WETH what orders buying ETH (0xEeee...) are paid: it pays
 * those in ETH from its own balance.
 */
function nativeInteractions(
  fills: readonly PlannedFill[],
  native: NativeContracts | undefined,
): EncodedSettlement['interactions'] {
  if (!native) return [[], [], []]
  const pre = fills.some((f) => isAddressEqual(f.order.owner, native.ethFlow))
    ? [
        {
          target: native.ethFlow,
          value: 0n,
          callData: encodeFunctionData({ abi: ethFlowAbi, functionName: 'wrapAll' }),
        },
      ]
    : []
  const ethOut = fills
    .filter((f) => buysNativeCurrency(f.order.order))
    .reduce((sum, f) => sum + f.executedBuy, 0n)
  const intra =
    ethOut > 0n
      ? [
          {
            target: native.wrappedNativeToken,
            value: 0n,
            callData: encodeFunctionData({
              abi: wethAbi,
              functionName: 'withdraw',
              args: [ethOut],
            }),
          },
        ]
      : []
  return [pre, intra, []]
}
