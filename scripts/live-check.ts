/**
 * The live check's logic: read-only calls to the real services through the app's own API
 * module (`src/api`), each answer validated by the app's schemas as the app would read it,
 * and compared with the strict contract to report drift (new enum values, fields the app
 * does not know, orders it had to leave out). `scripts/check-live.ts` is the command line.
 *
 * Nothing here places, cancels or uploads anything: a quote, a native price, a known
 * account's recent orders and `by_uids` for them, one order's competition status, a
 * token's USD price and holders, a slippage recommendation and the account's notifications.
 */
import { isAddress, type Address } from 'viem'
import type * as z from 'zod/mini'
import { ApiError } from '@/api/errors'
import type { ApiContext, FetchFn } from '@/api/request-types'
import { getNotifications } from '@/api/notifications'
import { getOrderStatus } from '@/api/orderbook-competition'
import { getAccountOrders, getNativePrice, getOrdersByUids, getQuote } from '@/api/orderbook'
import type { SkippedItem } from '@/api/read-list'
import { getSlippageTolerance, getTopHolders, getUsdPrice } from '@/api/token-data'
import { competitionStatusSchema } from '@batchswap/contract/wire/competition'
import { notificationSchema } from '@batchswap/contract/wire/notifications'
import { orderSchema } from '@batchswap/contract/wire/orders'
import { quoteResponseSchema, nativePriceResponseSchema } from '@batchswap/contract/wire/quote'
import {
  slippageToleranceResponseSchema,
  tokenHolderSchema,
  usdPriceResponseSchema,
} from '@batchswap/contract/wire/token-data'
import { getListedTokens } from '@/config/token-lists'
import {
  CHAINS,
  chainFromPathSegment,
  type ChainInfo,
  type Environment,
} from '@batchswap/contract/protocol/chains'

/**
 * The EthFlow contract (@cowprotocol/sdk-config ETH_FLOW_ADDRESS, the same on every
 * network): it owns every eth-flow order, so its account always has recent orders to read.
 */
export const DEFAULT_ACCOUNT: Address = '0xba3cb449bd2b4adddbc894d8697f5170800eadec'

export type CheckOutcome = 'ok' | 'noData' | 'failed' | 'skipped'

export interface CheckResult {
  env: Environment
  name: string
  outcome: CheckOutcome
  /** HTTP status of the (last) answer, when there was one. */
  status?: number
  /** What the answer said, in a line. */
  summary: string
  /** Differences from the documented contract that the app tolerated. */
  drift: string[]
}

export interface LiveCheckOptions {
  chain: ChainInfo
  env: Environment
  account?: Address
  /** Injected by tests; the global fetch otherwise. */
  fetch?: FetchFn
  timeoutMs?: number
}

/** What the services answered, raw, so the strict contract can be compared with it. */
interface Recorded {
  url: string
  status: number
  body: unknown
}

