/**
 * The chain indexer: order state comes from the chain, not from the solver's memory.
 *
 * It polls the settlement contract's logs (Trade, PreSignature, OrderInvalidated,
 * Settlement), the eth-flow contract's (OrderPlacement, OrderInvalidation, OrderRefund:
 * `ethflow-events.ts`) and the sandbox tokens' Transfer events from the block after the persisted
 * cursor. Each batch of blocks is applied in one database transaction together with the
 * new cursor, and every event is keyed by (block, log index), so a crash or restart at any
 * point neither loses nor double counts anything. Executed amounts are the sums of the
 * order's indexed trades, recomputed on each Trade: idempotent by construction.
 *
 * `reconcile` then derives what no event announces: expiry (validTo passed) and
 * notifications for off-chain cancellations (found by database state, so no hook into the
 * cancellation path is needed).
 */
import { getAbiItem, getAddress, type Address, type Hex, type PublicClient } from 'viem'
import { normalizeOrder } from '@batchswap/contract/protocol/order'
import { erc20Abi } from '../chain/abis'
import { OrderbookTx, normalizeHex, type OrderbookDb, type StoredOrder } from '../kernel/db'
import { refreshExecutedFee } from '../kernel/db/network-fees'
import {
  orderCancelled,
  orderExpired,
  orderFilled,
  orderPartiallyFilled,
  priceImprovement,
  type NotificationDraft,
} from './notification-messages'
import { surplusOf } from './trade-execution'
import { applyEthFlowEvent, eventData, type EthFlowIndexing } from './ethflow-events'
import { decodeLog, isEthFlowEvent, type RawLog, type SettlementEvent } from './indexer-events'
import {
  applyTransfer,
  ordersMissingNotification,
  ordersPastValidTo,
  setOrderStatusWhere,
  tradeTotals,
  type TradeTotals,
} from './store'
import { executedTotals, summarize } from './stored-order'
import type { PendingOrder } from '../kernel/db/orders'
import type { SqlExecutor } from '../kernel/sql'

export const INDEXER_CURSOR = 'settlement-indexer'

export interface ChainIndexerOptions {
  db: OrderbookDb
  publicClient: PublicClient
  settlement: Address
  /** Tokens whose Transfer events build the holder balances. */
  tokens: readonly Address[]
  /** A trade better than its limit by more than this (bps) notifies price_improvement. */
  priceImprovementBps: number
  /**
   * Called after a PreSignature event of `uid` is stored: moves the order between
   * presignaturePending and open by the chain's pre-signature state.
   */
  onPreSignature?: (uid: Hex) => Promise<unknown>
  /** The eth-flow contract, whose OrderPlacement, OrderInvalidation and OrderRefund it indexes. */
  ethFlow?: EthFlowIndexing
  /** Blocks per getLogs call and per transaction. */
  batchBlocks?: bigint
  /** Wall clock in ms (tests may pass their own). */
  now?: () => number
  log?: (message: string) => void
}

export interface IndexResult {
  fromBlock: bigint
  toBlock: bigint
  /** Events applied for the first time. */
  applied: number
}

const TRANSFER_EVENT = getAbiItem({ abi: erc20Abi, name: 'Transfer' })

export class ChainIndexer {
  private readonly db: OrderbookDb
  private readonly client: PublicClient
  private readonly settlement: Address
  private readonly tokens: Address[]
  private readonly batchBlocks: bigint
  private readonly clock: () => number
  private readonly log: (message: string) => void
  private readonly priceImprovementBps: number
  private readonly onPreSignature: (uid: Hex) => Promise<unknown>
  private readonly ethFlow: EthFlowIndexing | undefined
  private queue: Promise<unknown> = Promise.resolve()

