import { describe, expect, it } from 'vitest'
import { getAddress, isAddressEqual, parseUnits, type Address, type Hex } from 'viem'
import { orderData } from '@batchswap/contract/protocol/order-fixtures'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { planFill, solveAuction, type AuctionOrder, type SolveInput } from './clearing'
import {
  computeExecution,
  limitPriceRespected,
  priceOf,
  surplusOf,
  type PriceVector,
} from './trade-execution'
import { spendableKey } from './funds'

const WETH = getAddress('0x00000000000000000000000000000000000000e1')
const USDC = getAddress('0x00000000000000000000000000000000000000c1')
const DAI = getAddress('0x00000000000000000000000000000000000000d1')
const ALICE = getAddress('0x000000000000000000000000000000000000a11c')
const BOB = getAddress('0x0000000000000000000000000000000000000b0b')

// USD per smallest unit with 36 decimals, as PriceModel.atomPrice gives them.
const prices: PriceVector = new Map([
  [WETH, 3000n * 10n ** 18n],
  [USDC, 10n ** 30n],
  [DAI, 10n ** 18n],
])

/** One side of an order: an amount of a token, in its smallest units. */
interface Leg {
  token: Address
  amount: bigint
}
const atoms = (token: Address, amount: bigint): Leg => ({ token, amount })
const weth = (units: string): Leg => atoms(WETH, parseUnits(units, 18))
const usdc = (units: string): Leg => atoms(USDC, parseUnits(units, 6))
const dai = (units: string): Leg => atoms(DAI, parseUnits(units, 18))

let uidCounter = 0
/** An auction order of `owner` selling `sell` for `buy` (the shared fixture's other fields). */
function order(
  owner: Address,
  sell: Leg,
  buy: Leg,
  fields: Partial<OrderData> = {},
  filled = 0n,
): AuctionOrder {
  uidCounter += 1
  return {
    uid: `0x${uidCounter.toString(16).padStart(112, '0')}` as Hex,
    owner,
    signingScheme: 'eip712',
    signature: '0x',
    filled,
    order: orderData({
      sellToken: sell.token,
      sellAmount: sell.amount,
      buyToken: buy.token,
      buyAmount: buy.amount,
      ...fields,
    }),
  }
}

const rich = (...orders: AuctionOrder[]): Map<string, bigint> =>
  new Map(orders.map((o) => [spendableKey(o.owner, o.order.sellToken), 10n ** 40n]))

function input(orders: AuctionOrder[], overrides: Partial<SolveInput> = {}): SolveInput {
  return {
    orders,
    prices,
    spendable: rich(...orders),
    buffers: new Map([
      [WETH, parseUnits('1000', 18)],
      [USDC, parseUnits('3000000', 6)],
      [DAI, parseUnits('3000000', 18)],
    ]),
    pairCap: () => 10n ** 40n,
    ...overrides,
  }
}

describe('computeExecution (mirrors GPv2Settlement.computeTradeExecution)', () => {
  const pW = priceOf(prices, WETH) ?? 0n
  const pU = priceOf(prices, USDC) ?? 0n
  it('rounds the buy amount of a sell order up', () => {
    const o = order(ALICE, atoms(USDC, 1n), atoms(WETH, 0n))
    // 1e-6 USDC buys 1e-6 / 3000 WETH = 333333333.3 wei -> ceil
    expect(computeExecution(o.order, 0n, pU, pW).executedBuy).toBe(333_333_334n)
  })
  it('rounds the sell amount of a buy order down and ignores executedAmount when fill-or-kill', () => {
    const o = order(ALICE, atoms(USDC, 10n ** 9n), atoms(WETH, 1n), { kind: 'buy' })
    expect(computeExecution(o.order, 999n, pU, pW)).toEqual({
      executedSell: 0n,
      executedBuy: 1n,
      executedFee: 0n,
    })
  })
  it('prorates the signed fee of a partially fillable order', () => {
    const o = order(ALICE, atoms(WETH, 1000n), atoms(USDC, 1n), {
      feeAmount: 10n,
      partiallyFillable: true,
    })
    const exec = computeExecution(o.order, 250n, pW, pU)
    expect(exec.executedFee).toBe(2n)
    expect(exec.executedSell).toBe(252n)
  })
})

