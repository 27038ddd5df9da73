/**
 * Partner fees at settlement, as the real protocol charges them: the autopilot turns each
 * volume partner fee an order's appData names into a volume fee policy (capped together at
 * 1 %, `cappedPartnerFees`), and the driver withholds it from the trade in the order's
 * surplus token: `factor` of the buy amount before the fee for a sell order (the trader
 * receives that much less), of the sell amount before the fee for a buy order (the trader
 * pays that much more). The trade is encoded with its own clearing prices, so the withheld
 * tokens stay in the settlement contract, where the protocol collects them for the partners.
 *
 * The sandbox records every fee (`protocol_fees`), reports it in the trade's
 * `executedProtocolFees`, logs it, and serves the total owed per recipient at
 * `GET /sandbox/dev/partner_fees`.
 */
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import type { Hono } from 'hono'
import type { OrderData } from '@batchswap/contract/protocol/order'
import {
  bpsOf,
  cappedPartnerFees,
  readPartnerFees,
  type PartnerFee,
} from '@batchswap/contract/protocol/partner-fee'
import type { StoredOrder } from '../kernel/db'
import type { OrderbookContext } from '../kernel/context'
import { volumeFeeEntry } from '@batchswap/contract/wire/trades'
import {
  insertProtocolFees,
  selectPartnerFeeTotals,
  selectProtocolFees,
  type WithheldFee,
} from '../kernel/db/protocol-fees'
import type { SqlExecutor } from '../kernel/sql'

/** The partner fees the protocol charges on `order` (none when its appData names none). */
export function chargedPartnerFees(order: Pick<StoredOrder, 'fullAppData'>): PartnerFee[] {
  return cappedPartnerFees(readPartnerFees(order.fullAppData))
}

export interface Execution {
  executedSell: bigint
  executedBuy: bigint
  executedFee: bigint
}

/**
 * An execution at the uniform prices with the fees withheld: a sell order's buy amount
 * lowered, a buy order's sell amount raised, each fee `volumeBps` of the amount before fees
 * (rounded down), in the surplus token. No fees: the execution as it was.
 */
export function withholdPartnerFees(
  order: Pick<OrderData, 'kind' | 'sellToken' | 'buyToken'>,
  exec: Execution,
  fees: readonly PartnerFee[],
): { exec: Execution; charged: WithheldFee[] } {
  if (fees.length === 0) return { exec, charged: [] }
  const isSell = order.kind === 'sell'
  const base = isSell ? exec.executedBuy : exec.executedSell - exec.executedFee
  const token = isSell ? order.buyToken : order.sellToken
  const charged = fees
    .map((fee) => ({ token, amount: bpsOf(base, fee.volumeBps), ...fee }))
    .filter((c) => c.amount > 0n)
  const total = charged.reduce((sum, c) => sum + c.amount, 0n)
  return {
    exec: isSell
      ? { ...exec, executedBuy: exec.executedBuy - total }
      : { ...exec, executedSell: exec.executedSell + total },
    charged,
  }
}

/**
 * The clearing prices that make the contract execute `exec` for this trade exactly
 * (computeTradeExecution): the sell token priced at the buy amount, the buy token at the
 * sell amount (fee excluded). The contract checks the order's limit against them.
 */
export function customPrices(exec: Execution): { sellPrice: bigint; buyPrice: bigint } {
  return { sellPrice: exec.executedBuy, buyPrice: exec.executedSell - exec.executedFee }
}

/** GPv2Settlement's limit check at a trade's own prices: the fees must fit in the limit. */
export function limitRespectedAfterFees(
  order: Pick<OrderData, 'sellAmount' | 'buyAmount'>,
  exec: Execution,
): boolean {
  const { sellPrice, buyPrice } = customPrices(exec)
  return (
    sellPrice > 0n && buyPrice > 0n && order.sellAmount * sellPrice >= order.buyAmount * buyPrice
  )
}

/** A settled fill with what was withheld from it. */
export interface ChargedFill {
  order: { uid: Hex }
  protocolFees?: readonly WithheldFee[]
}

/**
 * Records the fees of a settled batch and says each in the log with the recipient's new
 * total in that token.
 */
export async function recordPartnerFees(
  sql: SqlExecutor,
  settled: { auctionId: number; txHash: Hex; fills: readonly ChargedFill[]; at: Date },
  describe: (token: Address, amount: bigint) => string,
  log: (message: string) => void,
): Promise<void> {
  const rows = settled.fills.flatMap((fill) =>
    (fill.protocolFees ?? []).map((fee) => ({
      ...fee,
      orderUid: fill.order.uid,
      txHash: settled.txHash,
      auctionId: settled.auctionId,
      createdAt: settled.at,
    })),
  )
  if (rows.length === 0) return
  await insertProtocolFees(sql, rows)
  for (const row of rows) {
    const [total] = await selectPartnerFeeTotals(sql, {
      recipient: row.recipient,
      token: row.token,
    })
    log(
      `partner fee: ${describe(row.token, row.amount)} (${row.volumeBps} bps) of order ${row.orderUid} withheld for ${row.recipient}; owed in all: ${describe(row.token, total?.amount ?? row.amount)}`,
    )
  }
}

/**
 * `GET /sandbox/dev/partner_fees[?recipient=0x…]`: what the protocol owes each recipient, per
 * token (`totals`), and every fee withheld so far (`fees`: the order, the settlement, and the
 * fee as the trade's `executedProtocolFees` entry).
 */
export function partnerFeeRoutes(app: Hono, ctx: OrderbookContext): void {
  app.get('/sandbox/dev/partner_fees', async (c) => {
    const query = c.req.query('recipient')
    if (query !== undefined && !isAddress(query, { strict: false })) {
      return c.json(
        {
          errorType: 'InvalidParameter',
          description: `recipient ${JSON.stringify(query)} is not an address`,
        },
        400,
      )
    }
    const recipient = query ? getAddress(query) : undefined
    const [totals, fees] = await Promise.all([
      selectPartnerFeeTotals(ctx.db.sql, recipient ? { recipient } : {}),
      selectProtocolFees(ctx.db.sql, recipient),
    ])
    return c.json({
      totals: totals.map((t) => ({
        recipient: t.recipient,
        token: t.token,
        amount: t.amount.toString(),
        trades: t.trades,
      })),
      fees: fees.map((f) => ({
        orderUid: f.orderUid,
        txHash: f.txHash,
        recipient: f.recipient,
        ...volumeFeeEntry(f.volumeBps, f.amount, f.token),
      })),
    })
  })
}
