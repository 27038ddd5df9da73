import type { Address, Hex } from 'viem'
import type { Quote } from '@/api/quote-types'
import {
  appDataHash,
  buildAppDataDocument,
  type OrderHooks,
} from '@batchswap/contract/protocol/app-data'
import type { Environment } from '@batchswap/contract/protocol/chains'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import type { OrderData, OrderKind } from '@batchswap/contract/protocol/order'
import { normalizeOrder } from '@batchswap/contract/protocol/order-data'
import {
  currentPartnerFeeMetadata,
  type PartnerFee,
} from '@batchswap/contract/protocol/partner-fee'
import { quoteAfterPartnerFee } from '@batchswap/contract/protocol/quote-amounts'
import { orderFromQuote, validToFromDeadline } from '@batchswap/contract/protocol/quote-to-order'
import { computeOrderUid } from '@batchswap/contract/protocol/order'
import { APP_CODE } from './app-code'

/**
 * What a trade becomes before anyone is asked anything: the appData document and its hash,
 * the order (fee folded, feeAmount 0; a limit order's own amounts) and its UID, all computed
 * from the confirmed quote and the trader's settings. The submission (submit-order.ts) signs
 * and sends it; the eth-flow submission builds its order from the same document and deadline.
 */

export interface SubmissionInput {
  quote: Quote
  slippageBps: number
  /** Whether the slippage is the service's recommendation (recorded in appData). */
  smartSlippage: boolean
  deadlineMinutes: number
  /** The chain the swap is for (the signing domain's chain). */
  chainId: number
  env: Environment
  account: Address
  /** The chain the wallet is on right now. */
  walletChainId: number | undefined
  /**
   * Embedded as a widget: the host page's appCode. It becomes the order's appCode (so the
   * order counts as the integrator's), and metadata.widget records batchswap as the widget.
   */
  hostAppCode?: string
  /** Who receives the bought tokens (the order's `receiver`); the account when absent. */
  receiver?: Address
  /** CoW hooks for the order's appData (`metadata.hooks`): a permit pre-hook, for one. */
  hooks?: OrderHooks
  /**
   * A partner fee (a swap's, from the widget host or the deployment): written to the appData's
   * `metadata.partnerFee` and taken off the signed amounts as the SDK does, so the solver can
   * withhold it within the trader's limit.
   */
  partnerFee?: PartnerFee
  /**
   * A limit order: these amounts and this expiry, not the quote's with slippage. The quote
   * still names the pair and sets the clock; the order is fee-less, classed `limit` in its
   * appData, and `slippageBps`/`deadlineMinutes` do not apply.
   */
  limit?: LimitTerms
}

/**
 * What a limit order signs: a sell order sells exactly `sellAmount` for at least `buyAmount`,
 * a buy order buys exactly `buyAmount` for at most `sellAmount`.
 */
export interface LimitTerms {
  kind: OrderKind
  sellAmount: bigint
  buyAmount: bigint
  /** How long the order stays valid after it is signed. */
  validForSeconds: number
  partiallyFillable: boolean
  /**
   * An open order of the same account this one replaces (an edit): carried in the appData
   * (`metadata.replacedOrder.uid`), so the orderbook cancels it as it stores this one.
   */
  replacedOrderUid?: Hex
}

export interface PreparedOrder {
  order: OrderData
  uid: Hex
  appDataDocument: string
  appDataHash: Hex
}

/** Everything that is computed, not asked for: the appData document, the order and its UID. */
export function prepareOrder(input: SubmissionInput, nowMs: number): PreparedOrder {
  const { limit, partnerFee } = input
  const appDataDocument = buildAppDataDocument({
    appCode: input.hostAppCode ?? APP_CODE,
    metadata: {
      ...(input.hostAppCode ? { widget: { appCode: APP_CODE, environment: input.env } } : {}),
      ...(partnerFee ? { partnerFee: currentPartnerFeeMetadata(partnerFee) } : {}),
    },
    environment: input.env,
    // A limit order carries no slippage: its price is the trader's.
    ...(limit
      ? {}
      : {
          slippageBips: input.slippageBps,
          smartSlippage: input.smartSlippage,
        }),
    orderClass: limit ? 'limit' : 'market',
    ...(limit?.replacedOrderUid ? { replacedOrderUid: limit.replacedOrderUid } : {}),
    ...(input.hooks ? { hooks: input.hooks } : {}),
  })
  const hash = appDataHash(appDataDocument)
  // validTo on the server's clock: the service judges expiry by it.
  const serverNowSeconds = (nowMs + input.quote.clockSkewMs) / 1000
  const order = limit
    ? normalizeOrder({
        sellToken: input.quote.sellToken,
        buyToken: input.quote.buyToken,
        receiver: input.receiver ?? null,
        sellAmount: limit.sellAmount,
        buyAmount: limit.buyAmount,
        validTo: validToFromDeadline(serverNowSeconds, limit.validForSeconds),
        appData: hash,
        feeAmount: 0n,
        kind: limit.kind,
        partiallyFillable: limit.partiallyFillable,
      })
    : orderFromQuote({
        // A partner fee comes off the amounts before slippage, as the SDK takes it. A limit
        // order's amounts are the trader's own: its fee is withheld on top of them (the solver
        // fills it only when the market pays the limit and the fee), as CoW Swap discloses it.
        quote: partnerFee ? quoteAfterPartnerFee(input.quote, partnerFee.volumeBps) : input.quote,
        slippageBps: input.slippageBps,
        validTo: validToFromDeadline(serverNowSeconds, input.deadlineMinutes * 60),
        receiver: input.receiver ?? null,
        appDataHash: hash,
      })
  const domain = getDomainFor(input.chainId, input.env)
  return {
    order,
    uid: computeOrderUid(domain, order, input.account),
    appDataDocument,
    appDataHash: hash,
  }
}

/**
 * The trade a signed order was made for. A retry sends the earlier signed order again as long
 * as this is unchanged; a changed trade (tokens, amount, slippage, deadline, account,
 * network) is a new order and needs a new signature.
 */
export function tradeKey(input: Omit<SubmissionInput, 'walletChainId' | 'smartSlippage'>): string {
  const { quote, limit } = input
  const amount = quote.kind === 'sell' ? quote.sellAmount + quote.feeAmount : quote.buyAmount
  const terms = limit
    ? [
        'limit',
        limit.kind,
        limit.sellAmount,
        limit.buyAmount,
        limit.validForSeconds,
        limit.partiallyFillable,
        // Replacing another order is another appData document, so another order.
        limit.replacedOrderUid?.toLowerCase() ?? '',
      ]
    : [quote.kind, amount.toString(), input.slippageBps, input.deadlineMinutes]
  return [
    input.env,
    input.chainId,
    input.account.toLowerCase(),
    quote.sellToken.toLowerCase(),
    quote.buyToken.toLowerCase(),
    ...terms,
    // Another recipient is another order.
    input.receiver?.toLowerCase() ?? '',
    // Another partner fee is another appData document, so another order.
    input.partnerFee ? `${input.partnerFee.volumeBps}@${input.partnerFee.recipient}` : '',
    // Another appCode is another appData document, so another order.
    input.hostAppCode ?? '',
    // So are other hooks (a new permit signature).
    ...(input.hooks?.pre ?? []).map((h) => h.callData),
    ...(input.hooks?.post ?? []).map((h) => h.callData),
  ].join(':')
}
