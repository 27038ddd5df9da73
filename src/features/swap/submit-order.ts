import { BaseError, isAddressEqual, type Address, type Hex } from 'viem'
import { ApiError, toApiError, walletError } from '@/api/errors'
import type { OrderCreation, Quote } from '@/api/types'
import { appDataHash, buildAppDataDocument } from '@/protocol/app-data'
import type { Environment } from '@/protocol/chains'
import { getDomainFor } from '@/protocol/domain'
import { hashOrder, orderTypedData, type OrderData, type SigningScheme } from '@/protocol/order'
import { orderFromQuote, validToFromDeadline } from '@/protocol/quote-to-order'
import { normalizeEcdsaSignature, recoverOrderSigner } from '@/protocol/signing'
import { computeOrderUid } from '@/protocol/uid'
import type { SwapEvent } from './swap-machine'

/**
 * The submission pipeline, from a confirmed quote to a tracked order, written against
 * injected effects (wallet, service, chain) so that every branch runs in unit tests with a
 * real signer and a fake service. It drives the state machine only through `dispatch`.
 *
 *   check chain -> appData document + hash -> order (fee folded, feeAmount 0) -> UID
 *   -> sign (EIP-712; ethsign if the wallet cannot; presign for a contract account)
 *   -> PUT appData -> POST order (UID must match) -> [setPreSignature] -> tracking
 */

export const APP_CODE = 'batchswap'

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
}

export interface SubmissionEffects {
  /** Client clock in ms (the quote's clock skew corrects it). */
  now: () => number
  signTypedData: (typedData: ReturnType<typeof orderTypedData>) => Promise<Hex>
  /** personal_sign of raw bytes (the 32-byte order digest). */
  signMessage: (raw: Hex) => Promise<Hex>
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
}

export interface PreparedOrder {
  order: OrderData
  uid: Hex
  appDataDocument: string
  appDataHash: Hex
}

/** Everything that is computed, not asked for: the appData document, the order and its UID. */
export function prepareOrder(input: SubmissionInput, nowMs: number): PreparedOrder {
  const appDataDocument = buildAppDataDocument({
    appCode: APP_CODE,
    environment: input.env,
    slippageBips: input.slippageBps,
    smartSlippage: input.smartSlippage,
    quoteId: input.quote.id,
    orderClass: 'market',
  })
  const hash = appDataHash(appDataDocument)
  // validTo on the server's clock: the service judges expiry by it.
  const serverNowSeconds = (nowMs + input.quote.clockSkewMs) / 1000
  const validTo = validToFromDeadline(serverNowSeconds, input.deadlineMinutes * 60)
  const order = orderFromQuote({
    quote: input.quote,
    slippageBps: input.slippageBps,
    validTo,
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

function isRejection(error: ApiError): boolean {
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
 * Runs the whole submission. Never throws: every outcome is an event. Returns the UID once
 * the service has the order, else undefined.
 */
export async function submitOrder(
  input: SubmissionInput,
  effects: SubmissionEffects,
  dispatch: (event: SwapEvent) => void,
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
  dispatch({ type: 'signed', uid: prepared.uid, scheme: signed.scheme })

  try {
    await effects.putAppData(prepared.appDataHash, prepared.appDataDocument)
  } catch (error) {
    dispatch({ type: 'failed', step: 'uploadAppData', error: toApiError(error) })
    return undefined
  }
  dispatch({ type: 'appDataUploaded' })

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
  try {
    await effects.postOrder(creation, prepared.uid)
  } catch (error) {
    dispatch({ type: 'failed', step: 'submit', error: toApiError(error) })
    return undefined
  }
  effects.onPosted(prepared.uid, prepared.order)
  const needsPresign = signed.scheme === 'presign'
  dispatch({ type: 'posted', uid: prepared.uid, needsPresign })
  if (needsPresign) await presign(prepared.uid, effects, dispatch)
  return prepared.uid
}

/** setPreSignature(uid, true) from the owner; also the retry of a failed presign step. */
export async function presign(
  uid: Hex,
  effects: Pick<SubmissionEffects, 'sendPreSignature' | 'waitForTransaction'>,
  dispatch: (event: SwapEvent) => void,
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
