import { t } from '@lingui/core/macro'
import { formatUnits, isAddressEqual } from 'viem'
import type { ApiError } from '@/api/errors'
import type { TokenInfo } from '@/config/token-lists'
import { formatPercent } from '@/lib/locale-format'
import type { ApprovalParams, TradeCheck, TradeParams, TradeRules } from '@/trade/embedding'
import {
  MAX_DEADLINE_MINUTES,
  MAX_LIMIT_DEADLINE_MINUTES,
  MIN_DEADLINE_MINUTES,
  MIN_LIMIT_DEADLINE_MINUTES,
} from '@/trade/quote/deadline'
import type { TradeFlow } from '@/trade/placement/trade-machine'
import {
  resolveForcedDeadline,
  resolveSlippage,
  type WidgetParams,
  type WidgetTradeType,
} from './widget-params'
import type {
  ApprovalPayload,
  ToastPayload,
  TradeParamsPayload,
  WidgetTokenInfo,
} from './widget-protocol'

/**
 * The trade core's embedding in widget-lib's terms, both ways: the host's params as the
 * forms' rules, and the forms' trade, approvals and signing failures as @cowprotocol/events
 * payloads (OnTradeParamsPayload, OnApprovalPayload, the SWAP_SIGNING_ERROR toast).
 * Framework-free.
 */

function tokenInfo(token: TokenInfo): WidgetTokenInfo {
  return {
    chainId: token.chainId,
    address: token.address,
    name: token.name,
    decimals: token.decimals,
    symbol: token.symbol,
    ...(token.logoURI ? { logoURI: token.logoURI } : {}),
  }
}

function atoms(amount: bigint | undefined, token: TokenInfo | undefined) {
  return amount === undefined || !token
    ? undefined
    : { atoms: amount, units: formatUnits(amount, token.decimals) }
}

/** Drops the absent fields, so a host sees only what is known. */
function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}

export function tradeParamsPayload(trade: TradeParams): TradeParamsPayload {
  const { sellToken, buyToken } = trade
  const fiat = (usd: number | undefined) =>
    usd === undefined || !Number.isFinite(usd) ? undefined : usd.toFixed(2)
  return defined({
    orderType: trade.orderType,
    chainId: trade.chainId,
    sellToken: sellToken && tokenInfo(sellToken),
    buyToken: buyToken && tokenInfo(buyToken),
    sellTokenAmount: atoms(trade.sellAmount, sellToken),
    buyTokenAmount: atoms(trade.buyAmount, buyToken),
    sellTokenBalance: atoms(trade.sellBalance, sellToken),
    buyTokenBalance: atoms(trade.buyBalance, buyToken),
    sellTokenFiatAmount: fiat(trade.sellUsd),
    buyTokenFiatAmount: fiat(trade.buyUsd),
    maximumSendSellAmount: atoms(trade.maximumSendSellAmount, sellToken),
    minimumReceiveBuyAmount: atoms(trade.minimumReceiveBuyAmount, buyToken),
    orderKind: trade.kind,
    recipient: trade.recipient,
    validTo: trade.validTo,
    slippageBps: trade.slippageBps,
  })
}

export function approvalPayload(approval: ApprovalParams): ApprovalPayload {
  return {
    chainId: approval.chainId,
    sellToken: tokenInfo(approval.token),
    sellAmount: approval.amount.toString(),
    walletAddress: approval.owner,
    spenderAddress: approval.spender,
  }
}

/**
 * The SWAP_SIGNING_ERROR toast when the placement has just come to a refused or failed
 * signature (as CoW Swap sends it), else undefined. `previous`: the flow before this one.
 */
export function signingErrorToast(
  previous: TradeFlow | undefined,
  flow: TradeFlow,
): ToastPayload | undefined {
  if (flow === previous || previous?.phase !== 'signing') return undefined
  if (flow.phase === 'confirming' && flow.notice === 'rejected') {
    const message = 'You rejected the signature in your wallet. Nothing was sent.'
    return {
      messageType: 'SWAP_SIGNING_ERROR',
      message,
      data: { type: 'REJECTED', errorCode: 4001, message },
    }
  }
  if (flow.phase === 'failed' && flow.step === 'sign') {
    const message = signingMessage(flow.error)
    const code = errorCode(flow.error)
    return {
      messageType: 'SWAP_SIGNING_ERROR',
      message: `The order could not be signed: ${message}`,
      data: { type: 'ERROR_SIGNING', ...(code !== undefined ? { errorCode: code } : {}), message },
    }
  }
  return undefined
}

