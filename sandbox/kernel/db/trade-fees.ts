/**
 * What every fee taken from one trade records, in `network_fees` and `protocol_fees` alike:
 * the trade it came from (order, transaction, auction; the solver knows it before the indexer
 * sees the Trade event), its token and amount, and when.
 */
import { getAddress, type Address, type Hex } from 'viem'
import type { InsertColumn } from './insert-columns'
import { normalizeHex } from './rows'

export interface TradeFeeRow {
  orderUid: Hex
  txHash: Hex
  auctionId: number
  token: Address
  amount: bigint
  createdAt: Date
}

export const TRADE_FEE_COLUMNS: readonly InsertColumn<TradeFeeRow>[] = [
  ['order_uid', (r) => normalizeHex(r.orderUid)],
  ['tx_hash', (r) => normalizeHex(r.txHash)],
  ['auction_id', (r) => r.auctionId, '::bigint'],
  ['token', (r) => getAddress(r.token)],
  ['amount', (r) => r.amount.toString(), '::numeric'],
  ['created_at', (r) => r.createdAt.toISOString(), '::timestamptz'],
]
