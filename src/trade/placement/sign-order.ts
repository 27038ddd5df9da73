import { t } from '@lingui/core/macro'
import { BaseError, isAddressEqual, type Address, type Hex } from 'viem'
import { ApiError, toApiError, walletError } from '@/api/errors'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import { hashOrder, orderTypedData, type SigningScheme } from '@batchswap/contract/protocol/order'
import { normalizeEcdsaSignature, recoverOrderSigner } from '@batchswap/contract/protocol/signing'
import type { PreparedOrder, SubmissionInput } from './prepare-order'

/**
 * The owner's signature of a prepared order: EIP-712, ethsign when the wallet does not know
 * eth_signTypedData_v4, presign for a contract account (it signs on chain, after the POST).
 * The signer is checked against the account before the service sees the order. With the
 * wallet's errors turned into the app's ApiError.
 */

/** The wallet's side of signing (submit-order.ts's effects include these). */
export interface SigningEffects {
  signTypedData: (typedData: ReturnType<typeof orderTypedData>) => Promise<Hex>
  /** personal_sign of raw bytes (the 32-byte order digest). */
  signMessage: (raw: Hex) => Promise<Hex>
  /** Whether the account has code (a smart-contract wallet, which signs with presign). */
  isContractAccount: (account: Address) => Promise<boolean>
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

export interface Signed {
  scheme: SigningScheme
  signature: Hex
}

export async function signOrder(
  input: SubmissionInput,
  prepared: PreparedOrder,
  effects: SigningEffects,
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
      message: t`The wallet signed with ${signer}, not ${input.account}.`,
    })
  }
  return { scheme, signature }
}

/** Wallet and chain errors (viem's) become wallet ApiErrors; the rest as usual. */
export function toWalletOrApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof BaseError) return walletError(error)
  return toApiError(error)
}