describe('limit prices and surplus', () => {
  it('accepts an order only when sellAmount * p(sell) >= buyAmount * p(buy)', () => {
    const ok = order(ALICE, weth('1'), usdc('3000'))
    const tooGreedy = order(ALICE, weth('1'), usdc('3000.000001'))
    expect(limitPriceRespected(ok.order, prices)).toBe(true)
    expect(limitPriceRespected(tooGreedy.order, prices)).toBe(false)
    const unknown = order(ALICE, atoms(ALICE, 1n), atoms(USDC, 1n))
    expect(limitPriceRespected(unknown.order, prices)).toBe(false)
  })
  it('measures surplus against the prorated limit', () => {
    const sell = order(ALICE, weth('2'), usdc('5000'), { partiallyFillable: true })
    const s = surplusOf(sell.order, {
      executedSell: parseUnits('1', 18),
      executedBuy: parseUnits('3000', 6),
      executedFee: 0n,
    })
    expect(s.token).toBe(USDC)
    expect(s.limit).toBe(parseUnits('2500', 6))
    expect(s.amount).toBe(parseUnits('500', 6))
    expect(s.bps).toBe(2000)
    const buy = order(ALICE, usdc('3300'), weth('1'), { kind: 'buy' })
    const b = surplusOf(buy.order, {
      executedSell: parseUnits('3000', 6),
      executedBuy: parseUnits('1', 18),
      executedFee: 0n,
    })
    expect(b).toMatchObject({ token: USDC, amount: parseUnits('300', 6), bps: 909.09 })
  })
})

