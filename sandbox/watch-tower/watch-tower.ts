/**
 * The sandbox's watch-tower, as CoW's (cowprotocol/watch-tower): it follows ComposableCoW's
 * `ConditionalOrderCreated`, asks `getTradeableOrderWithSignature` for each live conditional
 * order, and posts the order that is due as an `eip1271` order signed by its owner (the
 * orderbook checks it through the Safe's `isValidSignature`). The handler's revert says when to
 * ask again (PollTryNextBlock, PollTryAtBlock, PollTryAtEpoch) or to stop (OrderNotValid,
 * PollNever); an order its owner removed stops at `SingleOrderNotAuthed`. A part the orderbook
 * refuses is retried every round and explained (`lastError`, in the log and at
 * GET /sandbox/watch-tower/{owner}).
 *
 * Times are the chain's: the handler reads `block.timestamp`, so the watch-tower schedules by
 * the latest block's timestamp, never by the host's clock.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  isAddressEqual,
  keccak256,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import type { ProtocolDomain } from '@batchswap/contract/protocol/domain'
import type { OrderData } from '@batchswap/contract/protocol/order-data'
import {
  conditionalOrderId,
  twapHandlerAbi,
  type ConditionalOrderParams,
} from '@batchswap/contract/protocol/twap'
import { computeOrderUid } from '@batchswap/contract/protocol/order'
import { signedFieldsOnWire } from '@batchswap/contract/wire/values'
import type {
  WireWatchedConditionalOrder,
  WireWatchTowerError,
} from '@batchswap/contract/wire/watch-tower'

/** What the orderbook answered a post with: the UID, or why it refused. */
export type PostOutcome =
  { ok: true; uid: Hex } | { ok: false; errorType: string; description: string }

/** Posts one order (the orderbook's POST /orders body) and says how it went. */
export type PostOrder = (body: Record<string, unknown>) => Promise<PostOutcome>

export interface WatchTowerOptions {
  publicClient: PublicClient
  composableCow: Address
  domain: ProtocolDomain
  post: PostOrder
  /** Whether the orderbook already holds an order (a part posted before a restart). */
  hasOrder: (uid: Hex) => Promise<boolean>
  /** Where what it follows is kept (the service's database), so a restart resumes it. */
  store: WatchTowerStore
  log: { info(message: string): void; warn(message: string): void }
  /** Blocks per getLogs call. */
  batchBlocks?: bigint
}

export type Schedule =
  | { kind: 'now' }
  | { kind: 'block'; block: bigint }
  | { kind: 'epoch'; epoch: number }
  | { kind: 'never' }

export interface Watched {
  owner: Address
  params: ConditionalOrderParams
  id: Hex
  createdTx: Hex
  state: 'active' | 'done' | 'removed' | 'invalid'
  schedule: Schedule
  /** Why it waits or stopped, in the handler's or the orderbook's words. */
  reason: string | undefined
  posted: Hex[]
  lastError: (WireWatchTowerError & { attempts: number }) | undefined
}

/** The watch-tower's state kept apart from it: its conditional orders and its place in the chain. */
export interface WatchTowerStore {
  load(): Promise<{ cursor: bigint | undefined; orders: Watched[] }>
  save(watched: Watched): Promise<void>
  saveCursor(block: bigint): Promise<void>
}

export interface PollRound {
  /** Parts posted this round. */
  posted: Hex[]
  /** Parts the orderbook refused this round (retried next round). */
  failed: number
}

const KINDS: Record<Hex, OrderData['kind']> = {
  [keccak256(toHex('sell'))]: 'sell',
  [keccak256(toHex('buy'))]: 'buy',
}
const BALANCES: Record<Hex, 'erc20' | 'external' | 'internal'> = {
  [keccak256(toHex('erc20'))]: 'erc20',
  [keccak256(toHex('external'))]: 'external',
  [keccak256(toHex('internal'))]: 'internal',
}

export class WatchTower {
  private readonly orders = new Map<Hex, Watched>()
  private cursor: bigint | undefined
  private loaded: Promise<void> | undefined
  private readonly batchBlocks: bigint

  constructor(private readonly options: WatchTowerOptions) {
    this.batchBlocks = options.batchBlocks ?? 5000n
  }

  /** What the store kept, read once before the first round or answer. */
  private ready(): Promise<void> {
    this.loaded ??= this.options.store.load().then(
      ({ cursor, orders }) => {
        this.cursor = cursor
        for (const watched of orders) this.orders.set(watched.id, watched)
      },
      (error: unknown) => {
        // Read again at the next round rather than never.
        this.loaded = undefined
        throw error
      },
    )
    return this.loaded
  }

