/**
 * The messages of @cowprotocol/widget-lib 4.5 (and its iframe-transport), as the embedded
 * app sees them. Every message is one object `{ key, method, ...payload }` posted between
 * the host page and the iframe. The names are the published types'
 * (WidgetMethodsEmit, WidgetMethodsListen, CowWidgetEvents, ToastMessageType) and the
 * shapes follow them; widget-protocol.test.ts checks the keys and the provider's
 * IframeRpcProviderEvents against the libraries themselves. Framework-free.
 */

import type { CowWidgetEvents, ToastMessageType as LibToastMessageType } from '@cowprotocol/events'
import type { WidgetMethodsEmit, WidgetMethodsListen } from '@cowprotocol/widget-lib'

/** The `key` of widget messages (widget-lib's widgetIframeTransport). */
export const WIDGET_KEY = 'cowSwapWidget'
/** The `key` of the provider's JSON-RPC messages (iframe-transport's iframeRpcProviderTransport). */
export const PROVIDER_KEY = 'cowSwapIframeRpcProviderTransport'

// The method, event and toast names are the libraries' own (type-only imports: nothing of
// them ships in the app, and a name they drop or rename fails to compile here).

/** What the app sends to the host. */
export type WidgetEmitMethod = `${WidgetMethodsEmit}`
/** What the app listens to from the host. */
export type WidgetListenMethod = `${WidgetMethodsListen}`
export type CowWidgetEvent = `${CowWidgetEvents}`
export type ToastMessageType = `${LibToastMessageType}`

/** UiOrderType of @cowprotocol/types: this app places swaps only. */
export type UiOrderType = 'SWAP' | 'LIMIT' | 'TWAP' | 'HOOKS' | 'YIELD'

export interface WidgetTokenInfo {
  chainId: number
  address: string
  name: string
  decimals: number
  symbol: string
  logoURI?: string
}

/** CowSwapWidgetAppParams: the host's params without theme, hooks and rootStyle. */
export interface WidgetAppParams {
  appCode?: string
  chainId?: number
  standaloneMode?: boolean
  disableToastMessages?: boolean
  disableWindowOpen?: boolean
  hideNetworkSelector?: boolean
  [key: string]: unknown
}

export interface UpdateParamsPayload {
  urlParams: { pathname: string; search: string }
  appParams: WidgetAppParams
  hasProvider: boolean
}

export interface UpdateAppDataPayload {
  metaData?: { appCode: string }
}

export interface WindowOpenPayload {
  href: string
  target: string
  rel: string
}

export interface JsonRpcRequestMessage {
  jsonrpc: '2.0'
  id?: number
  method: string
  params: unknown[] | undefined
}

export interface JsonRpcError {
  code: number
  message: string
  data?: unknown
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: number; result: unknown }
  | { jsonrpc: '2.0'; id: number; error: JsonRpcError }

/** OnPostedOrderPayload of @cowprotocol/events. */
export interface PostedOrderPayload {
  orderUid: string
  chainId: number
  owner: string
  kind: 'sell' | 'buy'
  orderType: UiOrderType
  quoteId?: string | number
  partiallyFillable?: boolean
  inputAmount: bigint
  outputAmount: bigint
  inputToken: WidgetTokenInfo
  outputToken: WidgetTokenInfo
  receiver?: string
  isEthFlow?: boolean
}

/** EnrichedOrder of the CoW SDK without settlementContract: the orderbook's JSON of an order. */
export interface WidgetOrder {
  sellToken: string
  buyToken: string
  receiver: string | null
  sellAmount: string
  buyAmount: string
  validTo: number
  appData: string
  feeAmount: string
  kind: 'sell' | 'buy'
  partiallyFillable: boolean
  sellTokenBalance: string
  buyTokenBalance: string
  signingScheme: string
  signature: string
  creationDate: string
  class: string
  owner: string
  uid: string
  executedSellAmount: string
  executedSellAmountBeforeFees: string
  executedBuyAmount: string
  executedFeeAmount: string
  invalidated: boolean
  status: string
  fullAppData?: string | null
  totalFee: string
}

