/**
 * The sandbox's batch-auction solver: one auction per tick, settled on chain.
 *
 * Each auction syncs the indexer, takes the open orders that are still valid, checks the
 * owners' balances and allowances (raising insufficient_balance alerts), prices every token
 * with the price model, keeps the orders whose limit those prices satisfy, and plans the
 * batch with `solveAuction` (coincidences of wants first, the settlement contract's buffers
 * for the rest, capped per pair). The plan is encoded for `GPv2Settlement.settle`,
 * simulated, and sent from the allow-listed solver account; the contract verifies every
 * signature itself. The auction and its solution are recorded for the solver-competition
 * endpoints, and the indexer is synced again so the orders reflect the trades at once.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  getAddress,
  isAddressEqual,
  type Address,
  type Hex,
} from 'viem'
import type { WireCompetitionStatus } from '@/api/wire'
import { erc20Abi, settlementAbi } from '../chain/abis'
import type { createSandboxClients } from '../chain/clients'
import { normalizeHex, OrderbookTx, type OrderbookDb, type StoredOrder } from '../orderbook/db'
import { orderStatusAt } from '../orderbook/orders'
import type { PriceModel } from '../orderbook/price-model'
import { insufficientBalance } from '../market/notification-messages'
import {
  solveAuction,
  spendableKey,
  surplusOf,
  type AuctionOrder,
  type PlannedFill,
  type PriceVector,
} from './clearing'
import { encodeSettlement } from './encode'
import { summarize, toOrderData, type ChainIndexer } from './indexer'
import {
  activeBalanceAlerts,
  clearBalanceAlert,
  completeAuction,
  insertAuction,
  raiseBalanceAlert,
  type AuctionSolution,
} from './store'

/** The solver's name in competitions and statuses (the orderbook's own status uses it too). */
export const SOLVER_NAME = 'sandbox'

/** Orders must stay valid this long past "now" to be auctioned: the settlement block comes later. */
const VALIDITY_MARGIN_SECONDS = 3

export interface BatchSolverOptions {
  db: OrderbookDb
  prices: PriceModel
  indexer: ChainIndexer
  /** Reads (batched JSON-RPC). */
  publicClient: ReturnType<typeof createSandboxClients>['publicClient']
  /** Sends settle() from the (anvil-unlocked) solver account. */
  walletClient: ReturnType<typeof createSandboxClients>['walletClient']
  settlement: Address
  vaultRelayer: Address
  solver: Address
  /**
   * The most the buffers pay out per pair and auction, as a fraction of the pair's virtual
   * pool reserve of the token paid out. Finite, so large partially fillable orders fill over
   * several auctions.
   */
  auctionLiquidityFraction: number
  now?: () => number
  log?: (message: string) => void
}

