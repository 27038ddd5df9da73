/**
 * The eth-flow contract's events, for the chain indexer, as the real services index them:
 * OrderPlacement stores the order it stands for (owner the contract, the trader as
 * onchainUser, their own deadline, a placement error when the orderbook would not trade it);
 * OrderInvalidation, the trader's cancellation of an order that could still trade, cancels it
 * (`onchain_order_invalidations` there: invalidated, served cancelled, no refund transaction,
 * as the ETH came back in that same transaction); OrderRefund, the clean-up of an expired
 * order, records its refund transaction (`ethflow_refunds` there: `ethflowData.refundTxHash`;
 * the order stays expired, not invalidated). The contract emits one or the other, never both.
 */
import { decodeEventLog, isAddressEqual, type Address, type Hex, type Log } from 'viem'
import { decodeEthFlowPlacementData } from '@batchswap/contract/protocol/eth-flow'
import type { ProtocolDomain } from '@batchswap/contract/protocol/domain'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { computeOrderUid } from '@batchswap/contract/protocol/order'
import { ethFlowAbi } from '../chain/abis'
import {
  ethFlowCancelled,
  ethFlowRefunded,
  type ExecutedTotals,
  type NotificationDraft,
} from './notification-messages'
import { normalizeHex, type OrderbookTx, type StoredOrder } from '../kernel/db'
import {
  ORDER_SELECT,
  orderFromRow,
  setEthflowRefund,
  type PendingOrder,
} from '../kernel/db/orders'
import type { Row } from '../kernel/db/rows'
import type { EthFlowPlacement } from '../kernel/ports'
import type { SqlExecutor } from '../kernel/sql'
import { executedTotals, summarize } from './stored-order'

type RawLog = Log<bigint, number, false>

export type EthFlowEvent =
  | { name: 'OrderPlacement'; orderUid: Hex; placement: Omit<EthFlowPlacement, 'placedAt'> }
  | { name: 'OrderInvalidation'; orderUid: Hex }
  | { name: 'OrderRefund'; orderUid: Hex; refunder: Address }

/** What the indexer needs to turn placements into orders (built by the settlement module). */
export interface EthFlowIndexing {
  address: Address
  domain: ProtocolDomain
  /** The order row of a placement, with its placement error. */
  prepare(placement: EthFlowPlacement): Promise<PendingOrder>
}

const KINDS: Record<string, OrderData['kind']> = {
  // keccak256("sell"), keccak256("buy"): GPv2Order.KIND_SELL / KIND_BUY.
  '0xf3b277728b3fee749481eb3e0b3b48980dbbab78658fc419025cb16eee346775': 'sell',
  '0x6ed88e868af0a1983e3886d5f3e95a2fafbd6c3450bc229e27342283dc429ccc': 'buy',
}

/** The event's JSON for chain_events.data (bigints as decimal strings). */
export function eventData(event: EthFlowEvent): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(event, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  ) as Record<string, unknown>
}

export function decodeEthFlowLog(log: RawLog, domain: ProtocolDomain): EthFlowEvent | undefined {
  const event = decodeEventLog({ abi: ethFlowAbi, data: log.data, topics: log.topics })
  switch (event.eventName) {
    case 'OrderInvalidation':
      return { name: 'OrderInvalidation', orderUid: normalizeHex(event.args.orderUid) }
    case 'OrderRefund':
      return {
        name: 'OrderRefund',
        orderUid: normalizeHex(event.args.orderUid),
        refunder: event.args.refunder,
      }
    case 'OrderPlacement': {
      const { order: o, signature, sender, data } = event.args
      const extra = decodeEthFlowPlacementData(data)
      const kind = KINDS[o.kind]
      // Eip1271 (0) carries the owner's address; anything else is not an eth-flow order.
      if (!extra || !kind || signature.scheme !== 0 || signature.data.length !== 42) {
        return undefined
      }
      const owner = signature.data as Address
      if (!isAddressEqual(owner, log.address)) return undefined
      const order: OrderData = {
        sellToken: o.sellToken,
        buyToken: o.buyToken,
        receiver: o.receiver,
        sellAmount: o.sellAmount,
        buyAmount: o.buyAmount,
        validTo: o.validTo,
        appData: o.appData,
        feeAmount: o.feeAmount,
        kind,
        partiallyFillable: o.partiallyFillable,
        sellTokenBalance: 'erc20',
        buyTokenBalance: 'erc20',
      }
      const orderUid = normalizeHex(computeOrderUid(domain, order, owner))
      return {
        name: 'OrderPlacement',
        orderUid,
        placement: { uid: orderUid, order, sender, owner, ...extra },
      }
    }
    default:
      return undefined
  }
}

/**
 * Applies one eth-flow event inside the indexer's transaction; returns the notifications
 * it produces. `pending` holds the prepared order rows of this batch's placements.
 */
export async function applyEthFlowEvent(
  sql: SqlExecutor,
  tx: OrderbookTx,
  event: EthFlowEvent,
  context: { txHash: Hex; blockTime: Date | undefined; pending: ReadonlyMap<string, PendingOrder> },
): Promise<NotificationDraft[]> {
  switch (event.name) {
    case 'OrderPlacement': {
      const pending = context.pending.get(event.orderUid)
      if (pending) await tx.insertOrder(pending.order, pending.appDataDocument)
      return []
    }
    case 'OrderInvalidation': {
      const order = await orderInTransaction(sql, event.orderUid)
      if (!order) return []
      const totals = executedTotals(order)
      if (filledCompletely(order, totals)) {
        // Invalidated after it filled: the real service still serves it fulfilled.
        await sql.query(`UPDATE orders SET invalidated = true WHERE uid = $1`, [order.uid])
        return []
      }
      await tx.markCancelled([event.orderUid], context.blockTime ?? new Date())
      return [ethFlowCancelled(summarize(order), totals, context.txHash)]
    }
    case 'OrderRefund': {
      await setEthflowRefund(sql, event.orderUid, context.txHash)
      const order = await orderInTransaction(sql, event.orderUid)
      if (!order) return []
      return [ethFlowRefunded(summarize(order), executedTotals(order), context.txHash)]
    }
  }
}

/** The order, read inside the indexer's transaction: its placement may be in this very batch. */
async function orderInTransaction(sql: SqlExecutor, uid: Hex) {
  const [row] = await sql.query<Row>(ORDER_SELECT, [[uid]])
  return row ? orderFromRow(row) : undefined
}

function filledCompletely(
  order: Pick<StoredOrder, 'kind' | 'sellAmount' | 'buyAmount'>,
  totals: ExecutedTotals,
): boolean {
  return order.kind === 'sell' ? totals.sold >= order.sellAmount : totals.bought >= order.buyAmount
}
