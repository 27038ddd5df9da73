/**
 * What the orderbook reads from the chain: gas price, balances and allowances, pre-signatures
 * and EIP-1271 signatures. Concurrent reads share one JSON-RPC batch. The gas price is cached
 * for a short while; balances and allowances are cached per block, see `funds`.
 */
import {
  BaseError,
  createPublicClient,
  http,
  HttpRequestError,
  parseAbi,
  hexToBigInt,
  isHex,
  TimeoutError,
  webSocket,
  type Address,
  type Hex,
} from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { erc20Abi, settlementAbi } from '../chain/abis'
import { sandboxChain } from '../chain/clients'

const eip1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
/** bytes4(keccak256("isValidSignature(bytes32,bytes)")) */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e'

export interface FundsCheck {
  balance: bigint
  allowance: bigint
}

export interface ChainReaderOptions {
  rpcUrl: string
  settlement?: Address
  vaultRelayer?: Address
  /** How long a gas price is reused. Default 2 s. */
  gasPriceTtlMs?: number
  /**
   * How long a seen block may answer a sufficient balance check while no new-block
   * subscription runs. Default 250 ms.
   */
  blockTtlMs?: number
  /** Subscribe to new blocks over WebSocket (anvil serves ws on its HTTP port). Default true. */
  watchBlocks?: boolean
}

export class ChainReader {
  readonly client
  readonly settlement: Address
  readonly vaultRelayer: Address
  private readonly gasPriceTtlMs: number
  private gasPriceCache: { value: Promise<bigint>; at: number } | undefined
  private blockNumberInFlight: Promise<bigint> | undefined
  private knownBlock: { blockNumber: bigint; at: number } | undefined
  private readonly blockTtlMs: number
  /** True while the new-block subscription delivers: knownBlock is then the head. */
  private watching = false
  private stopWatching: (() => void) | undefined
  private fundsBlock = -1n
  private fundsCache = new Map<string, Promise<FundsCheck>>()

  constructor(options: ChainReaderOptions) {
    this.client = createPublicClient({
      chain: sandboxChain(options.rpcUrl),
      // batch: concurrent calls of one tick travel as one JSON-RPC batch.
      transport: http(options.rpcUrl, { batch: true, retryCount: 1, timeout: 10_000 }),
    })
    this.settlement = options.settlement ?? sandboxDeployment.settlement
    this.vaultRelayer = options.vaultRelayer ?? sandboxDeployment.vaultRelayer
    this.gasPriceTtlMs = options.gasPriceTtlMs ?? 2_000
    this.blockTtlMs = options.blockTtlMs ?? 250
    if (options.watchBlocks ?? true) this.watchBlocks(options.rpcUrl)
  }

  /** Pushes each new block number into knownBlock, so sufficient checks need no RPC. */
  private watchBlocks(rpcUrl: string): void {
    const wsClient = createPublicClient({
      chain: sandboxChain(rpcUrl),
      transport: webSocket(rpcUrl.replace(/^http/, 'ws'), { retryCount: 0, keepAlive: false }),
    })
    let closed = false
    const subscription = wsClient.transport
      .subscribe({
        params: ['newHeads'],
        onData: (data) => {
          const head: unknown = data.result
          if (!head || typeof head !== 'object' || !('number' in head)) return
          if (typeof head.number !== 'string' || !isHex(head.number)) return
          this.noteBlock(hexToBigInt(head.number))
        },
        // Without the subscription the TTL applies again.
        onError: () => {
          this.watching = false
        },
      })
      .then(async (established) => {
        if (closed) {
          await established.unsubscribe().catch(() => undefined)
          return undefined
        }
        // Only from now on is knownBlock (once read) the head.
        this.knownBlock = undefined
        this.watching = true
        return established
      })
      .catch(() => undefined)
    this.stopWatching = () => {
      closed = true
      this.watching = false
      void subscription.then(async (established) => {
        await established?.unsubscribe().catch(() => undefined)
        const socket = await wsClient.transport.getRpcClient().catch(() => undefined)
        socket?.close()
      })
    }
  }

  /** Remembers the newest block seen (answers may arrive out of order). */
  private noteBlock(blockNumber: bigint): void {
    const known = this.knownBlock
    if (!known || blockNumber > known.blockNumber) this.knownBlock = { blockNumber, at: Date.now() }
    else if (blockNumber === known.blockNumber) known.at = Date.now()
  }