function signingMessage(error: ApiError): string {
  return error.kind.type === 'wallet' || error.kind.type === 'unexpected'
    ? error.kind.message
    : error.message
}

function errorCode(error: ApiError): number | undefined {
  const cause = error.cause
  if (typeof cause === 'object' && cause !== null && 'code' in cause) {
    const code = (cause as { code: unknown }).code
    if (typeof code === 'number' && Number.isInteger(code)) return code
  }
  return undefined
}

/** The host's params as the forms' rules, for the chain and trade type on screen. */
export function tradeRules(
  params: WidgetParams,
  chainId: number,
  tradeType: WidgetTradeType,
): TradeRules {
  const slippage = resolveSlippage(params, chainId, tradeType)
  const forced = resolveForcedDeadline(params, chainId, tradeType)
  // Within what this trade type's order may have, as CoW Swap clamps per order type: a
  // market order 2 minutes to 3 hours, a limit order 5 minutes to a year.
  const [min, max] =
    tradeType === 'limit'
      ? [MIN_LIMIT_DEADLINE_MINUTES, MAX_LIMIT_DEADLINE_MINUTES]
      : [MIN_DEADLINE_MINUTES, MAX_DEADLINE_MINUTES]
  const deadline = forced === undefined ? undefined : Math.min(max, Math.max(min, forced))
  const { tokenPairConstraints: pairs, disableTrade } = params
  const block =
    pairs?.length || disableTrade ? (trade: TradeCheck) => tradeBlock(params, trade) : undefined
  const flag = (value: boolean | undefined) => (value === true ? true : undefined)
  const sides = defined({
    sell: params.sellTokenLists?.length ? params.sellTokenLists : undefined,
    buy: params.buyTokenLists?.length ? params.buyTokenLists : undefined,
  })
  return defined({
    disableTokenImport: flag(params.disableTokenImport),
    disableCustomRecipient: flag(params.disableCustomRecipient),
    disableInfiniteApprove: flag(params.disableInfiniteApprove),
    disableEIP2612Permits: flag(params.disableEIP2612Permits),
    disableSwitchingTokens: flag(params.disableSwitchingTokens),
    disablePostedOrderConfirmationModal: flag(params.disablePostedOrderConfirmationModal),
    disableProgressBar: flag(params.disableProgressBar),
    slippage,
    forcedDeadlineMinutes: deadline,
    block,
    hideRecentTokens: flag(params.hideRecentTokens),
    hideFavoriteTokens: flag(params.hideFavoriteTokens),
    sideTokenLists: sides.sell || sides.buy ? sides : undefined,
  })
}

/** Whether the host forbids selling `sell` for `buy` (widget-lib's TokenPairConstraint). */
export function isPairForbidden(params: WidgetParams, trade: TradeCheck): boolean {
  const { sell, buy, chainId } = trade
  if (!sell || !buy) return false
  return (params.tokenPairConstraints ?? []).some(
    (c) =>
      c.sell.chainId === chainId &&
      c.buy.chainId === chainId &&
      isAddressEqual(c.sell.address, sell) &&
      isAddressEqual(c.buy.address, buy),
  )
}

/**
 * Why the host stops this trade before review: a forbidden pair, or a price impact above
 * its limit (`disableTrade`, in percent) or unknown when it requires one.
 */
export function tradeBlock(params: WidgetParams, trade: TradeCheck): string | undefined {
  // Shown on the form's button (not sent to the host): in the trader's language.
  if (isPairForbidden(params, trade)) return t`This pair cannot be traded here`
  const limits = params.disableTrade
  if (!limits || !trade.quoted) return undefined
  if (limits.whenPriceImpactIsUnknown && trade.priceImpact === undefined)
    return t`Price impact unknown: trading is off here`
  const max = limits.whenPriceImpactIsHigherThan
  if (max !== undefined && trade.priceImpact !== undefined && trade.priceImpact * 100 > max) {
    const limit = formatPercent(max / 100)
    return t`Price impact above ${limit}: trading is off here`
  }
  return undefined
}
