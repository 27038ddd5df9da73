/**
 * Shared set-up of the orderbook tests (and the benchmark): a fresh anvil with the sandbox
 * deployment on a free port (chain/test-chain.ts), the service on another, dev accounts that
 * sign orders, and a small JSON client.
 */
import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { maxUint256, parseUnits, type Address, type Hex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { orderData } from '@batchswap/contract/protocol/order-fixtures'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { EMPTY_APP_DATA_HASH } from '@batchswap/contract/protocol/app-data'
import { orderCancellationTypedData } from '@batchswap/contract/protocol/cancellation'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { hashOrder, orderTypedData, type OrderData } from '@batchswap/contract/protocol/order'
import type { SigningScheme } from '@batchswap/contract/protocol/order'
import { erc20Abi, settlementAbi } from '../chain/abis'
import type { RunningAnvil } from '../chain/anvil'
import type { SandboxClients } from '../chain/clients'
import { devAccount } from '../chain/dev-accounts'
import { mined, startTestChain } from '../chain/test-chain'
import { silentLogger } from '../kernel/context'
import { signedFieldsOnWire } from '@batchswap/contract/wire/values'
import {
  startOrderbookService,
  type OrderbookServiceOptions,
  type RunningOrderbookService,
} from '../compose'

export const BASE = '/sandbox/api/v1'

/** anvil's dev accounts 0-9 (0-4 hold every sandbox token; 5-7 hold only ETH). */
export const accounts: readonly HDAccount[] = Array.from({ length: 10 }, (_, addressIndex) =>
  devAccount(addressIndex),
)

export function account(index: number): HDAccount {
  const found = accounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found
}

export function token(symbol: string): Address {
  const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no sandbox token ${symbol}`)
  return found.address
}

export const domain = getDomain(sandboxDeployment.chainId, sandboxDeployment.settlement)

// ---------------------------------------------------------------- HTTP

export interface ApiResponse {
  status: number
  headers: Headers
  text: string
  /** The parsed body, or undefined when it is not JSON. */
  body: unknown
}

export async function request(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  options: { raw?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const payload =
    method === 'GET' || method === 'HEAD'
      ? undefined
      : (options.raw ?? (body === undefined ? undefined : JSON.stringify(body)))
  const response = await fetch(url + path, {
    method,
    body: payload,
    headers: { 'content-type': 'application/json', ...options.headers },
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, headers: response.headers, text, body: parsed }
}

export function apiClient(url: string) {
  return {
    get: (path: string) => request(url, 'GET', path),
    post: (path: string, body: unknown) => request(url, 'POST', path, body),
    put: (path: string, body: unknown) => request(url, 'PUT', path, body),
    delete: (path: string, body: unknown) => request(url, 'DELETE', path, body),
  }
}

const errorBody = z.object({ errorType: z.string(), description: z.string() })

/** The errorType of an error answer (fails the test with the body when it is not one). */
export function errorTypeOf(response: ApiResponse): string {
  const parsed = errorBody.safeParse(response.body)
  if (!parsed.success) throw new Error(`not an error body (${response.status}): ${response.text}`)
  return parsed.data.errorType
}

// ---------------------------------------------------------------- orders

/** A live sandbox order (WETH -> USDC, valid 30 minutes), from the shared `orderData`. */
export function makeOrder(overrides: Partial<OrderData> = {}): OrderData {
  return orderData({
    sellToken: token('WETH'),
    buyToken: token('USDC'),
    sellAmount: parseUnits('1', 18),
    buyAmount: parseUnits('1000', 6),
    validTo: Math.floor(Date.now() / 1000) + 1800,
    appData: EMPTY_APP_DATA_HASH,
    ...overrides,
  })
}

export async function signOrder(
  signer: HDAccount,
  order: OrderData,
  scheme: 'eip712' | 'ethsign',
): Promise<Hex> {
  if (scheme === 'eip712') return signer.signTypedData(orderTypedData(domain, order))
  return signer.signMessage({ message: { raw: hashOrder(domain, order) } })
}

/** The POST /orders body for a signed order. */
export function orderBody(
  order: OrderData,
  signature: Hex,
  signingScheme: SigningScheme,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...signedFieldsOnWire(order),
    appData: '{}',
    signingScheme,
    signature,
    ...extra,
  }
}

/**
 * The POST /orders body of `order` by `owner` under `scheme`: signed by it (EIP-712 or
 * eth_sign), or a presign order whose `from` is the owner (signature "0x"; the owner's
 * setPreSignature opens it).
 */
export async function signedOrderBody(
  owner: HDAccount,
  order: OrderData,
  scheme: 'eip712' | 'ethsign' | 'presign' = 'eip712',
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return scheme === 'presign'
    ? orderBody(order, '0x', 'presign', { ...extra, from: owner.address })
    : orderBody(order, await signOrder(owner, order, scheme), scheme, extra)
}

/** Signs `order` (EIP-712) as `signer` and posts it; the service's answer as it is. */
export async function postSignedOrder(
  stack: Pick<TestStack, 'api'>,
  signer: HDAccount,
  order: OrderData,
): Promise<ApiResponse> {
  return stack.api.post(`${BASE}/orders`, await signedOrderBody(signer, order))
}

/** Signs and posts `order` as `postSignedOrder` does; its UID, or an error unless 201. */
export async function placeSignedOrder(
  stack: Pick<TestStack, 'api'>,
  signer: HDAccount,
  order: OrderData,
): Promise<Hex> {
  const response = await postSignedOrder(stack, signer, order)
  if (response.status !== 201) {
    throw new Error(`POST /orders answered ${response.status}, expected 201: ${response.text}`)
  }
  return String(response.body) as Hex
}

/** DELETE /orders/{uid} with `signer`'s EIP-712 cancellation; the service's answer as it is. */
export async function cancelSignedOrder(
  stack: Pick<TestStack, 'api'>,
  signer: HDAccount,
  uid: Hex,
): Promise<ApiResponse> {
  const signature = await signer.signTypedData(orderCancellationTypedData(domain, uid))
  return stack.api.delete(`${BASE}/orders/${uid}`, { signature, signingScheme: 'eip712' })
}

// ---------------------------------------------------------------- chain

export async function approveRelayer(
  clients: SandboxClients,
  owner: Address,
  tokenAddress: Address,
  amount: bigint = maxUint256,
): Promise<void> {
  await mined(
    clients,
    clients.walletClient.writeContract({
      account: owner,
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'approve',
      args: [sandboxDeployment.vaultRelayer, amount],
    }),
  )
}

export async function transferToken(
  clients: SandboxClients,
  from: Address,
  tokenAddress: Address,
  to: Address,
  amount: bigint,
): Promise<void> {
  await mined(
    clients,
    clients.walletClient.writeContract({
      account: from,
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  )
}

export async function setPreSignature(
  clients: SandboxClients,
  owner: Address,
  uid: Hex,
  signed = true,
): Promise<void> {
  await mined(
    clients,
    clients.walletClient.writeContract({
      account: owner,
      address: sandboxDeployment.settlement,
      abi: settlementAbi,
      functionName: 'setPreSignature',
      args: [uid, signed],
    }),
  )
}

// ---------------------------------------------------------------- stack

/** Limits far above spec 8 so that tests are not throttled (rate limiting has its own test). */
export const TEST_RATE_LIMITS = {
  quote: { perSecond: 100_000 },
  orderPost: { perSecond: 100_000 },
}

export interface TestStack {
  anvil: RunningAnvil
  service: RunningOrderbookService
  url: string
  rpcUrl: string
  /** Temp folder holding chain/ and the service's database. */
  dir: string
  clients: SandboxClients
  api: ReturnType<typeof apiClient>
  /** Stops the service and starts a new one on the same database (options merged). */
  restartService(options?: Partial<OrderbookServiceOptions>): Promise<void>
  /** Another service on the same chain with its own database. */
  startExtraService(options?: Partial<OrderbookServiceOptions>): Promise<RunningOrderbookService>
  stop(): Promise<void>
}

export async function startTestStack(
  options: Partial<OrderbookServiceOptions> = {},
): Promise<TestStack> {
  const chain = await startTestChain({ name: 'orderbook' })
  const { anvil, dir } = chain
  const extras: RunningOrderbookService[] = []
  try {
    const serviceOptions: OrderbookServiceOptions = {
      port: 0,
      rpcUrl: anvil.rpcUrl,
      dataDir: join(dir, 'orderbook'),
      rateLimits: TEST_RATE_LIMITS,
      logger: silentLogger,
      // The orderbook alone: no solver settles the test orders behind the tests' backs.
      settlement: false,
      ...options,
    }
    // TEST_DATABASE_URL (npm run test:postgres): on a Postgres server, whose tables of an
    // earlier file (bound to an earlier chain) are dropped at the first start; restarts keep them.
    const testDatabaseUrl = process.env.TEST_DATABASE_URL
    if (testDatabaseUrl && !serviceOptions.databaseUrl) serviceOptions.databaseUrl = testDatabaseUrl
    let service = await startOrderbookService({
      ...serviceOptions,
      resetDatabase: serviceOptions.resetDatabase ?? Boolean(testDatabaseUrl),
    })
    const stack: TestStack = {
      anvil,
      service,
      url: service.url,
      rpcUrl: anvil.rpcUrl,
      dir,
      clients: chain.clients,
      api: apiClient(service.url),
      async restartService(more = {}) {
        await service.stop()
        service = await startOrderbookService({ ...serviceOptions, ...more })
        stack.service = service
        stack.url = service.url
        stack.api = apiClient(service.url)
      },
      async startExtraService(more = {}) {
        const extra = await startOrderbookService({
          ...serviceOptions,
          dataDir: mkdtempSync(join(dir, 'extra-')),
          ...more,
        })
        extras.push(extra)
        return extra
      },
      async stop() {
        for (const extra of extras) await extra.stop()
        await service.stop()
        await chain.stop()
      },
    }
    return stack
  } catch (error) {
    await chain.stop()
    throw error
  }
}
