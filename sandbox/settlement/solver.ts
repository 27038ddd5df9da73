/**
 * The sandbox's batch-auction solver: one auction per tick, settled on chain.
 *
 * Each auction syncs the indexer, takes the open orders that are still valid, checks the
 * owners' balances and allowances (raising insufficient_balance alerts), prices every token
 * with the price model, keeps the orders whose limit those prices satisfy (`auction.ts`), and
 * plans the batch with `solveAuction` (`clearing.ts`: coincidences of wants first, the
 * settlement contract's buffers for the rest, capped per pair). The plan is encoded for
 * `GPv2Settlement.settle`, simulated, and sent from the allow-listed solver account
 * (`settle-transaction.ts`); the contract verifies every signature itself. The auction and
 * its solution are recorded for the solver-competition endpoints (`competition.ts`), and the
 * indexer is synced again so the orders reflect the trades at once.
 */
import { formatUnits, getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import type { SandboxToken } from '@batchswap/contract/sandbox/deployment'
import type { WireCompetitionStatus } from '@batchswap/contract/wire/competition'
import type { SandboxClients } from '../chain/clients'
import type { OrderbookDb, StoredOrder } from '../kernel/db'
import type { PriceModel } from '../kernel/price-model'
import {
  auctionPrices,
  pairCap,
  readAuctionOrders,
  readBuffers,
  readFunds,
  selectCandidates,
  spendableOf,
} from './auction'
import { updateBalanceAlerts } from './balance-alerts'
import { applyPreHooksToFunds } from './hooks'
import { solveAuction, type AuctionOrder, type PlannedFill } from './clearing'
import { insertNetworkFees, refreshExecutedFee } from '../kernel/db/network-fees'
import type { PriceVector } from './trade-execution'
import { batchScore, CompetitionStages, pricesRecord, SOLVER_NAME, solutionOf } from './competition'
import type { ChainIndexer } from './indexer'
import { settleBatch, type SettleResult, type SettleTarget } from './settle-transaction'
import { recordPartnerFees } from './partner-fees'
import { completeAuction, insertAuction } from './store'

/** Orders must stay valid this long past "now" to be auctioned: the settlement block comes later. */
const VALIDITY_MARGIN_SECONDS = 3

export interface BatchSolverOptions {
  db: OrderbookDb
  prices: PriceModel
  indexer: ChainIndexer
  /** Reads (batched JSON-RPC). */
  publicClient: SandboxClients['publicClient']
  /** Sends settle() from the (anvil-unlocked) solver account. */
  walletClient: SandboxClients['walletClient']
  settlement: Address
  vaultRelayer: Address
  solver: Address
  /** Eth-flow orders' ETH is wrapped (wrapAll) and ETH payouts unwrapped through these. */
  ethFlow?: Address
  wrappedNativeToken?: Address
  /** Orders' CoW hooks run through it (`hooks.ts`). */
  hooksTrampoline?: Address
  /**
   * The most the buffers pay out per pair and auction, as a fraction of the pair's virtual
   * pool reserve of the token paid out. Finite, so large partially fillable orders fill over
   * several auctions.
   */
  auctionLiquidityFraction: number
  /**
   * The network cost of one trade now, in `sellToken` atoms (what a quote charges): the
   * solver takes it from each trade's surplus and records it as the order's `executedFee`.
   * None: trades pay no network cost.
   */
  networkCost?: (sellToken: Address) => Promise<bigint | undefined>
  /** The listed tokens, to say withheld fees in their units in the log. */
  tokens?: readonly SandboxToken[]
  now?: () => number
  log?: (message: string) => void
}

export interface AuctionOutcome {
  /** Undefined when nothing could trade (no solution, nothing recorded). */
  auctionId?: number
  /** Orders whose limit the prices satisfied. */
  candidates: Hex[]
  fills: { uid: Hex; executedSell: bigint; executedBuy: bigint }[]
  txHash?: Hex
  gasUsed?: bigint
  error?: string
}

export class BatchSolver {
  private readonly o: BatchSolverOptions
  private readonly clock: () => number
  private readonly log: (message: string) => void
  private readonly target: SettleTarget
  private queue: Promise<unknown> = Promise.resolve()
  private readonly stages = new CompetitionStages()

  constructor(options: BatchSolverOptions) {
    this.o = options
    this.clock = options.now ?? Date.now
    this.log = options.log ?? (() => undefined)
    this.target = {
      publicClient: options.publicClient,
      walletClient: options.walletClient,
      settlement: options.settlement,
      solver: options.solver,
      native:
        options.ethFlow && options.wrappedNativeToken
          ? { ethFlow: options.ethFlow, wrappedNativeToken: options.wrappedNativeToken }
          : undefined,
      hooksTrampoline: options.hooksTrampoline,
      log: this.log,
    }
  }

  /** Runs one auction now; concurrent calls queue behind each other. */
  runAuction(): Promise<AuctionOutcome> {
    const run = this.queue.then(() => this.auction())
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * Where an open order stands in the current auction (GET /orders/{uid}/status), or
   * undefined when the auction has nothing to add to the status derived from the stored order.
   */
  competitionStatus(order: StoredOrder, nowSeconds: number): WireCompetitionStatus | undefined {
    return this.stages.statusOf(order, nowSeconds)
  }

  private async auction(): Promise<AuctionOutcome> {
    const { db, prices, indexer, publicClient, settlement } = this.o
    await indexer.sync()
    const now = await indexer.nowSeconds()
    const blockNumber = await publicClient.getBlockNumber({ cacheTime: 0 })
    const open = (await db.listOpenOrders(now + VALIDITY_MARGIN_SECONDS)).filter(
      // No Balancer vault in the sandbox: only plain ERC-20 balances can settle.
      (o) => o.sellTokenBalance === 'erc20' && o.buyTokenBalance === 'erc20',
    )
    this.stages.clear()

    const atSeconds = this.clock() / 1000
    const priceVector = auctionPrices(open, prices, atSeconds)
    const funds = await readFunds(publicClient, this.o.vaultRelayer, open, this.o.ethFlow)
    // An allowance a pending pre-hook (a permit) grants counts.
    await applyPreHooksToFunds(publicClient, this.o.vaultRelayer, open, funds)
    await updateBalanceAlerts(db, open, funds, new Date(this.clock()))

    const spendable = spendableOf(funds)
    const candidates = selectCandidates(open, priceVector, spendable)
    if (candidates.length === 0) return { candidates: [], fills: [] }
    const candidateUids = candidates.map((o) => o.uid)
    this.stages.set(candidateUids, 'active')

    const auctionOrders = await this.withNetworkCosts(
      await readAuctionOrders(publicClient, settlement, candidates, this.log),
    )
    const buffers = await readBuffers(
      publicClient,
      settlement,
      [...priceVector.keys()],
      this.o.wrappedNativeToken,
    )
    const fraction = this.o.auctionLiquidityFraction
    const plan = solveAuction({
      orders: auctionOrders,
      prices: priceVector,
      spendable,
      buffers,
      pairCap: (tokenOut, tokenIn) => pairCap(prices, fraction, tokenOut, tokenIn, atSeconds),
    })
    if (plan.fills.length === 0) {
      // Nothing tradable (e.g. liquidity short for a fill-or-kill order): no competition to record.
      this.stages.set(candidateUids, 'scheduled')
      return { candidates: candidateUids, fills: [] }
    }
    const auctionId = await insertAuction(db.sql, {
      createdAt: new Date(this.clock()),
      blockNumber,
      orders: candidateUids,
      prices: pricesRecord(priceVector),
    })

    const filledUids = plan.fills.map((f) => f.order.uid)
    this.stages.set(
      candidateUids.filter((uid) => !filledUids.includes(uid)),
      'scheduled',
    )
    this.stages.set(filledUids, 'solved', plan.fills)

    const settled = await settleBatch(this.target, plan.fills, priceVector, (batch) =>
      this.stages.set(uidsOf(batch), 'executing', batch),
    )
    await this.record(auctionId, settled, priceVector)
    if (settled.txHash) {
      await this.recordNetworkFees(auctionId, settled.txHash, settled.fills)
      await recordPartnerFees(
        db.sql,
        { auctionId, txHash: settled.txHash, fills: settled.fills, at: new Date(this.clock()) },
        (token, amount) => describeAmount(this.o.tokens ?? [], token, amount),
        this.log,
      )
      this.stages.set(uidsOf(settled.fills), 'traded')
      this.log(
        `auction ${auctionId}: settled ${settled.fills.length} trade(s) in ${settled.txHash} (gas ${String(settled.gasUsed)})`,
      )
      // The trades are on chain: index them now so orders read executed at once.
      await indexer.sync()
    } else {
      this.stages.set(filledUids, 'scheduled')
      this.log(`auction ${auctionId}: no settlement (${settled.error ?? 'nothing to settle'})`)
    }
    return {
      auctionId,
      candidates: candidateUids,
      fills: settled.fills.map((f) => ({
        uid: f.order.uid,
        executedSell: f.executedSell,
        executedBuy: f.executedBuy,
      })),
      txHash: settled.txHash,
      gasUsed: settled.gasUsed,
      error: settled.error,
    }
  }

  /** The orders with the network cost of a trade of their sell token (one read per token). */
  private async withNetworkCosts(orders: AuctionOrder[]): Promise<AuctionOrder[]> {
    const costOf = this.o.networkCost
    if (!costOf) return orders
    const costs = new Map<Address, Promise<bigint | undefined>>()
    return Promise.all(
      orders.map(async (o) => {
        const token = getAddress(o.order.sellToken)
        const cost = costs.get(token) ?? costOf(token)
        costs.set(token, cost)
        const networkCost = await cost
        return networkCost === undefined ? o : { ...o, networkCost }
      }),
    )
  }

  /** Records the network cost each settled trade paid; the orders then read it as executedFee. */
  private async recordNetworkFees(
    auctionId: number,
    txHash: Hex,
    fills: readonly PlannedFill[],
  ): Promise<void> {
    const charged = fills.filter((f) => (f.networkFee ?? 0n) > 0n)
    if (charged.length === 0) return
    const sql = this.o.db.sql
    await insertNetworkFees(
      sql,
      charged.map((f) => ({
        orderUid: f.order.uid,
        txHash,
        auctionId,
        token: f.order.order.sellToken,
        amount: f.networkFee ?? 0n,
        createdAt: new Date(this.clock()),
      })),
    )
    for (const f of charged) await refreshExecutedFee(sql, f.order.uid)
  }

  /** Completes the auction's record: the solution (if anything settled) and the outcome. */
  private async record(
    auctionId: number,
    settled: SettleResult,
    priceVector: PriceVector,
  ): Promise<void> {
    const score = batchScore(settled.fills, priceVector, this.o.prices)
    const solution = solutionOf(settled, priceVector, score, this.o.solver)
    await completeAuction(this.o.db.sql, auctionId, {
      solutions: settled.fills.length > 0 ? [solution] : [],
      winner: settled.txHash ? SOLVER_NAME : null,
      txHash: settled.txHash ?? null,
      gasUsed: settled.gasUsed ?? null,
      error: settled.error ?? null,
    })
  }
}

function describeAmount(tokens: readonly SandboxToken[], token: Address, amount: bigint): string {
  const listed = tokens.find((t) => isAddressEqual(t.address, token))
  return listed
    ? `${formatUnits(amount, listed.decimals)} ${listed.symbol}`
    : `${amount} of ${token}`
}

function uidsOf(fills: readonly PlannedFill[]): Hex[] {
  return fills.map((f) => f.order.uid)
}