describe('solveAuction', () => {
  it('fills a sell order against the buffers at the uniform price', () => {
    const o = order(ALICE, weth('1'), usdc('2900'))
    const { fills, bufferDelta } = solveAuction(input([o]))
    expect(fills).toHaveLength(1)
    expect(fills[0]?.executedSell).toBe(parseUnits('1', 18))
    expect(fills[0]?.executedBuy).toBe(parseUnits('3000', 6))
    expect(bufferDelta.get(WETH)).toBe(parseUnits('1', 18))
    expect(bufferDelta.get(USDC)).toBe(-parseUnits('3000', 6))
  })

  it('skips orders whose limit the prices do not satisfy', () => {
    const o = order(ALICE, weth('1'), usdc('3100'))
    expect(solveAuction(input([o])).fills).toEqual([])
  })

  it('matches a coincidence of wants with empty buffers', () => {
    const sellWeth = order(ALICE, weth('1'), usdc('2900'))
    const buyWeth = order(BOB, usdc('3100'), weth('1'), { kind: 'buy' })
    const solution = solveAuction(
      input([sellWeth, buyWeth], { buffers: new Map(), pairCap: () => 0n }),
    )
    expect(solution.fills.map((f) => f.order.uid).sort()).toEqual(
      [sellWeth.uid, buyWeth.uid].sort(),
    )
    expect(solution.bufferDelta.get(WETH)).toBe(0n)
    expect(solution.bufferDelta.get(USDC)).toBe(0n)
  })

  it('fills a partially fillable order up to the pair cap, and the rest next time', () => {
    const big = order(ALICE, weth('10'), usdc('29000'), { partiallyFillable: true })
    const cap = parseUnits('18000', 6)
    const pairCap = (out: Address): bigint => (isAddressEqual(out, USDC) ? cap : 10n ** 40n)
    const first = solveAuction(input([big], { pairCap }))
    expect(first.fills).toHaveLength(1)
    expect(first.fills[0]?.executedBuy).toBe(cap)
    expect(first.fills[0]?.executedAmount).toBe(parseUnits('6', 18))
    const second = solveAuction(input([{ ...big, filled: parseUnits('6', 18) }], { pairCap }))
    expect(second.fills[0]?.executedAmount).toBe(parseUnits('4', 18))
  })

  it('takes fill-or-kill orders whole or not at all', () => {
    const tooBig = order(ALICE, weth('10'), usdc('29000'))
    const fits = order(BOB, weth('2'), usdc('5800'))
    const pairCap = (out: Address): bigint =>
      isAddressEqual(out, USDC) ? parseUnits('18000', 6) : 10n ** 40n
    const { fills } = solveAuction(input([tooBig, fits], { pairCap }))
    expect(fills.map((f) => f.order.uid)).toEqual([fits.uid])
    expect(fills[0]?.executedSell).toBe(parseUnits('2', 18))
    // A fill-or-kill order that already traded can never trade again.
    expect(solveAuction(input([{ ...fits, filled: 1n }])).fills).toEqual([])
  })

  it("respects the owner's spendable balance, shared across orders", () => {
    const a = order(ALICE, weth('1'), usdc('2900'))
    const b = order(ALICE, weth('1'), dai('2900'), { partiallyFillable: true })
    const spendable = new Map([[spendableKey(ALICE, WETH), parseUnits('1.5', 18)]])
    const { fills } = solveAuction(input([a, b], { spendable }))
    expect(fills.map((f) => f.executedSell)).toEqual([parseUnits('1', 18), parseUnits('0.5', 18)])
    const none = solveAuction(input([a], { spendable: new Map() }))
    expect(none.fills).toEqual([])
  })

  it('never lets a buffer go negative and never over-fills (random batches)', () => {
    let seed = 7
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const tokens = [WETH, USDC, DAI]
    const decimals = new Map([
      [WETH, 18],
      [USDC, 6],
      [DAI, 18],
    ])
    const usd = new Map([
      [WETH, 3000],
      [USDC, 1],
      [DAI, 1],
    ])
    for (let round = 0; round < 60; round += 1) {
      const orders: AuctionOrder[] = []
      for (let i = 0; i < 8; i += 1) {
        const sellToken = tokens[rand(3)] ?? WETH
        const buyToken = tokens.find((t) => t !== sellToken && rand(2) === 0) ?? USDC
        if (sellToken === buyToken) continue
        const sellUsd = 100 + rand(20_000)
        const slack = 0.9 + rand(200) / 1000
        const sellAmount = parseUnits(
          ((sellUsd / (usd.get(sellToken) ?? 1)) * 1).toFixed(6),
          decimals.get(sellToken) ?? 18,
        )
        const buyAmount = parseUnits(
          ((sellUsd / (usd.get(buyToken) ?? 1)) * (2 - slack)).toFixed(6),
          decimals.get(buyToken) ?? 18,
        )
        const kind = rand(2) === 0 ? 'sell' : 'buy'
        const partiallyFillable = rand(2) === 0
        const total = kind === 'sell' ? sellAmount : buyAmount
        const filled = partiallyFillable && rand(3) === 0 ? total / 3n : 0n
        orders.push(
          order(
            rand(2) === 0 ? ALICE : BOB,
            atoms(sellToken, sellAmount),
            atoms(buyToken, buyAmount),
            { kind, partiallyFillable },
            filled,
          ),
        )
      }
      const buffers = new Map(
        tokens.map((t) => [t, parseUnits(String(rand(5000)), decimals.get(t) ?? 18)]),
      )
      const capAmount = (t: Address): bigint =>
        parseUnits(String(rand(8000)), decimals.get(t) ?? 18)
      const caps = new Map(tokens.map((t) => [t, capAmount(t)]))
      const spendable = new Map<string, bigint>()
      for (const o of orders) {
        spendable.set(
          spendableKey(o.owner, o.order.sellToken),
          parseUnits(String(rand(30_000)), 18),
        )
      }
      const solution = solveAuction({
        orders,
        prices,
        spendable,
        buffers,
        pairCap: (out) => caps.get(out) ?? 0n,
      })
      for (const t of tokens) {
        expect((buffers.get(t) ?? 0n) + (solution.bufferDelta.get(t) ?? 0n)).toBeGreaterThanOrEqual(
          0n,
        )
      }
      const spent = new Map<string, bigint>()
      for (const f of solution.fills) {
        const o = f.order.order
        expect(o.sellAmount * (priceOf(prices, o.sellToken) ?? 0n)).toBeGreaterThanOrEqual(
          o.buyAmount * (priceOf(prices, o.buyToken) ?? 0n),
        )
        const total = o.kind === 'sell' ? o.sellAmount : o.buyAmount
        const now = o.partiallyFillable ? f.executedAmount : total
        expect(f.order.filled + now).toBeLessThanOrEqual(total)
        const key = spendableKey(f.order.owner, o.sellToken)
        spent.set(key, (spent.get(key) ?? 0n) + f.executedSell)
      }
      for (const [key, amount] of spent) {
        expect(amount).toBeLessThanOrEqual(spendable.get(key) ?? 0n)
      }
    }
  })
})