function recordingFetch(inner: FetchFn, log: Recorded[]): FetchFn {
  return async (input, init) => {
    const response = await inner(input, init)
    const text = await response.text()
    let body: unknown = undefined
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = text
    }
    log.push({ url: input, status: response.status, body })
    return new Response(text === '' ? null : text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

function shapeKeys(schema: { def: { shape: Record<string, unknown> } }): Set<string> {
  return new Set(Object.keys(schema.def.shape))
}

/** Fields of `value` the schema does not name, and where the strict schema disagrees. */
export function driftOf(
  label: string,
  schema: z.ZodMiniType & { def: { shape: Record<string, unknown> } },
  value: unknown,
): string[] {
  const lines: string[] = []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return lines
  const known = shapeKeys(schema)
  const extra = Object.keys(value).filter((key) => !known.has(key))
  if (extra.length > 0) lines.push(`${label}: fields the app does not know: ${extra.join(', ')}`)
  const strict = schema.safeParse(value)
  if (!strict.success) {
    for (const issue of strict.error.issues.slice(0, 5)) {
      const path = issue.path.map(String).join('.') || '(root)'
      const got = issue.path.reduce<unknown>(
        (node, key) =>
          typeof node === 'object' && node !== null
            ? (node as Record<PropertyKey, unknown>)[key]
            : undefined,
        value,
      )
      lines.push(
        `${label}: ${path} differs from the contract (${issue.message}; got ${JSON.stringify(got)})`,
      )
    }
  }
  return lines
}

function skippedDrift(skipped: readonly SkippedItem[] | undefined): string[] {
  return (skipped ?? []).map(
    (item) =>
      `left out ${item.uid ?? `element ${item.index}`} the app cannot read: ${item.issues.join('; ')}`,
  )
}

function lastFor(log: readonly Recorded[], fragment: string): Recorded | undefined {
  return [...log].reverse().find((entry) => entry.url.includes(fragment))
}

function tokensOf(chain: ChainInfo): {
  wrapped: Address
  stable?: { address: Address; decimals: number; symbol: string }
} {
  const listed = getListedTokens(chain.id)
  const stable = listed.find((t) => /^USD/.test(t.symbol))
  return {
    wrapped: chain.wrappedNative,
    ...(stable
      ? { stable: { address: stable.address, decimals: stable.decimals, symbol: stable.symbol } }
      : {}),
  }
}

async function attempt(
  env: Environment,
  name: string,
  log: Recorded[],
  fragment: string,
  run: () => Promise<{ summary: string; drift?: string[] }>,
): Promise<CheckResult> {
  try {
    const { summary, drift = [] } = await run()
    const status = lastFor(log, fragment)?.status
    return { env, name, outcome: 'ok', summary, drift, ...(status !== undefined ? { status } : {}) }
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined
    const message = error instanceof Error ? error.message : String(error)
    const base = { env, name, drift: [], ...(status !== undefined ? { status } : {}) }
    // A 404 from the data services means "nothing known here", which is an answer.
    if (status === 404) return { ...base, outcome: 'noData', summary: `no data (404): ${message}` }
    return { ...base, outcome: 'failed', summary: message }
  }
}

/** A check that was not run, for want of what it asks about (an earlier check found none). */
function skipped(env: Environment, name: string, summary: string): CheckResult {
  return { env, name, outcome: 'skipped', summary, drift: [] }
}

/** Runs every check against one environment of one network, in order. */
export async function runLiveChecks(options: LiveCheckOptions): Promise<CheckResult[]> {
  const { chain, env } = options
  const account = options.account ?? DEFAULT_ACCOUNT
  const log: Recorded[] = []
  const ctx: ApiContext = {
    chainId: chain.id,
    env,
    fetch: recordingFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), log),
    timeoutMs: options.timeoutMs ?? 20_000,
    // One retry at most: this is a probe, not a trader waiting for an answer.
    retry: { maxAttempts: 2 },
  }
  const { wrapped, stable } = tokensOf(chain)
  const results: CheckResult[] = []

  results.push(
    await attempt(env, 'quote', log, '/quote', async () => {
      if (!stable) throw new Error('no stablecoin in the bundled list to quote against')
      const quote = await getQuote(ctx, {
        sellToken: wrapped,
        buyToken: stable.address,
        from: account,
        kind: 'sell',
        sellAmountBeforeFee: 10n ** 18n,
        priceQuality: 'fast',
        signingScheme: 'eip712',
      })
      const raw = lastFor(log, '/quote')?.body
      return {
        summary: `1 ${chain.nativeSymbol} (wrapped) -> ${quote.data.buyAmount} ${stable.symbol} atoms, fee ${quote.data.feeAmount}, verified ${quote.data.verified}`,
        drift: driftOf('quote', quoteResponseSchema, raw),
      }
    }),
  )

  results.push(
    await attempt(env, 'native price', log, '/native_price', async () => {
      const token = stable?.address ?? wrapped
      const price = await getNativePrice(ctx, token)
      return {
        summary: `${price.data} native atoms per atom of ${stable?.symbol ?? 'the wrapped native token'}`,
        drift: driftOf(
          'native price',
          nativePriceResponseSchema,
          lastFor(log, '/native_price')?.body,
        ),
      }
    }),
  )

  let uids: string[] = []
  results.push(
    await attempt(env, 'account orders', log, '/orders?', async () => {
      const page = await getAccountOrders(ctx, { owner: account, limit: 10 })
      uids = page.data.map((order) => order.uid)
      const raw = lastFor(log, `/account/`)?.body
      const drift = Array.isArray(raw)
        ? raw.flatMap((order, i) => driftOf(`order ${i}`, orderSchema, order))
        : []
      const statuses = [...new Set(page.data.map((o) => o.unrecognized?.status ?? o.status))]
      return {
        summary: `${page.data.length} of ${page.meta.listLength ?? page.data.length} recent orders read (statuses: ${statuses.join(', ') || 'none'})`,
        drift: [...drift, ...skippedDrift(page.meta.skipped)],
      }
    }),
  )

  results.push(
    uids.length === 0
      ? skipped(env, 'orders by_uids', 'no orders to ask for')
      : await attempt(env, 'orders by_uids', log, '/by_uids', async () => {
          const found = await getOrdersByUids(ctx, uids)
          const raw = lastFor(log, '/by_uids')?.body
          const drift = Array.isArray(raw)
            ? raw.flatMap((entry: unknown, i) =>
                typeof entry === 'object' && entry !== null && 'order' in entry
                  ? driftOf(`by_uids ${i}`, orderSchema, (entry as { order: unknown }).order)
                  : [],
              )
            : []
          return {
            summary: `${found.data.orders.length} found, ${found.data.errors.length} error entries, ${found.data.missing.length} missing`,
            drift: [...drift, ...skippedDrift(found.meta.skipped)],
          }
        }),
  )

  const firstUid = uids[0]
  results.push(
    firstUid === undefined
      ? skipped(env, 'order status', 'no order to ask about')
      : await attempt(env, 'order status', log, '/status', async () => {
          const status = await getOrderStatus(ctx, firstUid)
          return {
            summary: `competition state ${status.data.unrecognizedType ?? status.data.type}`,
            drift: driftOf('order status', competitionStatusSchema, lastFor(log, '/status')?.body),
          }
        }),
  )

  results.push(
    await attempt(env, 'USD price', log, '/usdPrice', async () => {
      const price = await getUsdPrice(ctx, wrapped)
      return {
        summary: `$${price.data} per wrapped ${chain.nativeSymbol}`,
        drift: driftOf('usdPrice', usdPriceResponseSchema, lastFor(log, '/usdPrice')?.body),
      }
    }),
  )

  results.push(
    await attempt(env, 'top holders', log, '/topHolders', async () => {
      const holders = await getTopHolders(ctx, wrapped)
      const raw = lastFor(log, '/topHolders')?.body
      const first: unknown = Array.isArray(raw) ? raw[0] : undefined
      return {
        summary: `${holders.data.length} holders`,
        drift: first === undefined ? [] : driftOf('holder', tokenHolderSchema, first),
      }
    }),
  )

  results.push(
    await attempt(env, 'slippage recommendation', log, '/slippageTolerance', async () => {
      if (!stable) throw new Error('no stablecoin in the bundled list for a market')
      const slippage = await getSlippageTolerance(ctx, { base: wrapped, quote: stable.address })
      return {
        summary: `${slippage.data.slippageBps} bps for wrapped ${chain.nativeSymbol}-${stable.symbol}`,
        drift: driftOf(
          'slippageTolerance',
          slippageToleranceResponseSchema,
          lastFor(log, '/slippageTolerance')?.body,
        ),
      }
    }),
  )

  results.push(
    await attempt(env, 'notifications', log, '/notifications', async () => {
      const notes = await getNotifications(ctx, account)
      const raw = lastFor(log, '/notifications')?.body
      const drift = Array.isArray(raw)
        ? raw.flatMap((note: unknown, i) => {
            const shape = typeof (note as { id?: unknown }).id === 'number' ? 'cms' : 'spec'
            return shape === 'cms' ? [] : driftOf(`notification ${i}`, notificationSpecShape, note)
          })
        : []
      return {
        summary: `${notes.data.length} notifications`,
        drift: [...drift, ...skippedDrift(notes.meta.skipped)],
      }
    }),
  )

  return results
}