  constructor(options: ChainIndexerOptions) {
    this.db = options.db
    this.client = options.publicClient
    this.settlement = getAddress(options.settlement)
    this.tokens = options.tokens.map((t) => getAddress(t))
    this.batchBlocks = options.batchBlocks ?? 2000n
    this.clock = options.now ?? Date.now
    this.log = options.log ?? (() => undefined)
    this.priceImprovementBps = options.priceImprovementBps
    this.onPreSignature = options.onPreSignature ?? (() => Promise.resolve())
    this.ethFlow = options.ethFlow
  }

  /** Indexes up to the chain head, then reconciles expiry and cancellations. Serialized. */
  sync(): Promise<IndexResult> {
    const run = this.queue.then(async () => {
      const result = await this.indexToHead()
      await this.reconcile()
      return result
    })
    this.queue = run.catch(() => undefined)
    return run
  }

  /** The chain's notion of now: the later of the wall clock and the latest block. */
  async nowSeconds(): Promise<number> {
    const block = await this.client.getBlock({ blockTag: 'latest' })
    return Math.max(Math.floor(this.clock() / 1000), Number(block.timestamp))
  }

  private async indexToHead(): Promise<IndexResult> {
    const head = await this.client.getBlockNumber({ cacheTime: 0 })
    const cursor = await this.db.getCursor(INDEXER_CURSOR)
    if (cursor) {
      if (cursor.blockNumber > head) {
        throw new Error(
          `the database has indexed block ${cursor.blockNumber} but the chain is at ${head}: ` +
            'the chain was reset without the orderbook data (restart the sandbox with --reset)',
        )
      }
      const block = await this.client.getBlock({ blockNumber: cursor.blockNumber })
      if (cursor.blockHash && normalizeHex(block.hash) !== normalizeHex(cursor.blockHash)) {
        throw new Error(
          `block ${cursor.blockNumber} changed since it was indexed: the chain was replaced ` +
            'under the orderbook database (restart the sandbox with --reset)',
        )
      }
    }
    const fromBlock = cursor ? cursor.blockNumber + 1n : 0n
    let applied = 0
    for (let from = fromBlock; from <= head; from += this.batchBlocks) {
      const to = from + this.batchBlocks - 1n < head ? from + this.batchBlocks - 1n : head
      applied += await this.indexRange(from, to)
    }
    return { fromBlock, toBlock: head, applied }
  }

