/**
 * Test support (not a test): the orderbook tests' stack (orderbook-stack.ts: a real
 * anvil with the sandbox deployment and the service, on free ports in a temp dir) with the
 * settlement module on, plus helpers to sign, post and inspect orders as a trader would.
 * Used by the settlement and market tests and the measurement script.
 */
import {
  decodeEventLog,
  getAddress,
  keccak256,
  maxUint256,
  toBytes,
  type Address,
  type Hex,
} from 'viem'
import { solverCompetitionSchema } from '@batchswap/contract/wire/competition'
import { orderSchema, type WireOrder } from '@batchswap/contract/wire/orders'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { computeOrderUid, orderTypedData, type OrderData } from '@batchswap/contract/protocol/order'
import { erc20Abi, settlementAbi } from '../chain/abis'
import type { RunningAnvil } from '../chain/anvil'
import type { SandboxClients } from '../chain/clients'
import { mined } from '../chain/test-chain'
import type { OrderbookServiceOptions, RunningOrderbookService } from '../compose'
import {
  account,
  approveRelayer,
  setPreSignature as setPreSignatureOf,
  startTestStack,
  token,
} from './orderbook-stack'
import type { SettlementModule, SettlementModuleOptions } from '../settlement/module'

export const tokenBySymbol = token

export const WETH = tokenBySymbol('WETH')
export const USDC = tokenBySymbol('USDC')
export const DAI = tokenBySymbol('DAI')
export const NOPRICE = tokenBySymbol('NOPRICE')

export const APP_DATA = '{}'
export const APP_DATA_HASH: Hex = keccak256(toBytes(APP_DATA))

export const traderAccount = account

/**
 * The orderbook tests' stack (orderbook-stack.ts) with the settlement module on: one
 * way to start anvil, deploy and run the service, whichever family of tests asks.
 */
export interface Harness {
  readonly anvil: RunningAnvil
  readonly service: RunningOrderbookService
  /** The running service's settlement module (runAuction(), sync()). */
  readonly module: SettlementModule
  readonly clients: SandboxClients
  readonly dir: string
  /** The running service's base URL. */
  readonly apiUrl: string
  /** Stops the service (not the chain) and starts a new one on the same database. */
  restartService(moduleOptions?: SettlementModuleOptions): Promise<void>
  /** Another service (same settlement options) on the same chain with its own database. */
  startExtraService(options?: Partial<OrderbookServiceOptions>): Promise<RunningOrderbookService>
  stop(): Promise<void>
}

function settlementOf(service: RunningOrderbookService): SettlementModule {
  if (!service.settlement) throw new Error('the service started without the settlement module')
  return service.settlement
}

export interface HarnessOptions {
  notifications?: boolean
  /** Tokens every sandbox trader approves to the vault relayer (unlimited) before the tests. */
  approvedTokens?: readonly Address[]
}

/** The settlement module without its loops: tests run auctions and syncs themselves. */
export const NO_LOOPS = { solverIntervalMs: 0, indexerIntervalMs: 0, refundIntervalMs: 0 } as const

export async function startHarness(
  moduleOptions: SettlementModuleOptions = NO_LOOPS,
  options: HarnessOptions = {},
): Promise<Harness> {
  const stack = await startTestStack({
    rateLimits: {
      quote: { perSecond: 10_000, burst: 10_000 },
      orderPost: { perSecond: 10_000, burst: 10_000 },
    },
    notifications: options.notifications,
    settlement: moduleOptions,
  })
  if (!stack.service.settlement) {
    await stack.stop()
    settlementOf(stack.service)
  }
  try {
    for (const trader of sandboxDeployment.traders) {
      for (const token of options.approvedTokens ?? []) {
        await approveRelayer(stack.clients, trader, token)
      }
    }
  } catch (error) {
    await stack.stop()
    throw error
  }
  return {
    anvil: stack.anvil,
    clients: stack.clients,
    dir: stack.dir,
    get service() {
      return stack.service
    },
    get module() {
      return settlementOf(stack.service)
    },
    get apiUrl() {
      return stack.url
    },
    restartService: (options) =>
      stack.restartService(options === undefined ? {} : { settlement: options }),
    startExtraService: (options) => stack.startExtraService(options),
    stop: () => stack.stop(),
  }
}

export async function approve(h: Harness, trader: Address, token: Address, amount = maxUint256) {
  await approveRelayer(h.clients, trader, token, amount)
}

