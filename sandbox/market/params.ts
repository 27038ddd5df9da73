/**
 * Path parameters of the token-data, markets and notifications families, whose errors are
 * `{message}` bodies (the service's error handler words them so off the orderbook paths).
 */
import { getAddress, isAddress, type Address } from 'viem'
import { chainFromPathSegment } from '@batchswap/contract/protocol/chains'
import type { OrderbookContext } from '../kernel/context'
import { ApiError } from '../kernel/errors'
import { truncate } from '../kernel/http'

export function badParam(message: string): ApiError {
  return new ApiError(400, 'InvalidParameter', message)
}

export function notFoundMessage(message: string): ApiError {
  return new ApiError(404, 'NotFound', message)
}

/** `{chainId}`: the numeric id or the name, and it must be the chain this sandbox serves. */
export function requireSandboxChain(ctx: OrderbookContext, segment: string): void {
  const chain = chainFromPathSegment(segment)
  if (!chain)
    throw badParam(
      `Unknown chain "${truncate(segment)}": use ${ctx.config.chainId} or ${ctx.config.network}`,
    )
  if (chain.id !== ctx.config.chainId) {
    throw badParam(
      `The sandbox serves chain ${ctx.config.chainId} (${ctx.config.network}) only, not ${chain.id} (${chain.shortName})`,
    )
  }
}

/** An address accepted checksummed or lowercase (a wrong checksum is malformed), normalised. */
export function requireAddress(value: string, what: string): Address {
  if (!isAddress(value))
    throw badParam(`Invalid ${what} "${truncate(value)}": expected a 20-byte hex address`)
  return getAddress(value)
}
