import { t } from '@lingui/core/macro'
import { isRejectionCode, isViemError, someCause } from '@/lib/viem-errors'

/** True when the person said no in the wallet (EIP-1193 code 4001), at any depth. */
export function isUserRejection(error: unknown): boolean {
  return someCause(error, isRejectionCode)
}

/** One readable sentence from whatever a wallet or node threw. */
export function walletErrorMessage(error: unknown): string {
  if (isViemError(error)) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  return t`The wallet reported an unknown error.`
}
