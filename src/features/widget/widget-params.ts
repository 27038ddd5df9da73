/**
 * The host's widget-lib 4.5 parameters (UPDATE_PARAMS' `appParams`, CowSwapWidgetAppParams)
 * read into what the app acts on. Everything comes from another site: each parameter has
 * its own reader that keeps a well-formed value and drops anything else, so a broken or
 * hostile host cannot crash the widget. A new parameter is one more entry in `READERS`.
 *
 * Per-network and per-trade-type values (widget-lib's FlexibleConfig) are resolved as
 * widget-lib's `resolveFlexibleConfig` does, for the chain and trade type on screen.
 * Framework-free.
 */
import { getAddress, isAddress, type Address } from 'viem'
import type { TokenInfo } from '@/config/token-lists'

/** widget-lib's TradeType values. */
export const WIDGET_TRADE_TYPES = ['swap', 'limit', 'advanced', 'yield'] as const
export type WidgetTradeType = (typeof WIDGET_TRADE_TYPES)[number]

export const isWidgetTradeType = (value: unknown): value is WidgetTradeType =>
  typeof value === 'string' && (WIDGET_TRADE_TYPES as readonly string[]).includes(value)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPerTradeType = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every(isWidgetTradeType)
const isPerNetwork = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => /^\d+$/.test(key))

/**
 * widget-lib's FlexibleConfig<T>: T, or T per network, per trade type, or nested either way.
 * `isValue` tells a plain T (which may itself be an object, such as a SlippageConfig) apart.
 */
export function resolveFlexible<T>(
  config: unknown,
  chainId: number,
  tradeType: WidgetTradeType,
  isValue: (value: unknown) => value is T,
): T | undefined {
  if (isValue(config)) return config
  if (!isRecord(config)) return undefined
  if (isPerTradeType(config)) {
    const inner = config[tradeType]
    if (isValue(inner)) return inner
    return isRecord(inner) && isPerNetwork(inner) ? asValue(inner[chainId], isValue) : undefined
  }
  if (isPerNetwork(config)) {
    const inner = config[String(chainId)]
    if (isValue(inner)) return inner
    return isRecord(inner) && isPerTradeType(inner) ? asValue(inner[tradeType], isValue) : undefined
  }
  return undefined
}

function asValue<T>(value: unknown, isValue: (value: unknown) => value is T): T | undefined {
  return isValue(value) ? value : undefined
}

export interface SlippageLimits {
  /** Basis points. */
  min?: number
  max?: number
  defaultValue?: number
}

/** widget-lib's TokenInfo (`customTokens`) is a token-list entry: the app's own type. */
export type WidgetTokenInfo = TokenInfo

export interface TokenPairConstraint {
  sell: { chainId: number; address: Address }
  buy: { chainId: number; address: Address }
}

export interface WidgetSounds {
  /** A URL to play, or null for silence. Absent: batchswap's default (silence). */
  postOrder?: string | null
  orderExecuted?: string | null
  orderError?: string | null
}

/** What the app reads from the host's params; absent fields keep the app's behaviour. */
export interface WidgetParams {
  appCode?: string
  enabledTradeTypes?: WidgetTradeType[]
  standaloneMode?: boolean
  disableToastMessages?: boolean
  disableWindowOpen?: boolean
  disableTokenImport?: boolean
  disableCustomRecipient?: boolean
  disableInfiniteApprove?: boolean
  disableEIP2612Permits?: boolean
  disableProgressBar?: boolean
  disablePostedOrderConfirmationModal?: boolean
  disableSwitchingTokens?: boolean
  disableScrollbars?: boolean
  hideLogo?: boolean
  hideNetworkSelector?: boolean
  hideRecentTokens?: boolean
  hideFavoriteTokens?: boolean
  /** Still flexible (per network / trade type): resolved where the chain is known. */
  slippage?: unknown
  forcedOrderDeadline?: unknown
  disableTrade?: { whenPriceImpactIsUnknown?: boolean; whenPriceImpactIsHigherThan?: number }
  tokenPairConstraints?: TokenPairConstraint[]
  tokenLists?: string[]
  sellTokenLists?: string[]
  buyTokenLists?: string[]
  customTokens?: WidgetTokenInfo[]
  sounds?: WidgetSounds
  images?: { emptyOrders?: string | null }
  content?: { feeLabel?: string; feeTooltipMarkdown?: string }
}