// The spec shape of a notification, for the drift report (the union has no single shape).
const notificationSpecShape = notificationSchema.def.options[0]

/** `--network` accepts the orderbook segment, the short name or the chain id. */
export function resolveNetwork(name: string): ChainInfo | undefined {
  const chain = chainFromPathSegment(name)
  if (chain && !chain.isSandbox) return chain
  return undefined
}

export function networkNames(): string[] {
  return Object.values(CHAINS)
    .filter((c) => !c.isSandbox)
    .map((c) => `${c.network} (${c.id})`)
}

export function isAccount(value: string): value is Address {
  return isAddress(value, { strict: false })
}

/** The report, one line per check, drift indented below it. */
export function formatResults(chain: ChainInfo, results: readonly CheckResult[]): string {
  const marks: Record<CheckOutcome, string> = {
    ok: 'ok  ',
    noData: 'none',
    failed: 'FAIL',
    skipped: 'skip',
  }
  const lines = [`Live check of ${chain.name} (${chain.network}, chain ${chain.id})`]
  for (const r of results) {
    const status = r.status === undefined ? '' : ` [${r.status}]`
    lines.push(`${marks[r.outcome]} ${r.env.padEnd(10)} ${r.name.padEnd(24)}${status} ${r.summary}`)
    for (const d of r.drift) lines.push(`       drift: ${d}`)
  }
  const failed = results.filter((r) => r.outcome === 'failed').length
  const drifted = results.filter((r) => r.drift.length > 0).length
  lines.push(`${results.length} checks, ${failed} failed, ${drifted} with drift`)
  return lines.join('\n')
}
