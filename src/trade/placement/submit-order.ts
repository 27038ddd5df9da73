import { BaseError, isAddressEqual, type Address, type Hex } from 'viem'
import { ApiError, toApiError, walletError } from '@/api/errors'
import { isTransientWriteFailure as isTransientFailure, writeVerdict } from '@/api/write-verdict'
import type { OrderCreation, Quote } from '@/api/quote-types'
import {
  appDataHash,
  buildAppDataDocument,
  type OrderHooks,
} from '@batchswap/contract/protocol/app-data'
import type { Environment } from '@batchswap/contract/protocol/chains'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import {
  hashOrder,
  orderTypedData,
  type OrderData,
  type SigningScheme,
} from '@batchswap/contract/protocol/order'
import { normalizeOrder } from '@batchswap/contract/protocol/order-data'
import {
  currentPartnerFeeMetadata,
  type PartnerFee,
} from '@batchswap/contract/protocol/partner-fee'
import { quoteAfterPartnerFee } from '@batchswap/contract/protocol/quote-amounts'
import { orderFromQuote, validToFromDeadline } from '@batchswap/contract/protocol/quote-to-order'
import { normalizeEcdsaSignature, recoverOrderSigner } from '@batchswap/contract/protocol/signing'
import { computeOrderUid } from '@batchswap/contract/protocol/uid'
import { untilAnswered } from '@/lib/until-answered'
import { APP_CODE } from './app-code'
import type { TradeEvent } from './trade-machine'

/**
 * The submission pipeline, from a confirmed quote to a tracked order, written against
 * injected effects (wallet, service, chain) so that every branch runs in unit tests with a
 * real signer and a fake service. It drives the state machine only through `dispatch`.
 *
 *   check chain -> appData document + hash -> order (fee folded, feeAmount 0) -> UID
 *   -> sign (EIP-712; ethsign if the wallet cannot; presign for a contract account)
 *   -> PUT appData -> POST order (UID must match) -> [look the UID up] -> [setPreSignature]
 *   -> tracking
 *
 * Exactly once (issues 11 and 22): the UID is known before the POST. A POST that failed in
 * any way after it was sent is followed by GET /orders/{uid} until the service answers:
 * found (in any state, filled included) means placed, and only "not found" means not placed.
 * A `DuplicatedOrder` answer means our UID is already there, so placed too. The verdict is
 * over all attempts (`classifyPostFailure`): after a lost answer, a retry's refusal proves
 * nothing. A failed submission keeps its signed order (`SignedOrder`), and trying again
 * sends that same order: the service can hold it once.
 */

export { APP_CODE }

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