  private async indexRange(fromBlock: bigint, toBlock: bigint): Promise<number> {
    const [settlementLogs, transferLogs, lastBlock] = await Promise.all([
      this.client.getLogs({
        address: this.ethFlow ? [this.settlement, this.ethFlow.address] : this.settlement,
        fromBlock,
        toBlock,
      }),
      this.tokens.length > 0
        ? this.client.getLogs({ address: this.tokens, event: TRANSFER_EVENT, fromBlock, toBlock })
        : Promise.resolve([]),
      this.client.getBlock({ blockNumber: toBlock }),
    ])
    const logs: RawLog[] = [...settlementLogs, ...transferLogs].sort((a, b) =>
      a.blockNumber === b.blockNumber
        ? a.logIndex - b.logIndex
        : a.blockNumber < b.blockNumber
          ? -1
          : 1,
    )

    // Everything read from outside the transaction is read first: PGlite queues other
    // queries behind an open transaction.
    const decoded = logs.flatMap((log) => {
      const event = decodeLog(log, this.settlement, this.ethFlow)
      return event ? [{ log, event }] : []
    })
    const uids = [
      ...new Set(decoded.flatMap(({ event }) => ('orderUid' in event ? [event.orderUid] : []))),
    ]
    const orders = new Map<string, StoredOrder>()
    for (const order of await this.db.getOrders(uids)) orders.set(normalizeHex(order.uid), order)
    const blockTimes = new Map<bigint, Date>()
    for (const blockNumber of new Set(
      decoded.filter(({ event }) => event.name !== 'Transfer').map(({ log }) => log.blockNumber),
    )) {
      const block =
        blockNumber === lastBlock.number ? lastBlock : await this.client.getBlock({ blockNumber })
      blockTimes.set(blockNumber, new Date(Number(block.timestamp) * 1000))
    }
    const pending = new Map<string, PendingOrder>()
    for (const { log, event } of decoded) {
      if (event.name !== 'OrderPlacement' || !this.ethFlow) continue
      const placedAt = blockTimes.get(log.blockNumber) ?? new Date(this.clock())
      pending.set(event.orderUid, await this.ethFlow.prepare({ ...event.placement, placedAt }))
    }

    let applied = 0
    await this.db.sql.transaction(async (sql) => {
      const tx = new OrderbookTx(sql)
      for (const { log, event } of decoded) {
        const inserted = await tx.insertChainEvent({
          blockNumber: log.blockNumber,
          blockHash: log.blockHash,
          logIndex: log.logIndex,
          txHash: log.transactionHash,
          contract: log.address,
          name: event.name,
          orderUid: 'orderUid' in event ? event.orderUid : null,
          data: 'data' in event ? event.data : eventData(event),
          blockTimestamp: blockTimes.get(log.blockNumber) ?? null,
        })
        if (!inserted) continue
        applied += 1
        const drafts = isEthFlowEvent(event)
          ? await applyEthFlowEvent(sql, tx, event, {
              txHash: log.transactionHash,
              blockTime: blockTimes.get(log.blockNumber),
              pending,
            })
          : await this.apply(sql, tx, log, event, orders, blockTimes)
        for (const draft of drafts) {
          await tx.insertNotification({ ...draft, createdAt: new Date(this.clock()) })
        }
      }
      await tx.setCursor(
        INDEXER_CURSOR,
        { blockNumber: toBlock, blockHash: lastBlock.hash },
        new Date(this.clock()),
      )
    })
    if (applied > 0) this.log(`indexed blocks ${fromBlock}-${toBlock}: ${applied} new events`)
    const presigned = new Set(
      decoded.flatMap(({ event }) => (event.name === 'PreSignature' ? [event.orderUid] : [])),
    )
    for (const uid of presigned) await this.onPreSignature(uid)
    return applied
  }

  private async apply(
    sql: SqlExecutor,
    tx: OrderbookTx,
    log: RawLog,
    event: SettlementEvent,
    orders: ReadonlyMap<string, StoredOrder>,
    blockTimes: ReadonlyMap<bigint, Date>,
  ): Promise<NotificationDraft[]> {
    switch (event.name) {
      case 'Transfer':
        await applyTransfer(sql, { token: log.address, ...event.args })
        return []
      case 'Settlement':
        return []
      case 'Trade': {
        const { args } = event
        await tx.insertTrade({
          orderUid: event.orderUid,
          blockNumber: log.blockNumber,
          logIndex: log.logIndex,
          txHash: log.transactionHash,
          owner: args.owner,
          sellToken: args.sellToken,
          buyToken: args.buyToken,
          sellAmount: args.sellAmount,
          buyAmount: args.buyAmount,
          feeAmount: args.feeAmount,
          blockTimestamp: blockTimes.get(log.blockNumber) ?? null,
        })
        const order = orders.get(event.orderUid)
        if (!order) return []
        const { totals, sold, complete } = await executionOf(sql, order)
        await tx.updateExecution(
          order.uid,
          {
            executedSellAmount: totals.sell,
            executedSellAmountBeforeFees: sold,
            executedBuyAmount: totals.buy,
            executedFeeAmount: totals.fee,
            executedFee: totals.fee,
            executedFeeToken: order.sellToken,
          },
          complete ? 'fulfilled' : undefined,
        )
        // executedFee: the signed fees above plus the network cost the solver took.
        await refreshExecutedFee(sql, order.uid)
        const summary = summarize(order)
        const trade = {
          sold: args.sellAmount - args.feeAmount,
          bought: args.buyAmount,
          txHash: log.transactionHash,
          eventKey: `${log.blockNumber}:${log.logIndex}`,
        }
        const drafts = [
          complete
            ? orderFilled(summary, { sold, bought: totals.buy }, trade)
            : orderPartiallyFilled(summary, { sold, bought: totals.buy }, trade),
        ]
        const surplus = surplusOrUndefined(order, args)
        if (surplus && surplus.amount > 0n && surplus.bps > this.priceImprovementBps) {
          drafts.push(priceImprovement(summary, trade, surplus))
        }
        return drafts
      }
      case 'PreSignature':
        // Moved after the transaction by the orderbook's own refreshPresignature.
        return []
      case 'OrderInvalidated': {
        const order = orders.get(event.orderUid)
        if (!order) return []
        const { totals, sold, complete } = await executionOf(sql, order)
        if (complete) return []
        await tx.markCancelled([order.uid], new Date(this.clock()), {
          onchainUser: event.args.owner,
        })
        return [
          orderCancelled(
            summarize(order),
            { sold, bought: totals.buy },
            {
              onchain: true,
              txHash: log.transactionHash,
            },
          ),
        ]
      }
    }
  }

