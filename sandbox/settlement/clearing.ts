/**
 * The sandbox solver's matching and clearing math, as pure functions over bigints.
 *
 * Every amount here follows GPv2Settlement.computeTradeExecution exactly (which side
 * rounds up, which down, how a partial fee is prorated), so what we plan is what the
 * contract executes, and a plan the contract would reject (limit price, over-fill)
 * never leaves this module.
 *
 * Prices are one uniform vector per token: a trade selling `x` of A receives
 * `x * p[A] / p[B]` of B, whatever else is in the batch. Orders on both sides of a pair
 * trade against each other (a coincidence of wants) and only the net imbalance is taken
 * from, or given to, the settlement contract's own token buffers, up to a finite cap per
 * pair and auction.
 */
import type { OrderHookLists } from '@batchswap/contract/protocol/hooks'
import { getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import type { OrderData, SigningScheme } from '@batchswap/contract/protocol/order'
import type { PartnerFee } from '@batchswap/contract/protocol/partner-fee'
import type { WithheldFee } from '../kernel/db/protocol-fees'
import { spendableKey } from './funds'
import { limitRespectedAfterFees, withholdPartnerFees, type Execution } from './partner-fees'
import {
  computeExecution,
  limitPriceRespected,
  priceOf,
  remainingAmount,
  type PriceVector,
} from './trade-execution'

export interface AuctionOrder {
  uid: Hex
  owner: Address
  order: OrderData
  signingScheme: SigningScheme
  signature: Hex
  /** The partner fees charged on it (capped), withheld at settlement (`partner-fees.ts`). */
  partnerFees?: readonly PartnerFee[]
  /**
   * The contract's `filledAmount(uid)`: sell units for sell orders, buy units for buy
   * orders (fee excluded), as the contract counts them.
   */
  filled: bigint
  /** The CoW hooks this fill runs (pre-hooks only on the first fill): `hooks.ts`. */
  hooks?: OrderHookLists
  /**
   * The network cost of one trade in sell-token atoms (the quote's `feeAmount` now): what
   * the solver takes from the order's surplus for the gas it pays (`withholdNetworkFee`).
   */
  networkCost?: bigint
}

export interface PlannedFill {
  order: AuctionOrder
  /** The trade's `executedAmount`: what the contract uses for partially fillable orders. */
  executedAmount: bigint
  /** Sell token leaving the owner, fee included (the Trade event's sellAmount). */
  executedSell: bigint
  /** Buy token reaching the receiver (the Trade event's buyAmount). */
  executedBuy: bigint
  /** Prorated signed fee (zero for every current order). */
  executedFee: bigint
  /**
   * The partner fees withheld (already out of `executedBuy`, or in `executedSell`): such a
   * trade settles at its own clearing prices (`encode.ts`).
   */
  protocolFees?: WithheldFee[]
  /**
   * The network cost the solver took, in sell-token atoms (already out of `executedBuy`, or
   * in `executedSell`): the order's `executedFee`. Such a trade settles at its own prices too.
   */
  networkFee?: bigint
}

// ---------------------------------------------------------------- the auction

export interface SolveInput {
  /** Open, valid, signed orders in priority order (earlier first). */
  orders: readonly AuctionOrder[]
  prices: PriceVector
  /**
   * The sell token each owner can still hand over (min of balance and allowance to the
   * vault relayer), keyed by `spendableKey(owner, token)`. Missing means zero.
   */
  spendable: ReadonlyMap<string, bigint>
  /** The settlement contract's current balance per token: the solver's liquidity. */
  buffers: ReadonlyMap<Address, bigint>
  /**
   * The most of `tokenOut` the buffers may pay out on the pair (tokenOut, tokenIn) in
   * one auction: finite liquidity, so that big partially fillable orders fill in parts.
   */
  pairCap(tokenOut: Address, tokenIn: Address): bigint
}

export interface Solution {
  fills: PlannedFill[]
  /** Net change of each buffer (positive: the settlement contract gains). */
  bufferDelta: Map<Address, bigint>
}

interface Side {
  sellToken: Address
  buyToken: Address
  orders: AuctionOrder[]
}

interface SideFill {
  fills: PlannedFill[]
  /** sell token this side hands to the batch */
  paidIn: bigint
  /** buy token this side takes out of the batch */
  takenOut: bigint
}

/**
 * Plans one batch: orders whose limit the prices satisfy, grouped by pair, matched
 * against each other first and against the capped buffers for the rest. Fill-or-kill
 * orders are taken whole or skipped; partially fillable ones take what is left.
 */
export function solveAuction(input: SolveInput): Solution {
  const spendable = new Map(input.spendable)
  const buffers = new Map<string, bigint>()
  for (const [token, balance] of input.buffers) buffers.set(getAddress(token), balance)
  const eligible = input.orders.filter(
    (o) =>
      !isAddressEqual(o.order.sellToken, o.order.buyToken) &&
      remainingAmount(o.order, o.filled) > 0n &&
      limitPriceRespected(o.order, input.prices),
  )

  // Pairs in the order their first order arrived, so priority carries across pairs.
  const pairs = new Map<string, { a: Side; b: Side }>()
  for (const o of eligible) {
    // Canonical pair order by numeric address value.
    const sellFirst = BigInt(o.order.sellToken) < BigInt(o.order.buyToken)
    const first = getAddress(sellFirst ? o.order.sellToken : o.order.buyToken)
    const second = getAddress(sellFirst ? o.order.buyToken : o.order.sellToken)
    const key = `${first}-${second}`
    let pair = pairs.get(key)
    if (!pair) {
      pair = {
        a: { sellToken: first, buyToken: second, orders: [] },
        b: { sellToken: second, buyToken: first, orders: [] },
      }
      pairs.set(key, pair)
    }
    ;(isAddressEqual(o.order.sellToken, pair.a.sellToken) ? pair.a : pair.b).orders.push(o)
  }

  const fills: PlannedFill[] = []
  const bufferDelta = new Map<Address, bigint>()
  for (const { a, b } of pairs.values()) {
    const result = solvePair(a, b, input, spendable, buffers)
    if (!result) continue
    for (const side of [result.a, result.b]) {
      for (const fill of side.fills) {
        const key = spendableKey(fill.order.owner, fill.order.order.sellToken)
        spendable.set(key, (spendable.get(key) ?? 0n) - fill.executedSell)
        fills.push(fill)
      }
    }
    // Net flow into the buffers per token of the pair.
    const deltaA = result.a.paidIn - result.b.takenOut
    const deltaB = result.b.paidIn - result.a.takenOut
    addDelta(bufferDelta, a.sellToken, deltaA)
    addDelta(bufferDelta, b.sellToken, deltaB)
    // Only outflows reduce what later pairs may use; inflows are not counted on (safe side).
    if (deltaA < 0n) decrease(buffers, a.sellToken, -deltaA)
    if (deltaB < 0n) decrease(buffers, b.sellToken, -deltaB)
  }
  return { fills, bufferDelta }
}

function addDelta(map: Map<Address, bigint>, token: Address, delta: bigint): void {
  for (const [key, value] of map) {
    if (isAddressEqual(key, token)) {
      map.set(key, value + delta)
      return
    }
  }
  map.set(token, delta)
}

function decrease(map: Map<string, bigint>, token: Address, by: bigint): void {
  const key = getAddress(token)
  map.set(key, (map.get(key) ?? 0n) - by)
}

function solvePair(
  a: Side,
  b: Side,
  input: SolveInput,
  spendable: ReadonlyMap<string, bigint>,
  buffers: ReadonlyMap<string, bigint>,
): { a: SideFill; b: SideFill } | undefined {
  const pA = priceOf(input.prices, a.sellToken)
  const pB = priceOf(input.prices, b.sellToken)
  if (pA === undefined || pB === undefined) return undefined
  // How much of each token the buffers may pay out on this pair in this auction.
  const capOf = (tokenOut: Address, tokenIn: Address): bigint => {
    const inBuffer = buffers.get(getAddress(tokenOut)) ?? 0n
    const cap = input.pairCap(tokenOut, tokenIn)
    const limit = cap < inBuffer ? cap : inBuffer
    return limit > 0n ? limit : 0n
  }
  const capA = capOf(a.sellToken, b.sellToken)
  const capB = capOf(b.sellToken, a.sellToken)

  // Start with the lighter side filled in full: the heavier side then nets against it.
  const fullValue = (side: Side, sellPrice: bigint, buyPrice: bigint): bigint =>
    side.orders.reduce((sum, o) => {
      const rest = remainingAmount(o.order, o.filled)
      return sum + rest * (o.order.kind === 'sell' ? sellPrice : buyPrice)
    }, 0n)
  const aIsLight = fullValue(a, pA, pB) <= fullValue(b, pB, pA)
  const light = aIsLight ? a : b
  const heavy = aIsLight ? b : a
  const capLightBuy = aIsLight ? capB : capA // what light takes out: heavy's sell token
  const capHeavyBuy = aIsLight ? capA : capB
  const pLight = aIsLight ? pA : pB
  const pHeavy = aIsLight ? pB : pA

  const unlimited = (1n << 255n) - 1n
  let lightFill = fillSide(light, unlimited, pLight, pHeavy, spendable)
  let heavyFill = fillSide(heavy, lightFill.paidIn + capHeavyBuy, pHeavy, pLight, spendable)
  // Fill-or-kill granularity can leave the heavy side short of what the light side takes;
  // shrink alternately until both directions fit (monotone, so a few rounds suffice).
  for (let round = 0; round < 16; round += 1) {
    const lightOk = lightFill.takenOut <= heavyFill.paidIn + capLightBuy
    const heavyOk = heavyFill.takenOut <= lightFill.paidIn + capHeavyBuy
    if (lightOk && heavyOk) {
      return aIsLight ? { a: lightFill, b: heavyFill } : { a: heavyFill, b: lightFill }
    }
    if (!lightOk) {
      lightFill = fillSide(light, heavyFill.paidIn + capLightBuy, pLight, pHeavy, spendable)
    } else {
      heavyFill = fillSide(heavy, lightFill.paidIn + capHeavyBuy, pHeavy, pLight, spendable)
    }
  }
  return undefined
}

/**
 * Greedy fill of one direction: orders in priority order, each taking as much as the
 * remaining `capacity` of the buy token and its owner's spendable balance allow.
 */
function fillSide(
  side: Side,
  capacity: bigint,
  sellPrice: bigint,
  buyPrice: bigint,
  spendableIn: ReadonlyMap<string, bigint>,
): SideFill {
  const spendable = new Map(spendableIn)
  const fills: PlannedFill[] = []
  let room = capacity
  let paidIn = 0n
  let takenOut = 0n
  for (const o of side.orders) {
    if (room <= 0n) break
    const key = spendableKey(o.owner, o.order.sellToken)
    const canPay = spendable.get(key) ?? 0n
    const fill = planFill(o, room, canPay, sellPrice, buyPrice)
    if (!fill) continue
    fills.push(fill)
    spendable.set(key, canPay - fill.executedSell)
    room -= fill.executedBuy
    paidIn += fill.executedSell
    takenOut += fill.executedBuy
  }
  return { fills, paidIn, takenOut }
}

/** The largest fill of one order within `maxBuy` of its buy token and `maxSell` of its sell token. */
export function planFill(
  o: AuctionOrder,
  maxBuy: bigint,
  maxSell: bigint,
  sellPrice: bigint,
  buyPrice: bigint,
): PlannedFill | undefined {
  const rest = remainingAmount(o.order, o.filled)
  if (rest <= 0n || maxBuy <= 0n || maxSell <= 0n) return undefined
  const fees = o.partnerFees ?? []
  const fits = (executedAmount: bigint): PlannedFill | undefined => {
    if (executedAmount <= 0n) return undefined
    const uniform = computeExecution(o.order, executedAmount, sellPrice, buyPrice)
    // The network cost first (out of the surplus), then the partner fees on what is left: a
    // volume fee is a share of the amount traded after the network cost, as the real
    // protocol computes it.
    const network = withholdNetworkFee(o.order, uniform, o.networkCost ?? 0n, {
      sellPrice,
      buyPrice,
      maxSell,
    })
    const { exec, charged } = withholdPartnerFees(o.order, network.exec, fees)
    if (exec.executedBuy <= 0n || exec.executedBuy > maxBuy || exec.executedSell > maxSell) {
      return undefined
    }
    // The fee must still leave the trader within the signed limit.
    if (charged.length > 0 && !limitRespectedAfterFees(o.order, exec)) return undefined
    return {
      order: o,
      executedAmount,
      ...exec,
      ...(charged.length > 0 ? { protocolFees: charged } : {}),
      ...(network.fee > 0n ? { networkFee: network.fee } : {}),
    }
  }
  if (!o.order.partiallyFillable) {
    // Fill-or-kill: the contract requires an untouched order and executes it whole.
    if (o.filled > 0n) return undefined
    return fits(o.order.kind === 'sell' ? o.order.sellAmount : o.order.buyAmount)
  }
  // Largest executedAmount within both limits, estimated then nudged for rounding.
  let amount = rest
  if (o.order.kind === 'sell') {
    const byBuy = (maxBuy * buyPrice) / sellPrice
    const bySell = feeAdjusted(maxSell, o.order.sellAmount, o.order.feeAmount)
    amount = min(amount, min(byBuy, bySell))
  } else {
    // A buy order's partner fees are paid on top of its sell amount: leave room for them.
    const feeBps = BigInt(fees.reduce((sum, f) => sum + f.volumeBps, 0))
    const bySellPart =
      (feeAdjusted(maxSell, o.order.sellAmount, o.order.feeAmount) * 10_000n) / (10_000n + feeBps)
    const bySell = (bySellPart * sellPrice) / buyPrice
    amount = min(amount, min(maxBuy, bySell))
  }
  for (let step = 0; step < 4 && amount > 0n; step += 1) {
    const fill = fits(amount)
    if (fill) return fill
    amount -= 1n
  }
  return undefined
}

/**
 * The solver's network cost, taken as the real solvers take it from an order signed with a
 * zero fee: out of its surplus, in the sell token. A sell order receives the buy amount of
 * `fee` less sold (at the uniform prices), a buy order pays `fee` more; never beyond the
 * signed limit (an order at its limit pays what surplus it has) nor, for a buy order, beyond
 * what its owner can hand over.
 */
export function withholdNetworkFee(
  order: Pick<OrderData, 'kind' | 'sellAmount' | 'buyAmount'>,
  exec: Execution,
  cost: bigint,
  at: { sellPrice: bigint; buyPrice: bigint; maxSell: bigint },
): { exec: Execution; fee: bigint } {
  if (cost <= 0n || order.sellAmount === 0n || order.buyAmount === 0n) return { exec, fee: 0n }
  const sold = exec.executedSell - exec.executedFee
  if (order.kind === 'sell') {
    // The least buy amount the limit allows for what is sold, and the surplus above it.
    const limitBuy = ceilDiv(order.buyAmount * sold, order.sellAmount)
    const surplusBuy = exec.executedBuy - limitBuy
    if (surplusBuy <= 0n) return { exec, fee: 0n }
    const room = (surplusBuy * at.buyPrice) / at.sellPrice
    const fee = min(cost, room)
    const withheld = (fee * at.sellPrice) / at.buyPrice
    if (fee <= 0n || withheld <= 0n) return { exec, fee: 0n }
    return { exec: { ...exec, executedBuy: exec.executedBuy - withheld }, fee }
  }
  // The most the limit lets the order pay for what it buys, and what it pays less than that.
  const limitSell = (order.sellAmount * exec.executedBuy) / order.buyAmount
  const fee = min(cost, min(limitSell - sold, at.maxSell - exec.executedSell))
  if (fee <= 0n) return { exec, fee: 0n }
  return { exec: { ...exec, executedSell: exec.executedSell + fee }, fee }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}

/** The part of `total` (fee included) left for the traded amount when the fee is prorated. */
function feeAdjusted(total: bigint, amount: bigint, fee: bigint): bigint {
  if (fee === 0n || amount === 0n) return total
  return (total * amount) / (amount + fee)
}

function min(x: bigint, y: bigint): bigint {
  return x < y ? x : y
}