/** What a limit order signs: sell exactly `sellAmount`, for at least `buyAmount`. */
export interface LimitTerms {
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

export interface SubmissionEffects {
  /** Client clock in ms (the quote's clock skew corrects it). */
  now: () => number
  signTypedData: (typedData: ReturnType<typeof orderTypedData>) => Promise<Hex>
  /** personal_sign of raw bytes (the 32-byte order digest). */
  signMessage: (raw: Hex) => Promise<Hex>
  /**
   * A wallet with its own transaction flow pre-signs its way (a Safe: one Safe transaction,
   * signed and executed by its owners); without it, setPreSignature is sent and awaited.
   */
  presign?: (uid: Hex, order: OrderData, dispatch: (event: TradeEvent) => void) => Promise<void>
  /** Whether the account has code (a smart-contract wallet, which signs with presign). */
  isContractAccount: (account: Address) => Promise<boolean>
  putAppData: (hash: Hex, document: string) => Promise<unknown>
  postOrder: (creation: OrderCreation, expectedUid: Hex) => Promise<Hex>
  /** Sends setPreSignature(uid, true) and resolves with the transaction hash. */
  sendPreSignature: (uid: Hex) => Promise<Hex>
  /** Resolves when the transaction is mined; rejects when it reverted. */
  waitForTransaction: (hash: Hex) => Promise<void>
  /** Called once the service has the order (before tracking starts). */
  onPosted: (uid: Hex, order: OrderData) => void
  /** Called with the signed order before it is sent, so a retry can send it again. */
  onSigned?: (signed: SignedOrder) => void
  /**
   * GET /orders/{uid} with the retry policy: true when the service has the order, false
   * when it answers that it does not (404); throws when it cannot tell (still failing).
   */
  lookupOrder: (uid: Hex) => Promise<boolean>
  /** Waits before the next round of lookups (the service is still failing); rejects to stop. */
  waitBeforeRecheck: (round: number) => Promise<void>
}

/** An order ready to be sent: signed, with its appData document. Sent as is on a retry. */
export interface SignedOrder extends PreparedOrder {
  scheme: SigningScheme
  creation: OrderCreation
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
        kind: 'sell',
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

const UNSUPPORTED_METHOD_CODES = new Set([-32601, -32004, 4200])

/** The wallet does not know eth_signTypedData_v4 (so ethsign is the fallback). */
export function isUnsupportedMethodError(error: unknown): boolean {
  const hasCode = (e: unknown) =>
    typeof e === 'object' &&
    e !== null &&
    UNSUPPORTED_METHOD_CODES.has((e as { code?: unknown }).code as number)
  if (error instanceof BaseError) return Boolean(error.walk(hasCode))
  return hasCode(error)
}

export function isRejection(error: ApiError): boolean {
  return error.kind.type === 'wallet' && error.kind.reason === 'rejected'
}

interface Signed {
  scheme: SigningScheme
  signature: Hex
}

async function sign(
  input: SubmissionInput,
  prepared: PreparedOrder,
  effects: SubmissionEffects,
): Promise<Signed> {
  if (await effects.isContractAccount(input.account)) {
    // A contract cannot produce an ECDSA signature; it approves the order on chain instead.
    return { scheme: 'presign', signature: '0x' }
  }
  const domain = getDomainFor(input.chainId, input.env)
  let scheme: SigningScheme = 'eip712'
  let raw: Hex
  try {
    raw = await effects.signTypedData(orderTypedData(domain, prepared.order))
  } catch (error) {
    if (!isUnsupportedMethodError(error)) throw error
    scheme = 'ethsign'
    raw = await effects.signMessage(hashOrder(domain, prepared.order))
  }
  const signature = normalizeEcdsaSignature(raw)
  // Catch a wallet that signed with another account before the service refuses it.
  const signer = await recoverOrderSigner({ domain, order: prepared.order, signature, scheme })
  if (!isAddressEqual(signer, input.account)) {
    throw new ApiError({
      type: 'wallet',
      reason: 'other',
      message: `The wallet signed with ${signer}, not ${input.account}.`,
    })
  }
  return { scheme, signature }
}

/**
 * What a failed POST /orders says about the order, over all its attempts (`writeVerdict`):
 * - `placed`: DuplicatedOrder: an order with our UID (same signed content and owner) exists;
 * - `refused`: every attempt the app saw was refused (a 4xx, or 429 which is refused before
 *   processing) or never sent; `placeSignedOrder` still confirms a sent one by a lookup;
 * - `unknown`: an attempt may have taken effect and its answer was lost (5xx, timeout,
 *   dropped connection, an answer we could not read), even if a later attempt was refused:
 *   look the UID up before saying anything.
 */
export type PostVerdict = 'placed' | 'refused' | 'unknown'

export function classifyPostFailure(error: ApiError): PostVerdict {
  const verdict = writeVerdict(error, 'DuplicatedOrder')
  return verdict === 'done' ? 'placed' : verdict
}

/**
 * Looks the UID up until the service can tell: true (placed) or false (not placed). Rounds
 * of `lookupOrder` (each with the retry policy) are separated by `waitBeforeRecheck`, which
 * rejects to give up (the page went away); the rejection propagates.
 */
export function checkPlacement(
  uid: Hex,
  effects: Pick<SubmissionEffects, 'lookupOrder' | 'waitBeforeRecheck'>,
): Promise<boolean> {
  return untilAnswered(() => effects.lookupOrder(uid), effects.waitBeforeRecheck)
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

/** A signed order is not sent again when it would expire before a solver could fill it. */
export const MIN_RESEND_VALIDITY_SECONDS = 120

export function canResend(signed: SignedOrder, nowMs: number, clockSkewMs: number): boolean {
  return signed.order.validTo - (nowMs + clockSkewMs) / 1000 >= MIN_RESEND_VALIDITY_SECONDS
}

/**
 * Runs the whole submission. Never throws: every outcome is an event. Returns the UID once
 * the service has the order, else undefined. With `reuse`, the order signed earlier for the
 * same trade is sent again instead of asking the wallet for a new signature.
 */
export async function submitOrder(
  input: SubmissionInput,
  effects: SubmissionEffects,
  dispatch: (event: TradeEvent) => void,
  reuse?: SignedOrder,
): Promise<Hex | undefined> {
  if (input.walletChainId !== input.chainId) {
    // Refuse to sign: the signature would be for another domain and could never settle.
    dispatch({
      type: 'failed',
      step: 'sign',
      error: new ApiError({
        type: 'wallet',
        reason: 'wrongChain',
        message: `The wallet is on chain ${String(input.walletChainId)}, the order is for chain ${input.chainId}.`,
      }),
    })
    return undefined
  }

  let signedOrder: SignedOrder
  if (reuse) {
    signedOrder = reuse
  } else {
    let prepared: PreparedOrder
    let signed: Signed
    try {
      prepared = prepareOrder(input, effects.now())
      signed = await sign(input, prepared, effects)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : toWalletOrApiError(error)
      if (isRejection(apiError)) dispatch({ type: 'signatureRejected' })
      else dispatch({ type: 'failed', step: 'sign', error: apiError })
      return undefined
    }
    const creation: OrderCreation = {
      order: prepared.order,
      appDataDocument: prepared.appDataDocument,
      signingScheme: signed.scheme,
      signature: signed.signature,
      from: input.account,
      // Check the whole sell amount now: an order the balance cannot cover would only expire.
      fullBalanceCheck: true,
    }
    if (input.quote.id !== undefined) creation.quoteId = input.quote.id
    signedOrder = { ...prepared, scheme: signed.scheme, creation }
  }
  effects.onSigned?.(signedOrder)
  dispatch({ type: 'signed', uid: signedOrder.uid, scheme: signedOrder.scheme })
  return placeSignedOrder(signedOrder, effects, dispatch)
}

/**
 * Uploads the appData and posts a signed order, from the `uploadingAppData` phase: the
 * second half of `submitOrder`, and what "try again" runs with the same signed order.
 */
export async function placeSignedOrder(
  signed: SignedOrder,
  effects: SubmissionEffects,
  dispatch: (event: TradeEvent) => void,
): Promise<Hex | undefined> {
  try {
    await effects.putAppData(signed.appDataHash, signed.appDataDocument)
  } catch (error) {
    const apiError = toApiError(error)
    dispatch({
      type: 'failed',
      step: 'uploadAppData',
      error: apiError,
      resendable: isTransientFailure(apiError),
    })
    return undefined
  }
  dispatch({ type: 'appDataUploaded' })

  try {
    await effects.postOrder(signed.creation, signed.uid)
  } catch (error) {
    const apiError = toApiError(error)
    const verdict = classifyPostFailure(apiError)
    if (verdict !== 'placed') {
      if (verdict === 'refused' && apiError.status === undefined) {
        // Never sent (caught before the request): nothing to look up.
        dispatch({ type: 'failed', step: 'submit', error: apiError, resendable: false })
        return undefined
      }
      // A lost answer shows "checking". A plain refusal is confirmed by a quiet lookup too:
      // the browser itself resends a POST whose reused connection was reset, so an earlier
      // attempt may have landed (and even filled) without the app seeing it, and the service
      // checks funds before duplicates. "Not placed" is said only once the service says so.
      if (verdict === 'unknown') dispatch({ type: 'checking', error: apiError })
      let placed: boolean
      try {
        placed = await checkPlacement(signed.uid, effects)
      } catch {
        return undefined // given up: the page went away; nothing to say to anyone
      }
      if (!placed) {
        // The service does not have it: the last answer is now the truth (a refusal such as
        // InsufficientAllowance stands; a lost answer means sending the same order is safe).
        dispatch({
          type: 'failed',
          step: 'submit',
          error: apiError,
          resendable: isTransientFailure(apiError),
        })
        return undefined
      }
    }
  }
  effects.onPosted(signed.uid, signed.order)
  const needsPresign = signed.scheme === 'presign'
  dispatch({ type: 'posted', uid: signed.uid, needsPresign })
  if (needsPresign) {
    if (effects.presign) await effects.presign(signed.uid, signed.order, dispatch)
    else await presign(signed.uid, effects, dispatch)
  }
  return signed.uid
}

/** setPreSignature(uid, true) from the owner; also the retry of a failed presign step. */
export async function presign(
  uid: Hex,
  effects: Pick<SubmissionEffects, 'sendPreSignature' | 'waitForTransaction'>,
  dispatch: (event: TradeEvent) => void,
): Promise<void> {
  try {
    const txHash = await effects.sendPreSignature(uid)
    dispatch({ type: 'presignSent', txHash })
    await effects.waitForTransaction(txHash)
    dispatch({ type: 'presigned' })
  } catch (error) {
    dispatch({ type: 'failed', step: 'presign', error: toWalletOrApiError(error) })
  }
}

/** Wallet and chain errors (viem's) become wallet ApiErrors; the rest as usual. */
export function toWalletOrApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof BaseError) return walletError(error)
  return toApiError(error)
}