const MAX_LIST_URLS = 20
const MAX_CUSTOM_TOKENS = 200
const MAX_CONSTRAINTS = 200

const bool = (value: unknown) => (typeof value === 'boolean' ? value : undefined)

function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2_000) return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

function urlList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const urls = value.map(httpsUrl).filter((u): u is string => u !== undefined)
  return [...new Set(urls)].slice(0, MAX_LIST_URLS)
}

function address(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : undefined
}

function chainId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value.trim()
    : undefined
}

export function readWidgetToken(value: unknown): WidgetTokenInfo | undefined {
  if (!isRecord(value)) return undefined
  const chain = chainId(value.chainId)
  const addr = address(value.address)
  const symbol = text(value.symbol, 32)
  const name = text(value.name, 80) ?? symbol
  const decimals = value.decimals
  if (chain === undefined || !addr || !symbol || !name) return undefined
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return undefined
  const logo = httpsUrl(value.logoURI)
  return {
    chainId: chain,
    address: addr,
    name,
    symbol,
    decimals,
    ...(logo ? { logoURI: logo } : {}),
  }
}

function soundValue(value: unknown): string | null | undefined {
  if (value === null) return null
  return httpsUrl(value)
}

/** One reader per parameter: what it keeps of the host's value (undefined: nothing). */
const READERS: { [K in keyof WidgetParams]-?: (value: unknown) => WidgetParams[K] } = {
  appCode: (value) => text(value, 50),
  enabledTradeTypes: (value) =>
    Array.isArray(value) ? [...new Set(value.filter(isWidgetTradeType))] : undefined,
  standaloneMode: bool,
  disableToastMessages: bool,
  disableWindowOpen: bool,
  disableTokenImport: bool,
  disableCustomRecipient: bool,
  disableInfiniteApprove: bool,
  disableEIP2612Permits: bool,
  disableProgressBar: bool,
  disablePostedOrderConfirmationModal: bool,
  disableSwitchingTokens: bool,
  disableScrollbars: bool,
  hideLogo: bool,
  hideNetworkSelector: bool,
  hideRecentTokens: bool,
  hideFavoriteTokens: bool,
  slippage: (value) => (isRecord(value) ? value : undefined),
  forcedOrderDeadline: (value) =>
    typeof value === 'number' || isRecord(value) ? value : undefined,
  disableTrade: (value) => {
    if (!isRecord(value)) return undefined
    const unknown = bool(value.whenPriceImpactIsUnknown)
    const higher = value.whenPriceImpactIsHigherThan
    return {
      ...(unknown !== undefined ? { whenPriceImpactIsUnknown: unknown } : {}),
      ...(typeof higher === 'number' && Number.isFinite(higher) && higher >= 0
        ? { whenPriceImpactIsHigherThan: higher }
        : {}),
    }
  },
  tokenPairConstraints: (value) => {
    if (!Array.isArray(value)) return undefined
    const side = (raw: unknown) => {
      if (!isRecord(raw)) return undefined
      const chain = chainId(raw.chainId)
      const addr = address(raw.address)
      return chain !== undefined && addr ? { chainId: chain, address: addr } : undefined
    }
    return value.slice(0, MAX_CONSTRAINTS).flatMap((entry) => {
      if (!isRecord(entry)) return []
      const sell = side(entry.sell)
      const buy = side(entry.buy)
      return sell && buy ? [{ sell, buy }] : []
    })
  },
  tokenLists: urlList,
  sellTokenLists: urlList,
  buyTokenLists: urlList,
  customTokens: (value) =>
    Array.isArray(value)
      ? value
          .slice(0, MAX_CUSTOM_TOKENS)
          .map(readWidgetToken)
          .filter((t): t is WidgetTokenInfo => t !== undefined)
      : undefined,
  sounds: (value) => {
    if (!isRecord(value)) return undefined
    const out: WidgetSounds = {}
    for (const key of ['postOrder', 'orderExecuted', 'orderError'] as const) {
      if (!(key in value)) continue
      const sound = soundValue(value[key])
      if (sound !== undefined) out[key] = sound
    }
    return out
  },
  images: (value) => {
    if (!isRecord(value) || !('emptyOrders' in value)) return undefined
    const image = value.emptyOrders === null ? null : httpsUrl(value.emptyOrders)
    return image === undefined ? undefined : { emptyOrders: image }
  },
  content: (value) => {
    if (!isRecord(value)) return undefined
    const feeLabel = text(value.feeLabel, 40)
    const feeTooltipMarkdown = text(value.feeTooltipMarkdown, 1_000)
    return {
      ...(feeLabel ? { feeLabel } : {}),
      ...(feeTooltipMarkdown ? { feeTooltipMarkdown } : {}),
    }
  },
}

