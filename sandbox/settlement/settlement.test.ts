/**
 * The solver against a real anvil with the real settlement contract: orders posted through
 * the service settle on chain in one batch per auction, at uniform prices, whatever their
 * signing scheme, and their state comes back from the chain. (The indexer on its own:
 * indexer.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import { parseUnits, type Address, type Hex } from 'viem'
import {
  competitionStatusSchema,
  solverCompetitionSchema,
} from '@batchswap/contract/wire/competition'
import { notificationsResponseSchema } from '@batchswap/contract/wire/notifications'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { settlementAbi } from '../chain/abis'
import type { PlannedFill } from './clearing'
import { encodeSettlement } from './encode'
import {
  DAI,
  USDC,
  WETH,
  approve,
  atMarket,
  balanceOf,
  getJson,
  getOrder,
  invalidateOrder,
  postOrder,
  setPreSignature,
  sellAtMarket,
  tradesOf,
} from '../testing/settlement-harness'
import { notificationsOf, statusType, useHarness } from '../testing/settlement-hooks'

const h = useHarness(undefined, { approvedTokens: [WETH, USDC] })
const [trader0, trader1, trader2, trader3, trader4] = sandboxDeployment.traders

describe('a sell and a buy order', () => {
  it('settle on chain in one batch and move exactly the executed amounts', async () => {
    const sellAmount = parseUnits('1', 18)
    const sell = await postOrder(h, 0, sellAtMarket(h, WETH, USDC, sellAmount, 0.995))
    const buyAmount = parseUnits('0.4', 18)
    const buy = await postOrder(h, 1, {
      kind: 'buy',
      sellToken: USDC,
      buyToken: WETH,
      sellAmount: atMarket(h, buyAmount, WETH, USDC, 1.005),
      buyAmount,
    })
    const before = {
      t0Weth: await balanceOf(h, WETH, trader0),
      t0Usdc: await balanceOf(h, USDC, trader0),
      t1Weth: await balanceOf(h, WETH, trader1),
      t1Usdc: await balanceOf(h, USDC, trader1),
    }

    const outcome = await h.module.runAuction()
    expect(outcome.error).toBeUndefined()
    expect(outcome.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(outcome.fills.map((f) => f.uid).sort()).toEqual([sell.uid, buy.uid].sort())

    const sold = await getOrder(h, sell.uid)
    const bought = await getOrder(h, buy.uid)
    expect(sold.status).toBe('fulfilled')
    expect(bought.status).toBe('fulfilled')
    expect(BigInt(sold.executedSellAmount)).toBe(sellAmount)
    expect(BigInt(bought.executedBuyAmount)).toBe(buyAmount)
    expect(BigInt(sold.executedBuyAmount)).toBeGreaterThanOrEqual(sell.order.buyAmount)
    expect(BigInt(bought.executedSellAmount)).toBeLessThanOrEqual(buy.order.sellAmount)
    expect(sold.executedFeeToken).toBe(WETH)

    expect(await balanceOf(h, WETH, trader0)).toBe(before.t0Weth - BigInt(sold.executedSellAmount))
    expect(await balanceOf(h, USDC, trader0)).toBe(before.t0Usdc + BigInt(sold.executedBuyAmount))
    expect(await balanceOf(h, WETH, trader1)).toBe(before.t1Weth + BigInt(bought.executedBuyAmount))
    expect(await balanceOf(h, USDC, trader1)).toBe(
      before.t1Usdc - BigInt(bought.executedSellAmount),
    )

    // The chain's Trade events say the same.
    const trades = await tradesOf(h, outcome.txHash as Hex)
    expect(trades).toHaveLength(2)
    // One uniform price: both trades of the pair clear at the same WETH/USDC rate (to
    // rounding) once each one's network cost (its executedFee, in its sell token) is set
    // aside: the sell order received for what it sold less the fee, the buy order paid the
    // fee on top.
    const soldFee = BigInt(sold.executedFee ?? '0')
    const boughtFee = BigInt(bought.executedFee ?? '0')
    expect(soldFee).toBeGreaterThan(0n)
    expect(boughtFee).toBeGreaterThan(0n)
    const rate = (weth: bigint, usdc: bigint) => Number((usdc * 10n ** 18n) / weth) / 1e6
    const t0 = trades.find((t) => t.owner === trader0)
    const t1 = trades.find((t) => t.owner === trader1)
    expect(t0 && t1).toBeTruthy()
    if (t0 && t1) {
      expect(rate(t0.sellAmount - soldFee, t0.buyAmount)).toBeCloseTo(
        rate(t1.buyAmount, t1.sellAmount - boughtFee),
        2,
      )
    }

    // Competition record, in all four spellings.
    const latest = await getJson(h, '/sandbox/api/v2/solver_competition/latest')
    expect(latest.status).toBe(200)
    const competition = solverCompetitionSchema.parse(latest.body)
    expect(competition.auctionId).toBe(outcome.auctionId)
    expect(competition.transactionHashes).toEqual([outcome.txHash])
    expect(competition.auction?.orders?.sort()).toEqual([sell.uid, buy.uid].sort())
    const [solution] = competition.solutions
    expect(solution?.isWinner).toBe(true)
    expect(solution?.ranking).toBe(1)
    expect(solution?.solverAddress).toBe(sandboxDeployment.solver)
    expect(Object.keys(solution?.clearingPrices ?? {}).sort()).toEqual([USDC, WETH].sort())
    expect(solution?.orders?.find((o) => o.id === sell.uid)?.buyAmount).toBe(sold.executedBuyAmount)
    for (const path of [
      `/sandbox/api/v2/solver_competition/${String(outcome.auctionId)}`,
      `/sandbox/api/v1/solver_competition/${String(outcome.auctionId)}`,
      `/sandbox/api/v2/solver_competition/by_tx_hash/${String(outcome.txHash)}`,
    ]) {
      const again = await getJson(h, path)
      expect(again.status, path).toBe(200)
      expect(again.body).toEqual(latest.body)
    }

    const status = await getJson(h, `/sandbox/api/v1/orders/${sell.uid}/status`)
    expect(competitionStatusSchema.parse(status.body).type).toBe('traded')

    const inbox = await getJson(h, `/accounts/${trader0}/notifications`)
    const notes = notificationsResponseSchema.parse(inbox.body)
    expect(notes.some((n) => 'type' in n && n.type === 'order_filled')).toBe(true)
  })
})

describe("a partially fillable order larger than one auction's liquidity", () => {
  it('fills over two auctions, notifying each part, the fill and the price improvement', async () => {
    const sellAmount = parseUnits('250', 18)
    const before = {
      weth: await balanceOf(h, WETH, trader2),
      usdc: await balanceOf(h, USDC, trader2),
    }
    const order = await postOrder(h, 2, {
      ...sellAtMarket(h, WETH, USDC, sellAmount, 0.97),
      partiallyFillable: true,
    })

    const first = await h.module.runAuction()
    expect(first.error).toBeUndefined()
    const part = first.fills.find((f) => f.uid === order.uid)
    expect(part).toBeDefined()
    expect(part && part.executedSell < sellAmount).toBe(true)
    const afterFirst = await getOrder(h, order.uid)
    expect(afterFirst.status).toBe('open')
    expect(BigInt(afterFirst.executedSellAmount)).toBe(part?.executedSell)
    expect(await statusType(h, order.uid)).toBe('traded')

    const second = await h.module.runAuction()
    expect(second.fills.map((f) => f.uid)).toContain(order.uid)
    const done = await getOrder(h, order.uid)
    expect(done.status).toBe('fulfilled')
    expect(BigInt(done.executedSellAmount)).toBe(sellAmount)
    expect(await balanceOf(h, WETH, trader2)).toBe(before.weth - sellAmount)
    expect(await balanceOf(h, USDC, trader2)).toBe(before.usdc + BigInt(done.executedBuyAmount))

    const notes = (await notificationsOf(h, trader2)).filter(
      (n) => n.metadata?.orderId === order.uid,
    )
    expect(notes.map((n) => n.type).sort()).toEqual([
      'order_filled',
      'order_partially_filled',
      'price_improvement',
      'price_improvement',
    ])
    // Newest first.
    expect(notes[0]?.type === 'order_filled' || notes[0]?.type === 'price_improvement').toBe(true)
    const partial = notes.find((n) => n.type === 'order_partially_filled')
    expect(partial?.metadata?.executedAmount).toBe(part?.executedSell.toString())
    const improvement = notes.find((n) => n.type === 'price_improvement')
    expect(Number(improvement?.metadata?.surplusBps)).toBeGreaterThan(100)
    expect(BigInt(String(improvement?.metadata?.surplus))).toBeGreaterThan(0n)
  })
})

describe('a fill-or-kill order larger than the liquidity', () => {
  it('is never filled in part, and an on-chain invalidateOrder cancels it', async () => {
    const sellAmount = parseUnits('200', 18)
    const order = await postOrder(h, 2, sellAtMarket(h, WETH, USDC, sellAmount, 0.97))
    const outcome = await h.module.runAuction()
    expect(outcome.candidates).toContain(order.uid)
    expect(outcome.fills.map((f) => f.uid)).not.toContain(order.uid)
    expect(await statusType(h, order.uid)).toBe('scheduled')
    expect((await getOrder(h, order.uid)).executedSellAmount).toBe('0')

    const receipt = await invalidateOrder(h, trader2, order.uid)
    await h.module.sync()
    const cancelled = await getOrder(h, order.uid)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.invalidated).toBe(true)
    expect(cancelled.onchainUser).toBe(trader2)
    expect(await statusType(h, order.uid)).toBe('cancelled')
    const notes = (await notificationsOf(h, trader2)).filter(
      (n) => n.metadata?.orderId === order.uid && n.type === 'order_cancelled',
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]?.metadata).toMatchObject({ onchain: true, txHash: receipt.transactionHash })
    // Not in any later auction.
    expect((await h.module.runAuction()).candidates).not.toContain(order.uid)
  })
})

describe('signing schemes', () => {
  it('opens a presigned order after setPreSignature and settles it', async () => {
    const sellAmount = parseUnits('1000', 6)
    const order = await postOrder(
      h,
      3,
      {
        ...sellAtMarket(h, USDC, WETH, sellAmount, 0.99),
      },
      'presign',
    )
    expect((await getOrder(h, order.uid)).status).toBe('presignaturePending')
    expect((await h.module.runAuction()).candidates).not.toContain(order.uid)

    await setPreSignature(h, trader3, order.uid, true)
    await h.module.sync()
    expect((await getOrder(h, order.uid)).status).toBe('open')
    const before = await balanceOf(h, USDC, trader3)
    const outcome = await h.module.runAuction()
    expect(outcome.fills.map((f) => f.uid)).toContain(order.uid)
    expect((await getOrder(h, order.uid)).status).toBe('fulfilled')
    expect(await balanceOf(h, USDC, trader3)).toBe(before - sellAmount)
  })

  it('settles an ethsign order', async () => {
    const sellAmount = parseUnits('500', 18)
    await approve(h, trader4, DAI)
    const order = await postOrder(
      h,
      4,
      {
        ...sellAtMarket(h, DAI, USDC, sellAmount, 0.99),
      },
      'ethsign',
    )
    const outcome = await h.module.runAuction()
    expect(outcome.fills.map((f) => f.uid)).toContain(order.uid)
    expect((await getOrder(h, order.uid)).status).toBe('fulfilled')
  })

  it('reverts on a wrongly encoded trade, and leaves a bad order out of the batch', async () => {
    const sellAmount = parseUnits('0.1', 18)
    const good = await postOrder(h, 4, sellAtMarket(h, WETH, USDC, sellAmount, 0.99))
    const stored = await h.service.context.db.getOrder(good.uid)
    if (!stored) throw new Error('order not stored')
    const prices = new Map([
      [WETH, h.service.context.prices.atomPrice(WETH) ?? 0n],
      [USDC, h.service.context.prices.atomPrice(USDC) ?? 0n],
    ])
    const fill: PlannedFill = {
      order: {
        uid: good.uid,
        owner: trader4 as Address,
        order: good.order,
        signingScheme: 'eip712',
        signature: stored.signature,
        filled: 0n,
      },
      executedAmount: sellAmount,
      executedSell: sellAmount,
      executedBuy: 0n,
      executedFee: 0n,
    }
    const simulate = (f: PlannedFill) => {
      const e = encodeSettlement([f], prices)
      return h.clients.publicClient.simulateContract({
        account: sandboxDeployment.solver,
        address: sandboxDeployment.settlement,
        abi: settlementAbi,
        functionName: 'settle',
        args: [e.tokens, e.clearingPrices, e.trades, e.interactions],
      })
    }
    await expect(simulate(fill)).resolves.toBeDefined()
    // The same signature under another scheme recovers someone else: the contract refuses.
    await expect(
      simulate({ ...fill, order: { ...fill.order, signingScheme: 'ethsign' } }),
    ).rejects.toThrow()
    // Flags that do not match the signed order (partially fillable) change the digest.
    await expect(
      simulate({
        ...fill,
        order: { ...fill.order, order: { ...good.order, partiallyFillable: true } },
      }),
    ).rejects.toThrow()

    // Orders whose stored signature is broken (written behind the API's back) are left out:
    // one the contract rejects, one that cannot even be encoded.
    const broken: Hex[] = []
    for (const [factor, signature] of [
      [0.98, `0x${'11'.repeat(64)}1b`],
      [0.97, '0x1234'],
    ] as const) {
      const bad = await postOrder(h, 4, {
        kind: 'sell',
        sellToken: WETH,
        buyToken: USDC,
        sellAmount,
        buyAmount: atMarket(h, sellAmount, WETH, USDC, factor),
      })
      await h.service.context.db.sql.query('UPDATE orders SET signature = $1 WHERE uid = $2', [
        signature,
        bad.uid,
      ])
      broken.push(bad.uid)
    }
    const outcome = await h.module.runAuction()
    expect(outcome.error).toBeUndefined()
    const filled = outcome.fills.map((f) => f.uid)
    expect(filled).toContain(good.uid)
    for (const uid of broken) expect(filled).not.toContain(uid)
    expect((await getOrder(h, good.uid)).status).toBe('fulfilled')
    for (const uid of broken) {
      expect((await getOrder(h, uid)).status).toBe('open')
      await h.service.context.db.setOrderStatus(uid, 'cancelled')
    }
  })
})

describe('coincidences of wants', () => {
  it('settle opposite orders against each other when the buffers would not cover either', async () => {
    // Buffers pay out at most a millionth of a pool per auction: ~5 USDC, ~0.002 WETH.
    await h.restartService({
      solverIntervalMs: 0,
      indexerIntervalMs: 0,
      auctionLiquidityFraction: 0.000001,
    })
    const sellAmount = parseUnits('1', 18)
    const sellWeth = await postOrder(h, 0, sellAtMarket(h, WETH, USDC, sellAmount, 0.99))
    const alone = await h.module.runAuction()
    expect(alone.candidates).toContain(sellWeth.uid)
    expect(alone.fills).toEqual([])

    const usdc = atMarket(h, sellAmount, WETH, USDC, 1)
    const sellUsdc = await postOrder(h, 1, sellAtMarket(h, USDC, WETH, usdc, 0.99))
    const matched = await h.module.runAuction()
    expect(matched.error).toBeUndefined()
    expect(matched.fills.map((f) => f.uid).sort()).toEqual([sellWeth.uid, sellUsdc.uid].sort())
    expect((await getOrder(h, sellWeth.uid)).status).toBe('fulfilled')
    expect((await getOrder(h, sellUsdc.uid)).status).toBe('fulfilled')

    const dev = await fetch(`${h.apiUrl}/sandbox/dev/run_auction`, { method: 'POST' })
    expect(dev.status).toBe(200)
    expect(await dev.json()).toMatchObject({ candidates: [], fills: [] })
  })
})

describe('the background loops', () => {
  it('settle a posted order without anyone calling runAuction, and stop with the service', async () => {
    await h.restartService({ solverIntervalMs: 200, indexerIntervalMs: 100 })
    const sellAmount = parseUnits('0.5', 18)
    const order = await postOrder(h, 4, sellAtMarket(h, WETH, USDC, sellAmount, 0.99))
    const deadline = Date.now() + 15_000
    let status = (await getOrder(h, order.uid)).status
    while (status !== 'fulfilled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = (await getOrder(h, order.uid)).status
    }
    expect(status).toBe('fulfilled')
    const competition = await getJson(h, '/sandbox/api/v2/solver_competition/latest')
    expect(solverCompetitionSchema.parse(competition.body).auction?.orders).toContain(order.uid)
  })
})