  /** One round: read new conditional orders, then post what is due. */
  async poll(): Promise<PollRound> {
    await this.ready()
    const { publicClient, store } = this.options
    const head = await publicClient.getBlock({ blockTag: 'latest' })
    await this.follow(head.number)
    const round: PollRound = { posted: [], failed: 0 }
    for (const watched of this.orders.values()) {
      if (watched.state !== 'active') continue
      if (!isDue(watched.schedule, head.number, Number(head.timestamp))) continue
      await this.check(watched, head.number, round)
      await store.save(watched)
    }
    return round
  }

  /** The conditional orders of an owner, as GET /sandbox/watch-tower/{owner} serves them. */
  async ordersOf(owner: Address): Promise<WireWatchedConditionalOrder[]> {
    await this.ready()
    return [...this.orders.values()]
      .filter((w) => isAddressEqual(w.owner, owner))
      .map((w) => ({
        id: w.id,
        owner: w.owner,
        handler: w.params.handler,
        salt: w.params.salt,
        staticInput: w.params.staticInput,
        createdTx: w.createdTx,
        state: w.state,
        ...(w.schedule.kind === 'epoch' ? { nextCheckAt: w.schedule.epoch } : {}),
        ...(w.reason ? { reason: w.reason } : {}),
        postedOrders: [...w.posted],
        ...(w.lastError ? { lastError: w.lastError } : {}),
      }))
  }

  private async follow(head: bigint): Promise<void> {
    const { publicClient, composableCow } = this.options
    let from = this.cursor === undefined ? 0n : this.cursor + 1n
    while (from <= head) {
      const to = from + this.batchBlocks - 1n < head ? from + this.batchBlocks - 1n : head
      const logs = await publicClient.getContractEvents({
        address: composableCow,
        abi: composableCowAbi,
        eventName: 'ConditionalOrderCreated',
        fromBlock: from,
        toBlock: to,
        strict: true,
      })
      for (const log of logs) {
        const params = { ...log.args.params }
        const id = conditionalOrderId(params)
        if (this.orders.has(id)) continue
        const watched: Watched = {
          owner: log.args.owner,
          params,
          id,
          createdTx: log.transactionHash,
          state: 'active',
          schedule: { kind: 'now' },
          reason: undefined,
          posted: [],
          lastError: undefined,
        }
        // Kept before the cursor moves past its block: a restart in between reads it again.
        await this.options.store.save(watched)
        this.orders.set(id, watched)
        this.options.log.info(`watch-tower: conditional order ${id} of ${log.args.owner} created`)
      }
      await this.options.store.saveCursor(to)
      this.cursor = to
      from = to + 1n
    }
  }

  private async check(watched: Watched, block: bigint, round: PollRound): Promise<void> {
    const { publicClient, composableCow, domain, log } = this.options
    let order: OrderData
    let signature: Hex
    try {
      const [raw, sig] = await publicClient.readContract({
        address: composableCow,
        abi: composableCowAbi,
        functionName: 'getTradeableOrderWithSignature',
        args: [watched.owner, watched.params, '0x', []],
      })
      order = orderOf(raw)
      signature = sig
    } catch (error) {
      this.reschedule(watched, block, error)
      return
    }
    const uid = computeOrderUid(domain, order, watched.owner)
    // The part that is due is in the book: ask again once it ends (the next part cannot start before).
    const until: Schedule = { kind: 'epoch', epoch: order.validTo + 1 }
    if (watched.posted.includes(uid) || (await this.options.hasOrder(uid))) {
      if (!watched.posted.includes(uid)) watched.posted.push(uid)
      watched.schedule = until
      watched.reason = 'the part that is due is in the orderbook'
      return
    }
    const outcome = await this.options.post({
      ...signedFieldsOnWire(order),
      signingScheme: 'eip1271',
      signature,
      from: watched.owner,
    })
    if (outcome.ok || outcome.errorType === 'DuplicatedOrder') {
      watched.posted.push(uid)
      watched.schedule = until
      watched.reason = undefined
      watched.lastError = undefined
      round.posted.push(uid)
      log.info(`watch-tower: posted ${uid} for conditional order ${watched.id} of ${watched.owner}`)
      return
    }
    // Refused: explained, and retried at the next round while the part lasts.
    const attempts = (watched.lastError?.attempts ?? 0) + 1
    watched.lastError = {
      orderUid: uid,
      errorType: outcome.errorType,
      description: outcome.description,
      attempts,
    }
    watched.schedule = { kind: 'now' }
    watched.reason = `the orderbook refused the part (${outcome.errorType}): ${outcome.description}`
    round.failed += 1
    if (attempts === 1 || attempts % 20 === 0) {
      log.warn(
        `watch-tower: could not post ${uid} for conditional order ${watched.id} of ${watched.owner} ` +
          `(attempt ${attempts}, retrying): ${outcome.errorType}: ${outcome.description}`,
      )
    }
  }

