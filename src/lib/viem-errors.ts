/**
 * Recognises viem's errors without importing viem's error classes: `instanceof` checks
 * would put viem's RPC and request error modules (about 3 KB gzip) into the first view,
 * for errors that only a loaded wallet can throw. viem's errors carry `shortMessage` and
 * `walk`, and the cause chain `walk` follows; EIP-1193 rejections carry code 4001.
 */

/** EIP-1193's "user rejected the request" (viem's UserRejectedRequestError.code). */
export const USER_REJECTED_CODE = 4001

export interface ViemLikeError extends Error {
  shortMessage: string
  walk: (predicate?: (error: unknown) => boolean) => unknown
}

/** True for viem's BaseError and its subclasses. */
export function isViemError(error: unknown): error is ViemLikeError {
  return (
    error instanceof Error &&
    typeof (error as Partial<ViemLikeError>).shortMessage === 'string' &&
    typeof (error as Partial<ViemLikeError>).walk === 'function'
  )
}

/** Whether `predicate` holds for the error or, for a viem error, any error in its cause chain. */
export function someCause(error: unknown, predicate: (error: unknown) => boolean): boolean {
  if (!isViemError(error)) return predicate(error)
  let current: unknown = error
  // Bounded: a cause chain is a handful of errors; the bound guards against a cycle.
  for (let depth = 0; depth < 32 && current !== undefined && current !== null; depth += 1) {
    if (predicate(current)) return true
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return false
}

/** A rejection by the person in their wallet (EIP-1193 code 4001). */
export function isRejectionCode(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === USER_REJECTED_CODE
  )
}

/** viem's ChainMismatchError (the wallet is on another chain than the request's). */
export function isChainMismatch(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChainMismatchError'
}