/** BaseOrderLifecyclePayload (fulfilled, cancelled, expired); presigned has no orderType. */
export interface OrderLifecyclePayload {
  chainId: number
  order: WidgetOrder
  orderType: UiOrderType
  transactionHash?: string
}

export interface PresignedOrderPayload {
  chainId: number
  order: WidgetOrder
}

/** @cowprotocol/events' AtomsAndUnits. */
export interface AtomsAndUnits {
  atoms: bigint
  units: string
}

/** @cowprotocol/events' OnTradeParamsPayload. */
export interface TradeParamsPayload {
  orderType: 'SWAP' | 'LIMIT'
  chainId?: number
  sellToken?: WidgetTokenInfo
  buyToken?: WidgetTokenInfo
  sellTokenAmount?: AtomsAndUnits
  buyTokenAmount?: AtomsAndUnits
  sellTokenBalance?: AtomsAndUnits
  buyTokenBalance?: AtomsAndUnits
  sellTokenFiatAmount?: string
  buyTokenFiatAmount?: string
  maximumSendSellAmount?: AtomsAndUnits
  minimumReceiveBuyAmount?: AtomsAndUnits
  orderKind?: 'sell' | 'buy'
  recipient?: string
  validTo?: number
  slippageBps?: number
}

/** widget-lib's OnApprovalPayload. */
export interface ApprovalPayload {
  chainId: number
  sellToken: WidgetTokenInfo
  sellAmount: string
  walletAddress: string
  spenderAddress: string
}

export interface ToastPayload {
  messageType: ToastMessageType
  message: string
  data: Record<string, unknown>
}

export interface OnchainTransactionPayload {
  receipt: {
    to: string
    from: string
    contractAddress: string
    transactionHash: string
    blockNumber: number
    status?: number
  }
  summary: string
}

export interface CowEventPayloads {
  ON_POSTED_ORDER: PostedOrderPayload
  ON_FULFILLED_ORDER: OrderLifecyclePayload
  ON_CANCELLED_ORDER: OrderLifecyclePayload
  ON_EXPIRED_ORDER: OrderLifecyclePayload
  ON_PRESIGNED_ORDER: PresignedOrderPayload
  ON_TOAST_MESSAGE: ToastPayload
  ON_ONCHAIN_TRANSACTION: OnchainTransactionPayload
  ON_CHANGE_TRADE_PARAMS: TradeParamsPayload
}

export type EmitCowEventPayload = {
  [E in keyof CowEventPayloads]: { event: E; payload: CowEventPayloads[E] }
}[keyof CowEventPayloads]

/** A message of either transport: `{ key, method, ...payload }`. */
export interface WidgetEnvelope {
  key: string
  method: string
  [field: string]: unknown
}

export function isEnvelope(data: unknown): data is WidgetEnvelope {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { key?: unknown }).key === 'string' &&
    typeof (data as { method?: unknown }).method === 'string'
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Validates UPDATE_PARAMS: a hostile or broken host cannot crash the app with it. */
export function readUpdateParams(message: WidgetEnvelope): UpdateParamsPayload | undefined {
  const { urlParams, appParams, hasProvider } = message
  if (!isRecord(urlParams) || !isRecord(appParams)) return undefined
  if (typeof urlParams.pathname !== 'string' || typeof urlParams.search !== 'string')
    return undefined
  return {
    urlParams: { pathname: urlParams.pathname, search: urlParams.search },
    appParams: appParams as WidgetAppParams,
    hasProvider: hasProvider === true,
  }
}

/** The host's appCode: a UTF-8 string of up to 50 characters (CoW's rule). */
export function readUpdateAppData(message: WidgetEnvelope): UpdateAppDataPayload | undefined {
  const { metaData } = message
  if (metaData === undefined) return {}
  if (!isRecord(metaData) || typeof metaData.appCode !== 'string') return undefined
  const appCode = metaData.appCode.trim()
  if (appCode === '' || appCode.length > 50) return undefined
  return { metaData: { appCode } }
}
