import { BaseError, UserRejectedRequestError } from 'viem'

/** True when the person said no in the wallet (EIP-1193 code 4001), at any depth. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError) {
    return error.walk((e) => e instanceof UserRejectedRequestError) !== null
  }
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === UserRejectedRequestError.code
  )
}

/** One readable sentence from whatever a wallet or node threw. */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  return 'The wallet reported an unknown error.'
}
