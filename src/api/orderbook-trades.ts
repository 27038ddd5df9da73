/**
 * The orderbook's trades: `GET /api/v2/trades?owner=…|orderUid=…` (offset/limit), each trade
 * of an order with its settlement transaction, block, executed amounts and protocol fees.
 * Takes the context first and returns `{ data, meta }`.
 */
import { getAddress, type Address, type Hex } from 'viem'
import { invalidRequest } from './errors'
import { mapResult, requestJson } from './http'
import { serviceUrls, type ApiContext, type ApiResult } from './request-types'
import { checkAddress, checkUid } from './orderbook-request'
import { type WireTrade, tradesResponseSchema } from '@batchswap/contract/wire/trades'

export interface ExecutedProtocolFee {
  /** The fee policy as the service names it, e.g. `{volume: {factor: 0.001}}`. */
  policy: Record<string, unknown>
  amount: bigint
  token: Address
}

export interface Trade {
  orderUid: Hex
  owner: Address
  sellToken: Address
  buyToken: Address
  blockNumber: number
  logIndex: number
  /** Sold in this trade, fee included. */
  sellAmount: bigint
  sellAmountBeforeFees: bigint
  buyAmount: bigint
  /** The settlement transaction; null while the service does not know it. */
  txHash: Hex | null
  executedProtocolFees: ExecutedProtocolFee[]
}

export type TradesQuery = ({ owner: string } | { orderUid: string }) & {
  offset?: number
  limit?: number
}

export const TRADES_DEFAULT_LIMIT = 10
export const TRADES_MAX_LIMIT = 1000

export function toTrade(wire: WireTrade): Trade {
  return {
    orderUid: wire.orderUid,
    owner: getAddress(wire.owner),
    sellToken: getAddress(wire.sellToken),
    buyToken: getAddress(wire.buyToken),
    blockNumber: wire.blockNumber,
    logIndex: wire.logIndex,
    sellAmount: BigInt(wire.sellAmount),
    sellAmountBeforeFees: BigInt(wire.sellAmountBeforeFees),
    buyAmount: BigInt(wire.buyAmount),
    txHash: wire.txHash,
    executedProtocolFees: (wire.executedProtocolFees ?? []).map((fee) => ({
      policy: fee.policy,
      amount: BigInt(fee.amount),
      token: getAddress(fee.token),
    })),
  }
}

/** GET /api/v2/trades: by owner or by order, newest first. */
export async function getTrades(ctx: ApiContext, query: TradesQuery): Promise<ApiResult<Trade[]>> {
  const params = new URLSearchParams()
  if ('orderUid' in query) params.set('orderUid', checkUid('trades', query.orderUid))
  else params.set('owner', checkAddress('trades', 'owner', query.owner))
  const { offset = 0, limit = TRADES_DEFAULT_LIMIT } = query
  if (!(Number.isSafeInteger(offset) && offset >= 0)) {
    throw invalidRequest('trades', `offset ${offset} is not a non-negative whole number`)
  }
  if (!(Number.isSafeInteger(limit) && limit >= 1 && limit <= TRADES_MAX_LIMIT)) {
    throw invalidRequest(
      'trades',
      `limit ${limit} is not a whole number from 1 to ${TRADES_MAX_LIMIT}`,
    )
  }
  params.set('offset', String(offset))
  params.set('limit', String(limit))
  const result = await requestJson(ctx, {
    endpoint: 'trades',
    method: 'GET',
    url: `${serviceUrls(ctx).orderbookApi}/v2/trades?${params.toString()}`,
    schema: tradesResponseSchema,
  })
  return mapResult(result, 'trades', (list) => list.map(toTrade))
}
