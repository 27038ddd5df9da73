/**
 * GET /{network}/api/v2/trades?owner=…|orderUid=…&offset=&limit= as the real service serves it:
 * exactly one of `owner` and `orderUid`; newest first; `limit` 1..1000, default 10 (v2's
 * paging); each trade as `Trade` of the real API, with `executedProtocolFees` ([] when none).
 */
import type { Hono } from 'hono'
import type { Hex } from 'viem'
import type { WireTrade } from '@batchswap/contract/wire/trades'
import { isOrderUid } from '@batchswap/contract/protocol/uid'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import type { TradeRecord } from '../kernel/db'
import { invalidParameter } from '../kernel/errors'
import { parseAddressParam, truncate } from '../kernel/http'

export const MAX_TRADES_LIMIT = 1000
export const DEFAULT_TRADES_LIMIT = 10

export function toWireTrade(t: TradeRecord): WireTrade {
  return {
    blockNumber: Number(t.blockNumber),
    logIndex: t.logIndex,
    orderUid: t.orderUid,
    owner: t.owner,
    sellToken: t.sellToken,
    buyToken: t.buyToken,
    sellAmount: t.sellAmount.toString(),
    sellAmountBeforeFees: (t.sellAmount - t.feeAmount).toString(),
    buyAmount: t.buyAmount.toString(),
    txHash: t.txHash,
    executedProtocolFees: (t.executedProtocolFees ?? []).map((fee) => ({
      policy: fee.policy,
      amount: fee.amount.toString(),
      token: fee.token,
    })),
  }
}

function pagingParam(
  raw: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw invalidParameter(
      `${name} must be an integer from ${min} to ${max}, got "${truncate(raw)}"`,
    )
  }
  return Number(raw)
}

export function tradesRoutes(network: string): RouteModule {
  return (app: Hono, ctx: OrderbookContext) => {
    app.get(`/${network}/api/v2/trades`, async (c) => {
      const ownerRaw = c.req.query('owner')
      const uidRaw = c.req.query('orderUid')
      if ((ownerRaw === undefined) === (uidRaw === undefined)) {
        throw invalidParameter('exactly one of owner and orderUid must be given')
      }
      const offset = pagingParam(c.req.query('offset'), 'offset', 0, 0, Number.MAX_SAFE_INTEGER)
      const limit = pagingParam(
        c.req.query('limit'),
        'limit',
        DEFAULT_TRADES_LIMIT,
        1,
        MAX_TRADES_LIMIT,
      )
      let orderUid: Hex | undefined
      if (uidRaw !== undefined) {
        if (!isOrderUid(uidRaw)) {
          throw invalidParameter(
            `"${truncate(uidRaw)}" is not an order UID (56 bytes of 0x-prefixed hex)`,
          )
        }
        orderUid = uidRaw
      }
      const owner = ownerRaw !== undefined ? parseAddressParam(ownerRaw, 'owner') : undefined
      const trades = await ctx.db.queryTrades({ owner, orderUid, offset, limit })
      return c.json(trades.map(toWireTrade))
    })
  }
}