export type CompetitionStage = 'active' | 'scheduled' | 'solved' | 'executing' | 'traded'

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
  private queue: Promise<unknown> = Promise.resolve()
  /** Where each order of the current auction stands. */
  private stages = new Map<string, { stage: CompetitionStage; fill?: PlannedFill }>()

  constructor(options: BatchSolverOptions) {
    this.o = options
    this.clock = options.now ?? Date.now
    this.log = options.log ?? (() => undefined)
  }

  /** Runs one auction now; concurrent calls queue behind each other. */
  runAuction(): Promise<AuctionOutcome> {
    const run = this.queue.then(() => this.auction())
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * Where an open order stands in the current auction (GET /orders/{uid}/status), or
   * undefined when the auction has nothing to add to the status derived from the stored
   * order (fulfilled, cancelled, expired, or not part of the current auction).
   */
  competitionStatus(order: StoredOrder, nowSeconds: number): WireCompetitionStatus | undefined {
    if (orderStatusAt(order, nowSeconds) !== 'open') return undefined
    const current = this.stages.get(normalizeHex(order.uid))
    if (!current) return undefined
    if (current.stage === 'active' || current.stage === 'scheduled') return { type: current.stage }
    const fill = current.fill
    return {
      type: current.stage,
      value: [
        {
          solver: SOLVER_NAME,
          executedAmounts: fill
            ? {
                sell: (fill.executedSell - fill.executedFee).toString(),
                buy: fill.executedBuy.toString(),
              }
            : null,
        },
      ],
    }
  }

  private setStage(uids: Iterable<Hex>, stage: CompetitionStage, fills?: PlannedFill[]): void {
    const byUid = new Map((fills ?? []).map((f) => [normalizeHex(f.order.uid), f]))
    for (const uid of uids) {
      const key = normalizeHex(uid)
      this.stages.set(key, { stage, fill: byUid.get(key) ?? this.stages.get(key)?.fill })
    }
  }

  private async auction(): Promise<AuctionOutcome> {
    const { db, prices, indexer, publicClient } = this.o
    await indexer.sync()
    const now = await indexer.nowSeconds()
    const blockNumber = await publicClient.getBlockNumber({ cacheTime: 0 })
    const open = (await db.listOpenOrders(now + VALIDITY_MARGIN_SECONDS)).filter(
      // No Balancer vault in the sandbox: only plain ERC-20 balances can settle.
      (o) => o.sellTokenBalance === 'erc20' && o.buyTokenBalance === 'erc20',
    )
    this.stages = new Map()

    // Uniform prices for every token of the open orders, at one instant.
    const atSeconds = this.clock() / 1000
    const priceVector = new Map<Address, bigint>()
    for (const order of open) {
      for (const token of [order.sellToken, order.buyToken]) {
        const key = getAddress(token)
        if (priceVector.has(key)) continue
        const price = prices.atomPrice(key, atSeconds)
        if (price !== undefined) priceVector.set(key, price)
      }
    }

    const funds = await this.readFunds(open)
    await this.checkBalances(open, funds)

    const priced = open.filter(
      (o) => priceVector.has(getAddress(o.sellToken)) && priceVector.has(getAddress(o.buyToken)),
    )
    const spendable = new Map<string, bigint>()
    for (const [key, f] of funds) {
      spendable.set(key, f.balance < f.allowance ? f.balance : f.allowance)
    }
    // The auction: limit satisfied by the prices, and the owner can hand over the sell token
    // (all of it for fill-or-kill orders, some for partially fillable ones).
    const candidates = priced.filter((o) => {
      const sellPrice = priceVector.get(getAddress(o.sellToken)) ?? 0n
      const buyPrice = priceVector.get(getAddress(o.buyToken)) ?? 0n
      if (o.sellAmount * sellPrice < o.buyAmount * buyPrice) return false
      const canPay = spendable.get(spendableKey(o.owner, o.sellToken)) ?? 0n
      return o.partiallyFillable ? canPay > 0n : canPay >= requiredSell(o)
    })
    if (candidates.length === 0) return { candidates: [], fills: [] }
    const candidateUids = candidates.map((o) => o.uid)
    this.setStage(candidateUids, 'active')

    const auctionOrders = await this.toAuctionOrders(candidates)
    const buffers = await this.readBuffers([...priceVector.keys()])
    const plan = solveAuction({
      orders: auctionOrders,
      prices: priceVector,
      spendable,
      buffers,
      pairCap: (tokenOut, tokenIn) => this.pairCap(tokenOut, tokenIn, atSeconds),
    })
    if (plan.fills.length === 0) {
      // Nothing tradable (e.g. liquidity short for a fill-or-kill order): no competition to record.
      this.setStage(candidateUids, 'scheduled')
      return { candidates: candidateUids, fills: [] }
    }
    const auctionId = await insertAuction(db.sql, {
      createdAt: new Date(this.clock()),
      blockNumber,
      orders: candidateUids,
      prices: pricesRecord(priceVector),
    })

    const filledUids = plan.fills.map((f) => f.order.uid)
    this.setStage(
      candidateUids.filter((uid) => !filledUids.includes(uid)),
      'scheduled',
    )
    this.setStage(filledUids, 'solved', plan.fills)

    const settled = await this.settle(plan.fills, priceVector)
    const solution: AuctionSolution = {
      solver: SOLVER_NAME,
      solverAddress: this.o.solver,
      score: this.score(settled.fills, priceVector).toString(),
      ranking: 1,
      clearingPrices: pricesRecord(
        new Map(
          [...priceVector].filter(([token]) => settled.fills.some((f) => involves(f, token))),
        ),
      ),
      orders: settled.fills.map((f) => ({
        id: f.order.uid,
        sellAmount: f.executedSell.toString(),
        buyAmount: f.executedBuy.toString(),
      })),
      isWinner: settled.txHash !== undefined,
      txHash: settled.txHash ?? null,
    }
    await completeAuction(db.sql, auctionId, {
      solutions: settled.fills.length > 0 ? [solution] : [],
      winner: settled.txHash ? SOLVER_NAME : null,
      txHash: settled.txHash ?? null,
      gasUsed: settled.gasUsed ?? null,
      error: settled.error ?? null,
    })
    if (settled.txHash) {
      this.setStage(
        settled.fills.map((f) => f.order.uid),
        'traded',
      )
      this.log(
        `auction ${auctionId}: settled ${settled.fills.length} trade(s) in ${settled.txHash} (gas ${String(settled.gasUsed)})`,
      )
      // The trades are on chain: index them now so orders read executed at once.
      await indexer.sync()
    } else {
      this.setStage(filledUids, 'scheduled')
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

  /** Balance and allowance to the vault relayer per (owner, sell token), one batch. */
  private async readFunds(
    orders: readonly StoredOrder[],
  ): Promise<Map<string, { balance: bigint; allowance: bigint }>> {
    const pairs = new Map<string, { owner: Address; token: Address }>()
    for (const o of orders)
      pairs.set(spendableKey(o.owner, o.sellToken), { owner: o.owner, token: o.sellToken })
    const { publicClient, vaultRelayer } = this.o
    const entries = await Promise.all(
      [...pairs].map(async ([key, { owner, token }]) => {
        const [balance, allowance] = await Promise.all([
          publicClient.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
          publicClient.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, vaultRelayer],
          }),
        ])
        return [key, { balance, allowance }] as const
      }),
    )
    return new Map(entries)
  }

  /**
   * insufficient_balance: once per order while its owner cannot cover what is left of it
   * (balance or allowance), again only after it recovered in between.
   */
  private async checkBalances(
    orders: readonly StoredOrder[],
    funds: ReadonlyMap<string, { balance: bigint; allowance: bigint }>,
  ): Promise<void> {
    const { db } = this.o
    const active = await activeBalanceAlerts(db.sql)
    const at = new Date(this.clock())
    const short: { order: StoredOrder; required: bigint; balance: bigint; allowance: bigint }[] = []
    const recovered: Hex[] = []
    for (const order of orders) {
      const f = funds.get(spendableKey(order.owner, order.sellToken))
      if (!f) continue
      const required = requiredSell(order)
      const isShort = required > 0n && (f.balance < required || f.allowance < required)
      const key = normalizeHex(order.uid)
      if (isShort && !active.has(key)) short.push({ order, required, ...f })
      if (!isShort && active.has(key)) recovered.push(order.uid)
    }
    if (short.length === 0 && recovered.length === 0) return
    await db.sql.transaction(async (sql) => {
      const tx = new OrderbookTx(sql)
      for (const uid of recovered) await clearBalanceAlert(sql, uid, at)
      for (const s of short) {
        const episode = await raiseBalanceAlert(sql, s.order.uid, at)
        if (episode === undefined) continue
        const draft = insufficientBalance(summarize(s.order), {
          required: s.required,
          balance: s.balance,
          allowance: s.allowance,
          executedAmount:
            s.order.kind === 'sell'
              ? s.order.executedSellAmountBeforeFees
              : s.order.executedBuyAmount,
          episode,
        })
        await tx.insertNotification({
          account: draft.account,
          type: draft.type,
          message: draft.message,
          createdAt: at,
          orderUid: draft.orderUid,
          metadata: draft.metadata,
          dedupeKey: draft.dedupeKey,
        })
      }
    })
  }

  /** The orders as the contract sees them: its own filledAmount, not the database's. */
  private async toAuctionOrders(orders: readonly StoredOrder[]): Promise<AuctionOrder[]> {
    const { publicClient, settlement } = this.o
    const filled = await Promise.all(
      orders.map((o) =>
        publicClient.readContract({
          address: settlement,
          abi: settlementAbi,
          functionName: 'filledAmount',
          args: [o.uid],
        }),
      ),
    )
    return orders.flatMap((o, i) => {
      try {
        const order = toOrderData(o)
        return [
          {
            uid: o.uid,
            owner: o.owner,
            order,
            signingScheme: o.signingScheme,
            signature: o.signature,
            filled: filled[i] ?? 0n,
          },
        ]
      } catch (error) {
        // A stored order the protocol module refuses must not stall every auction.
        this.log(
          `order ${o.uid} left out: ${error instanceof Error ? error.message : String(error)}`,
        )
        return []
      }
    })
  }

  private async readBuffers(tokens: readonly Address[]): Promise<Map<Address, bigint>> {
    const { publicClient, settlement } = this.o
    const balances = await Promise.all(
      tokens.map((token) =>
        publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [settlement],
        }),
      ),
    )
    return new Map(tokens.map((token, i) => [token, balances[i] ?? 0n]))
  }

  private pairCap(tokenOut: Address, tokenIn: Address, atSeconds: number): bigint {
    const pool = this.o.prices.pool(tokenIn, tokenOut, atSeconds)
    if (typeof pool === 'string') return 0n
    const ppm = BigInt(Math.floor(this.o.auctionLiquidityFraction * 1_000_000))
    return (pool.buyReserve * ppm) / 1_000_000n
  }

  /**
   * Simulates the whole batch; if it reverts, keeps only the trades that settle on their
   * own (one bad signature must not block everyone), then sends.
   */
  private async settle(
    fills: PlannedFill[],
    priceVector: PriceVector,
  ): Promise<{ fills: PlannedFill[]; txHash?: Hex; gasUsed?: bigint; error?: string }> {
    // A trade that cannot even be encoded (a malformed stored signature) is dropped first.
    let batch = fills.filter((fill) => {
      try {
        encodeSettlement([fill], priceVector)
        return true
      } catch (error) {
        this.log(
          `order ${fill.order.uid} left out: ${error instanceof Error ? error.message : String(error)}`,
        )
        return false
      }
    })
    if (batch.length === 0) return { fills: [], error: 'no trade could be encoded' }
    let failure = await this.simulate(batch, priceVector)
    if (failure !== undefined) {
      const reasons: string[] = [failure]
      const survivors: PlannedFill[] = []
      for (const fill of batch) {
        const alone = await this.simulate([fill], priceVector)
        if (alone === undefined) survivors.push(fill)
        else {
          reasons.push(`${fill.order.uid}: ${alone}`)
          this.log(`order ${fill.order.uid} left out of the batch: ${alone}`)
        }
      }
      batch = survivors
      failure = batch.length > 0 ? await this.simulate(batch, priceVector) : 'no trade settles'
      if (failure !== undefined) return { fills: [], error: reasons.concat(failure).join('; ') }
    }
    const stagesUids = batch.map((f) => f.order.uid)
    this.setStage(stagesUids, 'executing', batch)
    const args = settleArgs(batch, priceVector)
    try {
      const hash = await this.o.walletClient.writeContract({
        account: this.o.solver,
        address: this.o.settlement,
        abi: settlementAbi,
        functionName: 'settle',
        args,
      })
      const receipt = await this.o.publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') return { fills: [], error: `settle() reverted in ${hash}` }
      return { fills: batch, txHash: hash, gasUsed: receipt.gasUsed }
    } catch (error) {
      return { fills: [], error: describeRevert(error) }
    }
  }

  private async simulate(
    fills: PlannedFill[],
    priceVector: PriceVector,
  ): Promise<string | undefined> {
    try {
      await this.o.publicClient.simulateContract({
        account: this.o.solver,
        address: this.o.settlement,
        abi: settlementAbi,
        functionName: 'settle',
        args: settleArgs(fills, priceVector),
      })
      return undefined
    } catch (error) {
      return describeRevert(error)
    }
  }

  /** Total surplus of the batch in wei of the native token (the auction's score). */
  private score(fills: readonly PlannedFill[], priceVector: PriceVector): bigint {
    const native = this.o.prices.nativeToken()
    const nativePrice = native
      ? (priceVector.get(getAddress(native.address)) ?? this.o.prices.atomPrice(native.address))
      : undefined
    if (!nativePrice) return 0n
    let total = 0n
    for (const fill of fills) {
      const surplus = surplusOf(fill.order.order, fill)
      const price = priceVector.get(getAddress(surplus.token))
      if (price !== undefined) total += (surplus.amount * price) / nativePrice
    }
    return total
  }
}