export async function balanceOf(h: Harness, token: Address, owner: Address): Promise<bigint> {
  return h.clients.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export async function invalidateOrder(h: Harness, from: Address, uid: Hex) {
  return mined(
    h.clients,
    h.clients.walletClient.writeContract({
      account: from,
      address: sandboxDeployment.settlement,
      abi: settlementAbi,
      functionName: 'invalidateOrder',
      args: [uid],
    }),
  )
}

export async function setPreSignature(h: Harness, from: Address, uid: Hex, signed: boolean) {
  await setPreSignatureOf(h.clients, from, uid, signed)
}

/** Spot amount of `to` for `amount` of `from` at the model's current price, scaled by `factor`. */
export function atMarket(
  h: Harness,
  amount: bigint,
  from: Address,
  to: Address,
  factor: number,
): bigint {
  const spot = h.service.context.prices.convert(amount, from, to)
  if (spot === undefined) throw new Error('no price')
  return (spot * BigInt(Math.round(factor * 1_000_000))) / 1_000_000n
}

/**
 * The fields of a sell order of `sellAmount` `sell` for `buy`, asking `factor` times the
 * model's spot price (below 1 leaves the solver room; above 1 never fills).
 */
export function sellAtMarket(
  h: Harness,
  sell: Address,
  buy: Address,
  sellAmount: bigint,
  factor: number,
): Pick<OrderData, 'kind' | 'sellToken' | 'buyToken' | 'sellAmount' | 'buyAmount'> {
  return {
    kind: 'sell',
    sellToken: sell,
    buyToken: buy,
    sellAmount,
    buyAmount: atMarket(h, sellAmount, sell, buy, factor),
  }
}

export interface PostedOrder {
  uid: Hex
  order: OrderData
  owner: Address
}

export async function postOrder(
  h: Harness,
  traderIndex: number,
  fields: Pick<OrderData, 'sellToken' | 'buyToken' | 'sellAmount' | 'buyAmount' | 'kind'> &
    Partial<OrderData>,
  scheme: 'eip712' | 'ethsign' | 'presign' = 'eip712',
  /** The full appData document sent (its keccak is signed); `{}` by default. */
  appDataDocument: string = APP_DATA,
): Promise<PostedOrder> {
  const account = traderAccount(traderIndex)
  const order: OrderData = {
    receiver: '0x0000000000000000000000000000000000000000',
    validTo: Math.floor(Date.now() / 1000) + 3600,
    appData: keccak256(toBytes(appDataDocument)),
    feeAmount: 0n,
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    ...fields,
  }
  const domain = h.service.context.domain
  let signature: Hex = '0x'
  if (scheme === 'eip712') signature = await account.signTypedData(orderTypedData(domain, order))
  if (scheme === 'ethsign') {
    const uid = computeOrderUid(domain, order, account.address)
    signature = await account.signMessage({ message: { raw: uid.slice(0, 66) as Hex } })
  }
  const response = await fetch(`${h.apiUrl}/sandbox/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...order,
      sellAmount: order.sellAmount.toString(),
      buyAmount: order.buyAmount.toString(),
      feeAmount: order.feeAmount.toString(),
      appData: appDataDocument,
      signingScheme: scheme,
      signature,
      from: account.address,
    }),
  })
  const body = (await response.json()) as unknown
  if (response.status !== 201) {
    throw new Error(`POST /orders answered ${response.status}: ${JSON.stringify(body)}`)
  }
  return { uid: body as Hex, order, owner: account.address }
}

export async function getOrder(h: Harness, uid: Hex): Promise<WireOrder> {
  const response = await fetch(`${h.apiUrl}/sandbox/api/v1/orders/${uid}`)
  if (response.status !== 200) throw new Error(`GET order answered ${response.status}`)
  return orderSchema.parse(await response.json())
}

export async function getJson(
  h: Harness,
  path: string,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${h.apiUrl}${path}`)
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    headers: response.headers,
  }
}

/**
 * The winning solution's uniform clearing prices of an auction (`latest`: the newest), from the
 * service's competition record, by token address; an error when it recorded no solution.
 */
export async function clearingPricesOf(
  h: Harness,
  auction: number | 'latest',
): Promise<Map<Address, bigint>> {
  const { body } = await getJson(h, `/sandbox/api/v2/solver_competition/${String(auction)}`)
  const prices = solverCompetitionSchema.parse(body).solutions[0]?.clearingPrices
  if (!prices) throw new Error(`auction ${String(auction)} has no recorded solution`)
  return new Map(Object.entries(prices).map(([token, price]) => [getAddress(token), BigInt(price)]))
}

/** Moves the chain's clock forward and mines a block. */
export async function advanceChainTime(h: Harness, seconds: number): Promise<void> {
  await h.clients.publicClient.request({
    method: 'evm_increaseTime' as never,
    params: [seconds] as never,
  })
  await h.clients.publicClient.request({ method: 'evm_mine' as never, params: [] as never })
}

/** The Trade events of a settlement transaction, as the contract emitted them. */
export async function tradesOf(h: Harness, txHash: Hex) {
  const receipt = await h.clients.publicClient.getTransactionReceipt({ hash: txHash })
  return receipt.logs.flatMap((log) => {
    try {
      const event = decodeEventLog({ abi: settlementAbi, data: log.data, topics: log.topics })
      return event.eventName === 'Trade' ? [event.args] : []
    } catch {
      return []
    }
  })
}
