/**
 * The chain indexer against a real anvil: order state and the inbox's notifications come
 * from chain events and the solver's balance checks (not from anyone's memory), expiry from
 * the chain's clock, and a restart or a re-index from block 0 counts nothing twice.
 */
import { describe, expect, it } from 'vitest'
import { getAbiItem, parseUnits } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { orderCancellationTypedData } from '@batchswap/contract/protocol/cancellation'
import { erc20Abi, settlementAbi } from '../chain/abis'
import { OrderbookTx } from '../kernel/db'
import { INDEXER_CURSOR } from './indexer'
import {
  USDC,
  WETH,
  advanceChainTime,
  approve,
  balanceOf,
  getJson,
  getOrder,
  invalidateOrder,
  postOrder,
  sellAtMarket,
  traderAccount,
} from '../testing/settlement-harness'
import { notificationsOf, statusType, useHarness } from '../testing/settlement-hooks'

const h = useHarness(undefined, { approvedTokens: [WETH, USDC] })
const [trader0, trader1, , trader3] = sandboxDeployment.traders

describe('notifications from real causes', () => {
  it('insufficient_balance once while the allowance is short, then the order fills', async () => {
    const sellAmount = parseUnits('2000', 6)
    const order = await postOrder(h, 3, sellAtMarket(h, USDC, WETH, sellAmount, 0.99))
    await approve(h, trader3, USDC, parseUnits('5', 6))
    const alerts = async () =>
      (await notificationsOf(h, trader3)).filter(
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
    const notes = (await notificationsOf(h, trader1)).filter(
      (n) => n.type === 'order_cancelled' && n.metadata?.orderId === order.uid,
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]?.metadata?.onchain).toBe(false)
  })

  it('serves only the notes for everyone to an account without notifications, 400 for a bad address', async () => {
    const dead = '0x000000000000000000000000000000000000dEaD'
    expect(await notificationsOf(h, dead)).toEqual([])
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
    expect(await statusType(h, order.uid)).toBe('cancelled')
    const notes = (await notificationsOf(h, trader1)).filter(
      (n) => n.type === 'order_expired' && n.metadata?.orderId === order.uid,
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]?.metadata?.executedAmount).toBe('0')
    await h.module.sync()
    expect(
      (await notificationsOf(h, trader1)).filter(
        (n) => n.type === 'order_expired' && n.metadata?.orderId === order.uid,
      ),
    ).toHaveLength(1)
  })
})