function settleArgs(fills: readonly PlannedFill[], priceVector: PriceVector) {
  const encoded = encodeSettlement(fills, priceVector)
  return [encoded.tokens, encoded.clearingPrices, encoded.trades, encoded.interactions] as const
}

function involves(fill: PlannedFill, token: Address): boolean {
  return (
    isAddressEqual(fill.order.order.sellToken, token) ||
    isAddressEqual(fill.order.order.buyToken, token)
  )
}

function pricesRecord(prices: ReadonlyMap<Address, bigint>): Record<string, string> {
  return Object.fromEntries([...prices].map(([token, price]) => [token, price.toString()]))
}

/** What the owner still has to hand over at the order's limit: the rest of its sell amount and fee. */
export function requiredSell(order: StoredOrder): bigint {
  const total = order.kind === 'sell' ? order.sellAmount : order.buyAmount
  const filled =
    order.kind === 'sell' ? order.executedSellAmountBeforeFees : order.executedBuyAmount
  const rest = filled >= total ? 0n : total - filled
  if (rest === 0n || total === 0n) return 0n
  const fee = (order.feeAmount * rest) / total
  if (order.kind === 'sell') return rest + fee
  return (order.sellAmount * rest + order.buyAmount - 1n) / order.buyAmount + fee
}

function describeRevert(error: unknown): string {
  if (error instanceof BaseError) {
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError) {
      return revert.reason ?? revert.shortMessage
    }
    return error.shortMessage
  }
  return error instanceof Error ? error.message : String(error)
}