  /** Reads the handler's (or ComposableCoW's) revert and decides when to ask again. */
  private reschedule(watched: Watched, block: bigint, error: unknown): void {
    const revert = revertOf(error)
    const { log } = this.options
    switch (revert?.errorName) {
      case 'PollTryNextBlock':
        watched.schedule = { kind: 'block', block: block + 1n }
        watched.reason = stringArg(revert.args, 0)
        return
      case 'PollTryAtBlock':
        watched.schedule = { kind: 'block', block: bigintArg(revert.args, 0) ?? block + 1n }
        watched.reason = stringArg(revert.args, 1)
        return
      case 'PollTryAtEpoch':
        watched.schedule = { kind: 'epoch', epoch: Number(bigintArg(revert.args, 0) ?? 0n) }
        watched.reason = stringArg(revert.args, 1)
        return
      case 'OrderNotValid':
      case 'PollNever': {
        const reason = stringArg(revert.args, 0)
        // The TWAP's end is its normal end; any other is a conditional order that cannot trade.
        watched.state = reason === 'after twap finish' ? 'done' : 'invalid'
        watched.schedule = { kind: 'never' }
        watched.reason = reason
        log.info(
          `watch-tower: conditional order ${watched.id} stops: ${reason ?? revert.errorName}`,
        )
        return
      }
      case 'SingleOrderNotAuthed':
        watched.state = 'removed'
        watched.schedule = { kind: 'never' }
        watched.reason = 'removed by its owner'
        log.info(`watch-tower: conditional order ${watched.id} was removed by its owner`)
        return
      case 'InterfaceNotSupported':
      case 'ProofNotAuthed':
        watched.state = 'invalid'
        watched.schedule = { kind: 'never' }
        watched.reason = revert.errorName
        return
      default: {
        // Not the handler's answer (the node, an unknown revert): try again next block.
        const text = error instanceof BaseError ? error.shortMessage : String(error)
        watched.schedule = { kind: 'block', block: block + 1n }
        watched.reason = `could not ask for the tradeable order: ${text}`
        log.warn(`watch-tower: ${watched.id}: ${watched.reason}`)
      }
    }
  }
}

function isDue(schedule: Schedule, block: bigint, timestamp: number): boolean {
  switch (schedule.kind) {
    case 'now':
      return true
    case 'block':
      return block >= schedule.block
    case 'epoch':
      return timestamp >= schedule.epoch
    case 'never':
      return false
  }
}

const revertAbi = [
  ...twapHandlerAbi.filter((item) => item.type === 'error'),
  ...composableCowAbi.filter((item) => item.type === 'error'),
]

/** The decoded custom error of a reverted call, when it is one we know. */
function revertOf(error: unknown): { errorName: string; args: readonly unknown[] } | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined
  if (reverted.data?.errorName) {
    return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] }
  }
  if (!reverted.raw) return undefined
  try {
    const decoded = decodeErrorResult({ abi: revertAbi, data: reverted.raw })
    return { errorName: decoded.errorName, args: decoded.args }
  } catch {
    return undefined
  }
}

function stringArg(args: readonly unknown[], index: number): string | undefined {
  const value = args[index]
  return typeof value === 'string' ? value : undefined
}

function bigintArg(args: readonly unknown[], index: number): bigint | undefined {
  const value = args[index]
  return typeof value === 'bigint' ? value : undefined
}

/** The GPv2 order ComposableCoW returns (kind and balances as their hashes), as the API's. */
function orderOf(
  raw: Omit<OrderData, 'kind' | 'sellTokenBalance' | 'buyTokenBalance'> & {
    kind: Hex
    sellTokenBalance: Hex
    buyTokenBalance: Hex
  },
): OrderData {
  const kind = KINDS[raw.kind]
  const sellTokenBalance = BALANCES[raw.sellTokenBalance]
  const buyTokenBalance = BALANCES[raw.buyTokenBalance]
  if (!kind || !sellTokenBalance || !buyTokenBalance || buyTokenBalance === 'external') {
    throw new Error(`the handler returned an order with an unknown kind or balance`)
  }
  return {
    ...raw,
    kind,
    sellTokenBalance,
    buyTokenBalance,
  }
}