/** The host's appParams, validated field by field. */
export function readWidgetParams(appParams: unknown): WidgetParams {
  if (!isRecord(appParams)) return {}
  const out: Record<string, unknown> = {}
  for (const [key, read] of Object.entries(READERS) as [
    keyof WidgetParams,
    (value: unknown) => unknown,
  ][]) {
    if (!(key in appParams)) continue
    const value = read(appParams[key])
    if (value !== undefined) out[key] = value
  }
  return out as WidgetParams
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

const isSlippageConfig = (value: unknown): value is SlippageLimits =>
  isRecord(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => ['min', 'max', 'defaultValue'].includes(key)) &&
  Object.values(value).every((v) => v === undefined || isNumber(v))

/** The host's slippage bounds and default for this chain and trade type, in whole bps. */
export function resolveSlippage(
  params: WidgetParams,
  chainId: number,
  tradeType: WidgetTradeType,
): SlippageLimits | undefined {
  const config = resolveFlexible(params.slippage, chainId, tradeType, isSlippageConfig)
  if (!config) return undefined
  const bps = (value: number | undefined) =>
    value !== undefined && value >= 0 && value <= 10_000 ? Math.round(value) : undefined
  const min = bps(config.min)
  const max = bps(config.max)
  // widget-lib's own checks (CoW Swap's validateSlippage): max above min, default between.
  if (min !== undefined && max !== undefined && max <= min) return undefined
  const defaultValue = bps(config.defaultValue)
  const inRange =
    defaultValue !== undefined && defaultValue >= (min ?? 0) && defaultValue <= (max ?? 10_000)
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(inRange ? { defaultValue } : {}),
  }
}

/** The host's forced order deadline in minutes for this chain and trade type. */
export function resolveForcedDeadline(
  params: WidgetParams,
  chainId: number,
  tradeType: WidgetTradeType,
): number | undefined {
  const minutes = resolveFlexible(params.forcedOrderDeadline, chainId, tradeType, isNumber)
  return minutes !== undefined && minutes > 0 ? Math.round(minutes) : undefined
}

/**
 * The trade type the widget opens: the route's when the host enables it (or enables no list
 * at all), else the first enabled one batchswap has (swap, limit).
 */
export function effectiveTradeType(
  requested: string,
  enabled: readonly WidgetTradeType[] | undefined,
): 'swap' | 'limit' {
  const supported = (t: string): t is 'swap' | 'limit' => t === 'swap' || t === 'limit'
  const wanted = supported(requested) ? requested : 'swap'
  if (!enabled || enabled.length === 0) return wanted
  if (enabled.includes(wanted)) return wanted
  return enabled.find(supported) ?? wanted
}
