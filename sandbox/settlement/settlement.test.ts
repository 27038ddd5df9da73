/**
 * The solver and indexer against a real anvil with the real settlement contract: orders
 * posted through the service settle on chain, and their state comes back from the chain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAbiItem, parseUnits, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import {
  cmsNotificationSchema,
  competitionStatusSchema,
  notificationsResponseSchema,
  solverCompetitionSchema,
  specNotificationSchema,
} from '@/api/wire'
import { sandboxDeployment } from '@/config/sandbox-deployment'
import { orderCancellationTypedData } from '@/protocol/cancellation'
import { erc20Abi, settlementAbi } from '../chain/abis'
import { OrderbookTx } from '../orderbook/db'
import type { PlannedFill } from './clearing'
import { encodeSettlement } from './encode'
import { INDEXER_CURSOR } from './indexer'
import {
  DAI,
  USDC,
  WETH,
  advanceChainTime,
  approve,
  atMarket,
  balanceOf,
  getJson,
  getOrder,
  invalidateOrder,
  postOrder,
  setPreSignature,
  sellAtMarket,
  startHarness,
  traderAccount,
  tradesOf,
  type Harness,
} from './test-harness'

let h: Harness
const [trader0, trader1, trader2, trader3, trader4] = sandboxDeployment.traders

/** The account's own notifications; those for everyone follow them, checked and left out. */
async function notificationsOf(account: string) {
  const { status, body, headers } = await getJson(h, `/accounts/${account}/notifications`)
  expect(status).toBe(200)
  expect(headers.get('cache-control')).toBe('public, max-age=300')
  const all = z.array(z.unknown()).parse(body)
  const firstForEveryone = all.findIndex((n) => cmsNotificationSchema.safeParse(n).success)
  const own = firstForEveryone === -1 ? all : all.slice(0, firstForEveryone)
  const forEveryone = firstForEveryone === -1 ? [] : all.slice(firstForEveryone)
  // The account's own in the interface document's shape, then the CMS's items for everyone.
  expect(
    z
      .array(cmsNotificationSchema)
      .parse(forEveryone)
      .map((n) => n.account),
  ).toEqual(forEveryone.map(() => null))
  return z.array(specNotificationSchema).parse(own)
}

async function statusType(uid: Hex): Promise<string> {
  const { body } = await getJson(h, `/sandbox/api/v1/orders/${uid}/status`)
  return competitionStatusSchema.parse(body).type
}

beforeAll(async () => {
  h = await startHarness()
  for (const trader of sandboxDeployment.traders) {
    for (const token of [WETH, USDC]) await approve(h, trader, token)
  }
})

