import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address, Hex } from 'viem'
import { orderData } from '@batchswap/contract/protocol/order-fixtures'
import { OrderbookDb, type NewOrder } from './db'
import { runMigrations } from './migrate'
import { ORDERBOOK_MIGRATIONS } from './migrations'

const OWNER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WETH: Address = '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629'
const USDC: Address = '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48'
const MAX_UINT256 = 2n ** 256n - 1n

function uid(n: number): Hex {
  return `0x${n.toString(16).padStart(112, '0')}`
}

/** A stored order: the shared signed order fixture with a uint256 sell amount, plus metadata. */
function order(n: number, overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    ...orderData({
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: MAX_UINT256,
      buyAmount: 1000n,
      validTo: 2_000_000_000,
      appData: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
    }),
    uid: uid(n),
    owner: OWNER,
    receiver: null,
    signingScheme: 'eip712',
    signature: '0x1234',
    from: null,
    quoteId: null,
    class: 'market',
    fullBalanceCheck: false,
    settlementContract: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
    creationDate: new Date(Date.UTC(2025, 0, 1, 0, 0, n)),
    status: 'open',
    ...overrides,
  }
}

describe('OrderbookDb (in memory)', () => {
  let db: OrderbookDb
  beforeAll(async () => {
    // TEST_DATABASE_URL runs this suite on a Postgres server instead of in-memory PGlite
    // (emptied first: npm run test:postgres runs other files on the same database).
    db = await OrderbookDb.open(
      process.env.TEST_DATABASE_URL
        ? { databaseUrl: process.env.TEST_DATABASE_URL, reset: true }
        : {},
    )
  })
  afterAll(async () => {
    await db.close()
  })

  it('runs each migration once', async () => {
    expect(await runMigrations(db.sql, ORDERBOOK_MIGRATIONS)).toEqual({ applied: [] })
    const rows = await db.sql.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    expect(rows.map((r) => Number(r.version))).toEqual(ORDERBOOK_MIGRATIONS.map((m) => m.version))
  })

  it('refuses two migrations with one version', async () => {
    const dup = { version: 99, name: 'x', sql: 'SELECT 1' }
    await expect(runMigrations(db.sql, [dup, dup])).rejects.toThrow(/share version 99/)
  })

  it('stores an order with uint256 amounts and reads it back', async () => {
    expect(await db.insertOrder(order(1))).toBe(true)
    expect(await db.insertOrder(order(1))).toBe(false)
    const stored = await db.getOrder(uid(1))
    expect(stored).toMatchObject({
      uid: uid(1),
      owner: OWNER,
      sellAmount: MAX_UINT256,
      buyAmount: 1000n,
      executedSellAmount: 0n,
      invalidated: false,
      status: 'open',
      fullAppData: null,
      quote: null,
      receiver: null,
    })
    expect(stored?.creationDate.toISOString()).toBe('2025-01-01T00:00:01.000Z')
    expect(await db.getOrder(uid(999))).toBeUndefined()
  })

  it('lists an owner newest first with offset and limit, and looks up many UIDs', async () => {
    for (const n of [2, 3, 4]) await db.insertOrder(order(n))
    await db.insertOrder(order(5, { owner: OTHER }))
    const page = await db.listOrdersByOwner(OWNER, { offset: 1, limit: 2 })
    expect(page.map((o) => o.uid)).toEqual([uid(3), uid(2)])
    const many = await db.getOrders([uid(5), uid(1), uid(12345)])
    expect(many.map((o) => o.uid).sort()).toEqual([uid(1), uid(5)])
  })

  it('joins app data and the quote', async () => {
    await db.putAppData(order(6).appData, '{}', new Date())
    expect(await db.putAppData(order(6).appData, '{}', new Date())).toBe('exists')
    const quoteId = await db.insertQuote({
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      receiver: null,
      kind: 'sell',
      sellAmount: 10n,
      buyAmount: 20n,
      feeAmount: 1n,
      gasAmount: 150000n,
      gasPrice: 1000000000n,
      sellTokenPrice: '1',
      validTo: 1,
      appData: '{}',
      appDataHash: order(6).appData,
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
      priceQuality: 'optimal',
      verified: false,
      solver: OTHER,
      createdAt: new Date(),
      expiration: new Date(),
    })
    await db.insertOrder(order(6, { quoteId }))
    const stored = await db.getOrder(uid(6))
    expect(stored?.fullAppData).toBe('{}')
    expect(stored?.quote).toMatchObject({ sellAmount: 10n, feeAmount: 1n, gasAmount: 150000n })
    expect((await db.getQuote(quoteId))?.gasPrice).toBe(1000000000n)
  })

  it('updates executions and statuses, and cancels', async () => {
    await db.updateExecution(
      uid(2),
      {
        executedSellAmount: 5n,
        executedSellAmountBeforeFees: 5n,
        executedBuyAmount: 7n,
        executedFeeAmount: 0n,
        executedFee: 1n,
        executedFeeToken: WETH,
      },
      'fulfilled',
    )
    expect(await db.getOrder(uid(2))).toMatchObject({ status: 'fulfilled', executedBuyAmount: 7n })
    await db.markCancelled([uid(3)], new Date(), { onchainUser: OWNER })
    expect(await db.getOrder(uid(3))).toMatchObject({
      status: 'cancelled',
      invalidated: true,
      onchainUser: OWNER,
    })
    expect((await db.listOpenOrders(1_000_000_000)).map((o) => o.uid)).toContain(uid(4))
    expect((await db.listOpenOrders(2_000_000_001)).map((o) => o.uid)).toEqual([])
  })

  it('keeps chain events, trades and the cursor idempotent', async () => {
    const event = {
      blockNumber: 10n,
      blockHash: `0x${'ab'.repeat(32)}` as Hex,
      logIndex: 0,
      txHash: `0x${'cd'.repeat(32)}` as Hex,
      contract: WETH,
      name: 'Trade',
      orderUid: uid(4),
      data: { sellAmount: 5n },
      blockTimestamp: new Date(),
    }
    expect(await db.insertChainEvent(event)).toBe(true)
    expect(await db.insertChainEvent(event)).toBe(false)
    const trade = {
      orderUid: uid(4),
      blockNumber: 10n,
      logIndex: 0,
      txHash: event.txHash,
      owner: OWNER,
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: 5n,
      buyAmount: 6n,
      feeAmount: 0n,
      blockTimestamp: null,
    }
    expect(await db.insertTrade(trade)).toBe(true)
    expect(await db.insertTrade(trade)).toBe(false)
    expect(await db.listTrades(uid(4))).toHaveLength(1)
    expect(await db.getCursor('settlement')).toBeUndefined()
    await db.setCursor('settlement', { blockNumber: 10n, blockHash: event.blockHash }, new Date())
    await db.setCursor('settlement', { blockNumber: 11n, blockHash: null }, new Date())
    expect(await db.getCursor('settlement')).toEqual({ blockNumber: 11n, blockHash: null })
  })

  it('stores notifications once per dedupe key, newest first', async () => {
    const base = { account: OWNER, type: 'order_filled', message: 'filled', orderUid: uid(4) }
    const first = await db.insertNotification({
      ...base,
      createdAt: new Date(1000),
      metadata: { orderId: uid(4) },
      dedupeKey: 'k1',
    })
    expect(first).toBeTypeOf('number')
    expect(
      await db.insertNotification({
        ...base,
        createdAt: new Date(),
        metadata: {},
        dedupeKey: 'k1',
      }),
    ).toBeUndefined()
    await db.insertNotification({ ...base, createdAt: new Date(2000), metadata: {} })
    const list = await db.listNotifications(OWNER)
    expect(list.map((n) => n.createdAt.getTime())).toEqual([2000, 1000])
    expect(list[1]?.metadata).toEqual({ orderId: uid(4) })
  })

  it("keeps notifications for everyone apart from any account's own", async () => {
    const everyone = await db.listNotificationsForEveryone()
    // The migration's welcome note, once.
    expect(everyone).toEqual([
      {
        id: expect.any(Number) as unknown,
        title: 'Welcome to the batchswap sandbox',
        message: expect.stringMatching(/every trader/) as unknown,
        url: null,
        createdAt: expect.any(Date) as unknown,
      },
    ])
    const own = await db.listNotifications(OWNER)
    expect(own.map((n) => n.id)).not.toContain(everyone[0]?.id)
    expect(await db.listNotificationsForEveryone(0)).toEqual([])
  })

  it('batches concurrent writes and still answers each caller correctly', async () => {
    const base = (await db.getQuote(1)) ?? expect.unreachable('quote 1')
    const amounts = Array.from({ length: 25 }, (_, i) => BigInt(1000 + i))
    const ids = await Promise.all(
      amounts.map((sellAmount) => db.insertQuote({ ...base, sellAmount })),
    )
    expect(new Set(ids).size).toBe(ids.length)
    for (const [i, id] of ids.entries()) {
      expect((await db.getQuote(id))?.sellAmount).toBe(amounts[i])
    }
    const results = await Promise.all([
      db.insertOrder(order(100)),
      db.insertOrder(order(100)),
      db.insertOrder(order(101), '{}'),
      db.insertOrder(order(1)),
    ])
    expect(results).toEqual([true, false, true, false])
  })

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insertOrder(order(7))
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await db.getOrder(uid(7))).toBeUndefined()
  })
})

describe('OrderbookDb on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'batchswap-db-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps orders across a close and reopen', async () => {
    const first = await OrderbookDb.open({ dataDir: dir })
    await first.insertOrder(order(42))
    await first.close()
    const second = await OrderbookDb.open({ dataDir: dir })
    try {
      expect((await second.getOrder(uid(42)))?.sellAmount).toBe(MAX_UINT256)
    } finally {
      await second.close()
    }
  })

  it('says which server it could not reach when DATABASE_URL points nowhere', async () => {
    await expect(
      OrderbookDb.open({ databaseUrl: 'postgres://user:secret@127.0.0.1:1/none' }),
    ).rejects.toThrow(/could not connect to the Postgres server at 127\.0\.0\.1:1/)
  })
})