  /** Whether the new-block subscription is live. */
  get watchingBlocks(): boolean {
    return this.watching
  }

  /** Ends the new-block subscription. */
  close(): void {
    this.stopWatching?.()
    this.stopWatching = undefined
  }

  /** The chain's gas price in wei, reused for a short while. */
  gasPrice(): Promise<bigint> {
    const now = Date.now()
    const cached = this.gasPriceCache
    if (cached && now - cached.at < this.gasPriceTtlMs) return cached.value
    const value = this.client.getGasPrice()
    this.gasPriceCache = { value, at: now }
    // A failed read must not stick.
    value.catch(() => {
      if (this.gasPriceCache?.value === value) this.gasPriceCache = undefined
    })
    return value
  }

  /** The latest block number; concurrent callers share one request. */
  latestBlockNumber(): Promise<bigint> {
    this.blockNumberInFlight ??= this.client
      .getBlockNumber({ cacheTime: 0 })
      .then((blockNumber) => {
        this.noteBlock(blockNumber)
        return blockNumber
      })
      .finally(() => {
        this.blockNumberInFlight = undefined
      })
    return this.blockNumberInFlight
  }

  /**
   * Balance of `owner` and its allowance to the vault relayer. An answer that satisfies
   * `isEnough` may come from the last block the subscription announced (or, without it, a
   * block seen up to `blockTtlMs` ago): no RPC at all under load. One that does not is always
   * re-read at the chain's head, so a refusal is never stale and "approve, then post" works.
   */
  async funds(
    token: Address,
    owner: Address,
    isEnough: (funds: FundsCheck) => boolean = () => false,
  ): Promise<FundsCheck> {
    const known = this.knownBlock
    if (known && (this.watching || Date.now() - known.at < this.blockTtlMs)) {
      const recent = await this.fundsAt(token, owner, known.blockNumber)
      if (isEnough(recent)) return recent
    }
    return this.fundsAt(token, owner, await this.latestBlockNumber())
  }

  private fundsAt(token: Address, owner: Address, blockNumber: bigint): Promise<FundsCheck> {
    if (blockNumber !== this.fundsBlock) {
      // An older block than the cache's (a concurrent request saw the head move): no cache.
      if (blockNumber < this.fundsBlock) return this.readFunds(token, owner, blockNumber)
      // A new block may have changed any balance: start over.
      this.fundsBlock = blockNumber
      this.fundsCache = new Map()
    }
    const key = `${token}:${owner}`
    let funds = this.fundsCache.get(key)
    if (!funds) {
      const reading = this.readFunds(token, owner, blockNumber)
      this.fundsCache.set(key, reading)
      // A failed read must not stick.
      reading.catch(() => {
        if (this.fundsCache.get(key) === reading) this.fundsCache.delete(key)
      })
      funds = reading
    }
    return funds
  }

  private async readFunds(token: Address, owner: Address, blockNumber: bigint) {
    const [balance, allowance] = await Promise.all([
      this.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
        blockNumber,
      }),
      this.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, this.vaultRelayer],
        blockNumber,
      }),
    ])
    return { balance, allowance }
  }

  /** Whether the owner has called setPreSignature(uid, true) (and not revoked it). */
  async preSignature(uid: Hex): Promise<boolean> {
    const value = await this.client.readContract({
      address: this.settlement,
      abi: settlementAbi,
      functionName: 'preSignature',
      args: [uid],
    })
    return value !== 0n
  }

  /** Amount of the order the contract has filled (sell units for sell orders, buy for buy). */
  filledAmount(uid: Hex): Promise<bigint> {
    return this.client.readContract({
      address: this.settlement,
      abi: settlementAbi,
      functionName: 'filledAmount',
      args: [uid],
    })
  }

  /** EIP-1271: does the contract at `owner` accept `signature` for `digest`? */
  async isValidSignature(owner: Address, digest: Hex, signature: Hex): Promise<boolean> {
    try {
      const magic = await this.client.readContract({
        address: owner,
        abi: eip1271Abi,
        functionName: 'isValidSignature',
        args: [digest, signature],
      })
      return magic.toLowerCase() === EIP1271_MAGIC_VALUE
    } catch (error) {
      // The node being unreachable is our problem, not a bad signature.
      if (
        error instanceof BaseError &&
        error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
      ) {
        throw error
      }
      // Reverts, no code at the address, undecodable return data: not a valid signature.
      return false
    }
  }
}
