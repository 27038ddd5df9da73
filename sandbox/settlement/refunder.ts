/**
 * The eth-flow refunder, as the real services' `refunder` crate: every so often (30 s there
 * and here by default) it finds the eth-flow orders whose trader's deadline passed without
 * any trade, that nobody invalidated or refunded yet and whose placement the orderbook
 * accepted (the real query joins the order's quote, which an order indexed with a placement
 * error lacks), checks on chain that the contract still holds them, and sends one
 * `invalidateOrdersIgnoringNotAllowed` for all of them. As there, a partially filled order is
 * left to its trader (or anyone) to invalidate; the contract then refunds what did not fill.
 * The real refunder's optional filters (a minimum validity, a minimum slippage against the
 * quote) are not modelled: every expired unfilled order is refunded. The contract pays each trader the
 * unfilled part in ETH; the indexer then records OrderRefund's transaction as the order's
 * `ethflowData.refundTxHash`.
 *
 * It sends from the solver account: the sandbox's one protocol-side account besides the
 * deployer (whose nonces the deployment owns).
 */
import { isAddressEqual, maxUint32, zeroAddress, type Address, type Hex } from 'viem'
import type { EthFlowOrderData } from '@batchswap/contract/protocol/eth-flow'
import { ethFlowOrderDataOf as ethFlowOrderDataOfCow } from '@batchswap/contract/protocol/eth-flow-order'
import { unpackOrderUid } from '@batchswap/contract/protocol/uid'
import { ethFlowAbi } from '../chain/abis'
import type { SandboxClients } from '../chain/clients'
import type { OrderbookDb, StoredOrder } from '../kernel/db'
import type { Row } from '../kernel/db/rows'
import { hex } from '../kernel/db/rows'
import type { ChainIndexer } from './indexer'

/** What the contract stores for an order it no longer holds (EthFlowOrder.INVALIDATED_OWNER). */
const INVALIDATED_OWNER: Address = '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF'

/** Gas of one refund round: the call, and each order's invalidation, unwrap and ETH payment. */
const REFUND_BASE_GAS = 60_000n
const REFUND_GAS_PER_ORDER = 120_000n

export interface RefunderOptions {
  db: OrderbookDb
  indexer: ChainIndexer
  publicClient: SandboxClients['publicClient']
  walletClient: SandboxClients['walletClient']
  ethFlow: Address
  /** The account that sends the refunds (pays their gas). */
  account: Address
  log?: (message: string) => void
}

export interface RefundOutcome {
  /** The orders refunded by this run (empty when none was due). */
  uids: Hex[]
  txHash?: Hex
  error?: string
}

export class EthFlowRefunder {
  private readonly o: RefunderOptions
  private readonly log: (message: string) => void
  private queue: Promise<unknown> = Promise.resolve()

  constructor(options: RefunderOptions) {
    this.o = options
    this.log = options.log ?? (() => undefined)
  }

  /** One refund round now; concurrent calls queue behind each other. */
  refund(): Promise<RefundOutcome> {
    const run = this.queue.then(() => this.round())
    this.queue = run.catch(() => undefined)
    return run
  }

  private async round(): Promise<RefundOutcome> {
    const { db, indexer, publicClient, walletClient, ethFlow, account } = this.o
    await indexer.sync()
    const now = await indexer.nowSeconds()
    const due = await db.getOrders(await refundableUids(db, now))
    const held = await Promise.all(
      due.map(async (order) => {
        const [owner] = await publicClient.readContract({
          address: ethFlow,
          abi: ethFlowAbi,
          functionName: 'orders',
          args: [unpackOrderUid(order.uid).orderDigest],
        })
        return !isAddressEqual(owner, zeroAddress) && !isAddressEqual(owner, INVALIDATED_OWNER)
      }),
    )
    const orders = due.filter((_, i) => held[i])
    if (orders.length === 0) return { uids: [] }
    const uids = orders.map((o) => o.uid)
    try {
      const hash = await walletClient.writeContract({
        account,
        address: ethFlow,
        abi: ethFlowAbi,
        functionName: 'invalidateOrdersIgnoringNotAllowed',
        args: [orders.map(ethFlowOrderDataOf)],
        // Not estimated: anvil mines only on demand, so the estimate runs at the last block's
        // timestamp, where an order whose deadline passed since may still be the trader's to
        // cancel; skipped there, its refund is not priced and the real call runs out of gas.
        gas: REFUND_BASE_GAS + REFUND_GAS_PER_ORDER * BigInt(orders.length),
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') return { uids: [], txHash: hash, error: 'reverted' }
      this.log(`refunded ${uids.length} expired eth-flow order(s) in ${hash}`)
      // Index the refund now, so the orders carry their refund transaction at once.
      await indexer.sync()
      return { uids, txHash: hash }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.log(`eth-flow refund failed: ${message}`)
      return { uids: [], error: message }
    }
  }
}

/**
 * Eth-flow orders past the trader's deadline, without trades, not invalidated, not
 * refunded, placed without error (the real refunder's `refundable_orders`).
 */
async function refundableUids(db: OrderbookDb, nowSeconds: number): Promise<Hex[]> {
  const rows = await db.sql.query<Row>(
    `SELECT uid FROM orders
     WHERE ethflow_user_valid_to IS NOT NULL AND ethflow_user_valid_to < $1
       AND ethflow_refund_tx_hash IS NULL AND onchain_placement_error IS NULL
       AND NOT invalidated
       AND NOT EXISTS (SELECT 1 FROM trades t WHERE t.order_uid = orders.uid)
     ORDER BY seq LIMIT 100`,
    [nowSeconds],
  )
  return rows.map((row) => hex(row, 'uid'))
}

/** The createOrder argument an indexed eth-flow order came from (its quote id is not hashed). */
export function ethFlowOrderDataOf(order: StoredOrder): EthFlowOrderData {
  return ethFlowOrderDataOfCow(
    { ...order, appDataHash: order.appData, quoteId: order.quoteId ?? 0 },
    order.ethflow?.userValidTo ?? Number(maxUint32),
  )
}