afterAll(async () => {
  await h.stop()
})

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
    // One uniform price: both trades of the pair clear at the same WETH/USDC rate (to rounding).
    const rate = (weth: bigint, usdc: bigint) => Number((usdc * 10n ** 18n) / weth) / 1e6
    const t0 = trades.find((t) => t.owner === trader0)
    const t1 = trades.find((t) => t.owner === trader1)
    expect(t0 && t1).toBeTruthy()
    if (t0 && t1) {
      expect(rate(t0.sellAmount, t0.buyAmount)).toBeCloseTo(rate(t1.buyAmount, t1.sellAmount), 2)
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
    expect(await statusType(order.uid)).toBe('traded')

    const second = await h.module.runAuction()
    expect(second.fills.map((f) => f.uid)).toContain(order.uid)
    const done = await getOrder(h, order.uid)
    expect(done.status).toBe('fulfilled')
    expect(BigInt(done.executedSellAmount)).toBe(sellAmount)
    expect(await balanceOf(h, WETH, trader2)).toBe(before.weth - sellAmount)
    expect(await balanceOf(h, USDC, trader2)).toBe(before.usdc + BigInt(done.executedBuyAmount))

    const notes = (await notificationsOf(trader2)).filter((n) => n.metadata?.orderId === order.uid)
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
    expect(await statusType(order.uid)).toBe('scheduled')
    expect((await getOrder(h, order.uid)).executedSellAmount).toBe('0')

    const receipt = await invalidateOrder(h, trader2, order.uid)
    await h.module.sync()
    const cancelled = await getOrder(h, order.uid)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.invalidated).toBe(true)
    expect(cancelled.onchainUser).toBe(trader2)
    expect(await statusType(order.uid)).toBe('cancelled')
    const notes = (await notificationsOf(trader2)).filter(
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

describe('notifications from real causes', () => {
  it('insufficient_balance once while the allowance is short, then the order fills', async () => {
    const sellAmount = parseUnits('2000', 6)
    const order = await postOrder(h, 3, sellAtMarket(h, USDC, WETH, sellAmount, 0.99))
    await approve(h, trader3, USDC, parseUnits('5', 6))
    const alerts = async () =>
      (await notificationsOf(trader3)).filter(
        (n) => n.type === 'insufficient_balance' && n.metadata?.orderId === order.uid,
      )
    expect((await h.module.runAuction()).fills.map((f) => f.uid)).not.toContain(order.uid)
    expect((await h.module.runAuction()).fills.map((f) => f.uid)).not.toContain(order.uid)
    const raised = await alerts()
    expect(raised).toHaveLength(1)
    expect(raised[0]?.metadata).toMatchObject({
      required: sellAmount.toString(),
      allowance: parseUnits('5', 6).toString(),
      shortOf: 'allowance',
    })

    await approve(h, trader3, USDC)
    expect((await h.module.runAuction()).fills.map((f) => f.uid)).toContain(order.uid)
    expect(await alerts()).toHaveLength(1)
  })

  it('order_cancelled after an off-chain DELETE', async () => {
    const sellAmount = parseUnits('1', 18)
    const order = await postOrder(h, 1, sellAtMarket(h, WETH, USDC, sellAmount, 2))
    const signature = await traderAccount(1).signTypedData(
      orderCancellationTypedData(h.service.context.domain, order.uid),
    )
    const response = await fetch(`${h.apiUrl}/sandbox/api/v1/orders/${order.uid}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature, signingScheme: 'eip712' }),
    })
    expect(response.status).toBe(200)
    await h.module.sync()
    await h.module.sync()
    const notes = (await notificationsOf(trader1)).filter(
      (n) => n.type === 'order_cancelled' && n.metadata?.orderId === order.uid,
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]?.metadata?.onchain).toBe(false)
  })

  it('serves only the notes for everyone to an account without notifications, 400 for a bad address', async () => {
    const dead = '0x000000000000000000000000000000000000dEaD'
    expect(await notificationsOf(dead)).toEqual([])
    // As the production CMS answers: its items for everyone, account null, in its shape.
    const { body } = await getJson(h, `/accounts/${dead}/notifications`)
    expect(body).toEqual([
      {
        id: expect.any(Number) as unknown,
        account: null,
        title: 'Welcome to the batchswap sandbox',
        description: expect.stringMatching(/every trader/) as unknown,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        url: null,
        thumbnail: null,
      },
    ])
    const bad = await getJson(h, '/accounts/0x1234/notifications')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: expect.stringMatching(/address/) as unknown })
  })
})

describe('a restart mid-way', () => {
  it('resumes from the cursor and never double counts, even when re-indexing from block 0', async () => {
    const db = () => h.service.context.db
    const snapshot = async () => ({
      orders: await db().sql.query(
        'SELECT uid, status, executed_sell_amount::text, executed_buy_amount::text FROM orders ORDER BY uid',
      ),
      notifications: await db().sql.query('SELECT type, dedupe_key FROM notifications ORDER BY id'),
      balances: await db().sql.query(
        'SELECT token, holder, balance::text FROM token_balances ORDER BY token, holder',
      ),
      events: await db().sql.query('SELECT count(*)::int AS n FROM chain_events'),
      trades: await db().sql.query('SELECT count(*)::int AS n FROM trades'),
    })

    // A partial fill, then the service goes down while the chain moves on.
    const sellAmount = parseUnits('300', 18)
    const order = await postOrder(h, 0, {
      ...sellAtMarket(h, WETH, USDC, sellAmount, 0.97),
      partiallyFillable: true,
    })
    const first = await h.module.runAuction()
    expect(first.fills.map((f) => f.uid)).toContain(order.uid)
    await h.service.stop()
    const transfer = await h.clients.walletClient.writeContract({
      account: trader0,
      address: WETH,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [trader1, parseUnits('1', 18)],
    })
    await h.clients.publicClient.waitForTransactionReceipt({ hash: transfer })
    await invalidateOrder(h, trader0, order.uid)

    await h.restartService()
    await h.module.sync()
    const resumed = await getOrder(h, order.uid)
    expect(resumed.status).toBe('cancelled')
    const partFill = first.fills.find((f) => f.uid === order.uid)
    expect(resumed.executedSellAmount).toBe(partFill?.executedSell.toString())
    for (const trader of [trader0, trader1]) {
      const holders = await getJson(h, `/31337/tokens/${WETH}/topHolders`)
      const listed = (holders.body as { address: string; balance: string }[]).find(
        (x) => x.address === trader,
      )
      expect(listed?.balance).toBe((await balanceOf(h, WETH, trader)).toString())
    }
    const before = await snapshot()

    // Rewind the cursor to the genesis block: everything is seen again, nothing counts twice.
    const genesis = await h.clients.publicClient.getBlock({ blockNumber: 0n })
    await db().sql.transaction(async (sql) => {
      await new OrderbookTx(sql).setCursor(
        INDEXER_CURSOR,
        { blockNumber: 0n, blockHash: genesis.hash },
        new Date(),
      )
    })
    await h.module.sync()
    expect(await snapshot()).toEqual(before)

    // And the chain agrees with the database on every executed amount.
    const tradeEvent = getAbiItem({ abi: settlementAbi, name: 'Trade' })
    const logs = await h.clients.publicClient.getLogs({
      address: sandboxDeployment.settlement,
      event: tradeEvent,
      fromBlock: 0n,
    })
    expect(before.trades).toEqual([{ n: logs.length }])
    const onChain = logs.filter((l) => l.args.orderUid === order.uid)
    const sum = onChain.reduce((s, l) => s + (l.args.sellAmount ?? 0n), 0n)
    expect(resumed.executedSellAmount).toBe(sum.toString())
  })
})

describe('expiry', () => {
  it('expires an open order once its validTo has passed on the chain', async () => {
    const sellAmount = parseUnits('1', 18)
    const order = await postOrder(h, 1, {
      ...sellAtMarket(h, WETH, USDC, sellAmount, 2),
      validTo: Math.floor(Date.now() / 1000) + 120,
    })
    expect((await h.module.runAuction()).fills.map((f) => f.uid)).not.toContain(order.uid)
    await advanceChainTime(h, 300)
    await h.module.sync()
    const expired = await getOrder(h, order.uid)
    expect(expired.status).toBe('expired')
    expect(await statusType(order.uid)).toBe('cancelled')
    const notes = (await notificationsOf(trader1)).filter(
      (n) => n.type === 'order_expired' && n.metadata?.orderId === order.uid,
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]?.metadata?.executedAmount).toBe('0')
    await h.module.sync()
    expect(
      (await notificationsOf(trader1)).filter(
        (n) => n.type === 'order_expired' && n.metadata?.orderId === order.uid,
      ),
    ).toHaveLength(1)
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
