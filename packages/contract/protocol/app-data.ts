import { stringToBytes, type Hex } from 'viem'
import { isUint32 } from './bounds'
import { isOrderUid } from './uid'

/**
 * Root schema version of the CoW app-data documents we write: the latest of
 * `@cowprotocol/sdk-app-data` (`LATEST_APP_DATA_VERSION`; app-data-schema.test.ts pins it), with
 * metadata.quote v1.1.0, orderClass v0.3.0, hooks v0.2.0, widget v0.1.0, replacedOrder v0.1.0.
 */
export const APP_DATA_VERSION = '1.15.0'

/** The orderbook refuses documents above 8 KiB (real-service notes). */
export const APP_DATA_MAX_BYTES = 8192
export const EMPTY_APP_DATA = '{}'
export const EMPTY_APP_DATA_HASH: Hex =
  '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d'

export type OrderClass = 'market' | 'limit' | 'liquidity' | 'twap'
const ORDER_CLASSES: readonly OrderClass[] = ['market', 'limit', 'liquidity', 'twap']

/** One CoW hook (schema hook/v0.2.0): `gasLimit` is a decimal string. */
export interface CowHook {
  target: string
  callData: string
  gasLimit: string
  dappId?: string
}

export interface OrderHooks {
  pre?: readonly CowHook[]
  post?: readonly CowHook[]
}

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type AppDataObject = { [key: string]: JsonValue }

export interface AppDataParams {
  appCode: string
  environment?: string
  /** Slippage applied to the signed limit, in basis points (0..10000). */
  slippageBips?: number
  /** Whether the slippage came from the service's recommendation rather than the user. */
  smartSlippage?: boolean
  orderClass?: OrderClass
  /**
   * CoW hooks (`metadata.hooks`, schema hooks/v0.2.0): calls the settlement makes through
   * the HooksTrampoline before the order's funds are pulled (`pre`) and after it (`post`).
   */
  hooks?: OrderHooks
  /**
   * The UID of an open order of the same owner that this order replaces
   * (`metadata.replacedOrder`, schema replacedOrder/v0.1.0): the orderbook cancels it in the
   * same transaction that stores this order.
   */
  replacedOrderUid?: string
  /** Extra metadata sections (e.g. referrer, utm), merged under `metadata`. */
  metadata?: AppDataObject
}

/**
 * JSON with object keys sorted at every level and no whitespace, so equal documents
 * always hash the same. Rejects values JSON cannot carry instead of silently dropping them.
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortForJson(value, '$'))
}

function sortForJson(value: unknown, path: string): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new Error(`Cannot serialise ${path}: ${value} is not a finite number`)
    return value
  }
  if (Array.isArray(value)) return value.map((v, i) => sortForJson(v, `${path}[${i}]`))
  if (typeof value === 'object') {
    const out: AppDataObject = {}
    for (const key of Object.keys(value).sort()) {
      const v: unknown = (value as Record<string, unknown>)[key]
      if (v === undefined) continue
      out[key] = sortForJson(v, `${path}.${key}`)
    }
    return out
  }
  throw new Error(`Cannot serialise ${path}: values of type ${typeof value} are not JSON`)
}

/** Builds the deterministic appData document the order's appData hash commits to. */
export function buildAppDataDocument(params: AppDataParams): string {
  const { appCode, environment, slippageBips, smartSlippage, orderClass } = params
  const { replacedOrderUid, hooks } = params
  if (typeof appCode !== 'string' || appCode.trim() === '') {
    throw new Error('Cannot build appData: appCode must be a non-empty string')
  }
  if (
    slippageBips !== undefined &&
    !(Number.isInteger(slippageBips) && slippageBips >= 0 && slippageBips <= 10_000)
  ) {
    throw new Error(`Cannot build appData: slippageBips ${slippageBips} is not an integer 0..10000`)
  }
  if (orderClass !== undefined && !ORDER_CLASSES.includes(orderClass)) {
    throw new Error(`Cannot build appData: unknown orderClass "${String(orderClass)}"`)
  }
  if (replacedOrderUid !== undefined && !isOrderUid(replacedOrderUid)) {
    throw new Error(
      `Cannot build appData: replacedOrderUid ${JSON.stringify(replacedOrderUid)} is not an order UID (0x and 112 hex digits)`,
    )
  }
  if (slippageBips === undefined && smartSlippage !== undefined) {
    // metadata.quote requires slippageBips in the schema.
    throw new Error('Cannot build appData: smartSlippage needs slippageBips')
  }
  const metadata: Record<string, unknown> = { ...params.metadata }
  if (orderClass !== undefined) metadata.orderClass = { orderClass }
  // The quote's id travels with the order (`quoteId`), not here: quote v1.1.0 has no field for it.
  if (slippageBips !== undefined) metadata.quote = { slippageBips, smartSlippage }
  const hookSection = hooksMetadata(hooks)
  if (hookSection) metadata.hooks = hookSection
  if (replacedOrderUid !== undefined) {
    metadata.replacedOrder = { uid: replacedOrderUid.toLowerCase() }
  }
  const document = stableStringify({ appCode, environment, metadata, version: APP_DATA_VERSION })
  assertAppDataSize(document)
  return document
}

