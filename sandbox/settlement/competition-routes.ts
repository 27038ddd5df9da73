/**
 * Solver competition: `/{network}/api/v2/solver_competition/{auctionId | latest |
 * by_tx_hash/{hash}}` as the current service serves it, and the same under `/api/v1/`
 * (the spec's path; production has since removed it). Answers follow
 * `solverCompetitionSchema` of the contract's wire/competition.
 */
import type { Context, Hono } from 'hono'
import type { Hex } from 'viem'
import type { WireSolverCompetition } from '@batchswap/contract/wire/competition'
import type { OrderbookContext } from '../kernel/context'
import { invalidParameter, notFound } from '../kernel/errors'
import { truncate } from '../kernel/http'
import { getAuction, getAuctionByTxHash, getLatestAuction, type AuctionRecord } from './store'

export function toWireCompetition(auction: AuctionRecord): WireSolverCompetition {
  return {
    auctionId: auction.id,
    auctionStartBlock: Number(auction.blockNumber),
    transactionHashes: auction.txHash ? [auction.txHash] : [],
    referenceScores: Object.fromEntries(
      auction.solutions.filter((s) => s.isWinner).map((s) => [s.solverAddress, s.score]),
    ),
    auction: { orders: auction.orders, prices: auction.prices },
    solutions: auction.solutions.map((s) => ({ ...s })),
  }
}

export function competitionRoutes(app: Hono, ctx: OrderbookContext): void {
  const send = (c: Context, auction: AuctionRecord | undefined, what: string) => {
    if (!auction) throw notFound('NotFound', `No solver competition for ${what}`)
    return c.json(toWireCompetition(auction))
  }
  for (const version of ['v1', 'v2']) {
    const base = `/${ctx.config.network}/api/${version}/solver_competition`
    app.get(`${base}/latest`, async (c) =>
      send(c, await getLatestAuction(ctx.db.sql), 'any auction yet'),
    )
    app.get(`${base}/by_tx_hash/:hash`, async (c) => {
      const hash = c.req.param('hash')
      if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
        throw invalidParameter(`"${truncate(hash)}" is not a 32-byte transaction hash`)
      }
      return send(c, await getAuctionByTxHash(ctx.db.sql, hash as Hex), `transaction ${hash}`)
    })
    app.get(`${base}/:auctionId`, async (c) => {
      const raw = c.req.param('auctionId')
      if (!/^\d{1,15}$/.test(raw)) {
        throw invalidParameter(`auction id "${truncate(raw)}" is not a non-negative integer`)
      }
      return send(c, await getAuction(ctx.db.sql, Number(raw)), `auction ${raw}`)
    })
  }
}