describe('planFill', () => {
  it('returns nothing when there is no room', () => {
    const o = order(ALICE, atoms(WETH, 10n ** 18n), atoms(USDC, 1n), { partiallyFillable: true })
    const pW = priceOf(prices, WETH) ?? 0n
    const pU = priceOf(prices, USDC) ?? 0n
    expect(planFill(o, 0n, 10n ** 30n, pW, pU)).toBeUndefined()
    expect(planFill(o, 10n ** 30n, 0n, pW, pU)).toBeUndefined()
    // Less than one USDC unit of room still fills a sliver that fits exactly.
    const sliver = planFill(o, 1n, 10n ** 30n, pW, pU)
    expect(sliver?.executedBuy).toBe(1n)
  })
})

describe('the network cost (issue 39: a filled order reports what it paid)', () => {
  const pW = priceOf(prices, WETH) ?? 0n
  const pU = priceOf(prices, USDC) ?? 0n
  it('takes the cost from a sell order surplus: less bought, the fee in the sell token', () => {
    // 1 WETH for at least 2,900 USDC at 3,000: 100 USDC of surplus, a cost of 0.001 WETH.
    const o = { ...order(ALICE, weth('1'), usdc('2900')), networkCost: parseUnits('0.001', 18) }
    const fill = planFill(o, 10n ** 40n, 10n ** 40n, pW, pU)
    expect(fill?.networkFee).toBe(parseUnits('0.001', 18))
    expect(fill?.executedSell).toBe(parseUnits('1', 18))
    expect(fill?.executedBuy).toBe(parseUnits('2997', 6))
  })
  it('never goes below the limit: an order with less surplus than the cost pays that surplus', () => {
    const o = { ...order(ALICE, weth('1'), usdc('2999')), networkCost: parseUnits('0.01', 18) }
    const fill = planFill(o, 10n ** 40n, 10n ** 40n, pW, pU)
    // Rounded for the trader: the atom a fee of whole wei cannot take stays theirs.
    expect(fill?.executedBuy).toBe(parseUnits('2999', 6) + 1n)
    // 1 USDC of surplus is 1/3000 WETH.
    expect(fill?.networkFee).toBe(parseUnits('1', 18) / 3000n)
    const atLimit = { ...order(ALICE, weth('1'), usdc('3000')), networkCost: 5n }
    const free = planFill(atLimit, 10n ** 40n, 10n ** 40n, pW, pU)
    expect(free?.networkFee).toBeUndefined()
    expect(free?.executedBuy).toBe(parseUnits('3000', 6))
  })
  it('adds the cost to what a buy order pays, within its limit and its spendable balance', () => {
    // At most 3,100 USDC for 1 WETH at 3,000; a cost of 5 USDC.
    const o = {
      ...order(ALICE, usdc('3100'), weth('1'), { kind: 'buy' }),
      networkCost: parseUnits('5', 6),
    }
    const fill = planFill(o, 10n ** 40n, 10n ** 40n, pU, pW)
    expect(fill?.networkFee).toBe(parseUnits('5', 6))
    expect(fill?.executedSell).toBe(parseUnits('3005', 6))
    expect(fill?.executedBuy).toBe(parseUnits('1', 18))
    const short = planFill(o, 10n ** 40n, parseUnits('3002', 6), pU, pW)
    expect(short?.networkFee).toBe(parseUnits('2', 6))
    expect(short?.executedSell).toBe(parseUnits('3002', 6))
  })
  it('charges nothing when no cost is known', () => {
    const fill = planFill(order(ALICE, weth('1'), usdc('2900')), 10n ** 40n, 10n ** 40n, pW, pU)
    expect(fill?.networkFee).toBeUndefined()
    expect(fill?.executedBuy).toBe(parseUnits('3000', 6))
  })
})