const HOOK_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HOOK_CALLDATA = /^0x(?:[0-9a-fA-F]{2})*$/
const HOOK_GAS = /^\d+$/

function hooksMetadata(hooks: OrderHooks | undefined): AppDataObject | undefined {
  if (!hooks) return undefined
  const section: AppDataObject = {}
  for (const side of ['pre', 'post'] as const) {
    const list = hooks[side]
    if (!list || list.length === 0) continue
    section[side] = list.map((hook, i) => {
      const where = `Cannot build appData: hooks.${side}[${i}]`
      if (!HOOK_ADDRESS.test(hook.target)) throw new Error(`${where}.target is not an address`)
      if (!HOOK_CALLDATA.test(hook.callData)) throw new Error(`${where}.callData is not hex bytes`)
      if (!HOOK_GAS.test(hook.gasLimit)) {
        throw new Error(`${where}.gasLimit is not a decimal integer string`)
      }
      const entry: AppDataObject = {
        target: hook.target,
        callData: hook.callData,
        gasLimit: hook.gasLimit,
      }
      if (hook.dappId !== undefined) entry.dappId = hook.dappId
      return entry
    })
  }
  return Object.keys(section).length > 0 ? section : undefined
}

function assertAppDataSize(document: string): void {
  const bytes = stringToBytes(document).length
  if (bytes > APP_DATA_MAX_BYTES) {
    throw new Error(`appData document is ${bytes} bytes; the limit is ${APP_DATA_MAX_BYTES}`)
  }
}

export { appDataHash } from './app-data-hash'

/** Parses a document and checks it is a JSON object within the size limit. */
export function parseAppData(document: string): AppDataObject {
  if (typeof document !== 'string') throw new Error('Invalid appData: expected a JSON string')
  assertAppDataSize(document)
  let parsed: unknown
  try {
    parsed = JSON.parse(document)
  } catch (e) {
    throw new Error(
      `Invalid appData: not valid JSON (${e instanceof Error ? e.message : String(e)})`,
    )
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('Invalid appData: the document must be a JSON object')
  }
  return parsed as AppDataObject
}

export interface AppDataSummary {
  appCode?: string
  environment?: string
  slippageBips?: number
  /** metadata.quote.quoteId of documents written before schema 1.15.0 (batchswap's own field). */
  quoteId?: number
  orderClass?: OrderClass
  /** metadata.replacedOrder.uid, lower case, when well-formed. */
  replacedOrderUid?: Hex
}

/** Reads the fields the UI shows from any document, ignoring what is absent or mistyped. */
export function summarizeAppData(document: string): AppDataSummary {
  const doc = parseAppData(document)
  const metadata = asObject(doc.metadata)
  const quote = asObject(metadata?.quote)
  const orderClass = asObject(metadata?.orderClass)?.orderClass
  const summary: AppDataSummary = {}
  if (typeof doc.appCode === 'string') summary.appCode = doc.appCode
  if (typeof doc.environment === 'string') summary.environment = doc.environment
  const bips = quote?.slippageBips
  if (typeof bips === 'number' && isUint32(bips) && bips <= 10_000) summary.slippageBips = bips
  const quoteId = quote?.quoteId
  if (typeof quoteId === 'number' && Number.isSafeInteger(quoteId)) summary.quoteId = quoteId
  if (typeof orderClass === 'string' && (ORDER_CLASSES as readonly string[]).includes(orderClass)) {
    summary.orderClass = orderClass as OrderClass
  }
  const replacedUid = asObject(metadata?.replacedOrder)?.uid
  const lowerUid = typeof replacedUid === 'string' ? replacedUid.toLowerCase() : undefined
  if (isOrderUid(lowerUid)) summary.replacedOrderUid = lowerUid
  return summary
}

function asObject(v: JsonValue | undefined): AppDataObject | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined
}