  /**
   * Derives what no event announces. Idempotent: every notification has a dedupe key,
   * and status moves are conditional on the current status.
   */
  private async reconcile(): Promise<void> {
    const now = await this.nowSeconds()
    const expiring = await ordersPastValidTo(this.db.sql, now)
    const unannouncedExpired = await ordersMissingNotification(
      this.db.sql,
      'expired',
      'order_expired',
    )
    const cancelled = await ordersMissingNotification(this.db.sql, 'cancelled', 'order_cancelled')
    const uids = [...expiring, ...unannouncedExpired, ...cancelled].map((o) => o.uid)
    if (uids.length === 0) return
    const orders = new Map((await this.db.getOrders(uids)).map((o) => [normalizeHex(o.uid), o]))
    const at = new Date(this.clock())
    await this.db.sql.transaction(async (sql) => {
      const tx = new OrderbookTx(sql)
      const notify = (draft: NotificationDraft) =>
        tx.insertNotification({ ...draft, createdAt: at })
      for (const ref of expiring) {
        const order = orders.get(normalizeHex(ref.uid))
        if (!order) continue
        if (await setOrderStatusWhere(sql, order.uid, ['open', 'presignaturePending'], 'expired')) {
          await notify(orderExpired(summarize(order), executedTotals(order)))
        }
      }
      for (const ref of unannouncedExpired) {
        const order = orders.get(normalizeHex(ref.uid))
        if (order) await notify(orderExpired(summarize(order), executedTotals(order)))
      }
      for (const ref of cancelled) {
        const order = orders.get(normalizeHex(ref.uid))
        if (order) {
          await notify(orderCancelled(summarize(order), executedTotals(order), { onchain: false }))
        }
      }
    })
  }
}

// ---------------------------------------------------------------- helpers

/** The order's execution summed over its indexed trades, and whether that completes it. */
async function executionOf(
  sql: SqlExecutor,
  order: StoredOrder,
): Promise<{ totals: TradeTotals; sold: bigint; complete: boolean }> {
  const totals = await tradeTotals(sql, order.uid)
  const sold = totals.sell - totals.fee
  const complete = order.kind === 'sell' ? sold >= order.sellAmount : totals.buy >= order.buyAmount
  return { totals, sold, complete }
}

/** Surplus of one Trade; undefined (no notification) for a stored order the protocol refuses. */
function surplusOrUndefined(
  order: StoredOrder,
  trade: { sellAmount: bigint; buyAmount: bigint; feeAmount: bigint },
): ReturnType<typeof surplusOf> | undefined {
  try {
    return surplusOf(normalizeOrder(order), {
      executedSell: trade.sellAmount,
      executedBuy: trade.buyAmount,
      executedFee: trade.feeAmount,
    })
  } catch {
    return undefined
  }
}
