/**
 * Gasless approval (EIP-2612), as CoW Swap does it: when the sell token takes a permit and
 * the allowance is short, the approval is a signature of the token's `Permit` for the vault
 * relayer (unlimited or exact, as the trader chose), carried in the order's appData as a
 * pre-hook that the settlement runs just before it pulls the funds. No transaction, no gas.
 * A Safe keeps its batched approval (it cannot sign EIP-712 for a token by itself).
 *
 * The detection is permit-info.ts, the signing sign-permit.ts; the signed permit is the
 * approval step's own state (use-approval.ts) until an order carries it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { CowHook } from '@batchswap/contract/protocol/app-data'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { PermitDomainInfo } from '@batchswap/contract/protocol/permit'
import { detectPermit, type PermitInfo } from './permit-info'

export interface SignedPermit {
  hook: CowHook
  /** The allowance the permit grants. */
  value: bigint
  /** Unix seconds. */
  deadline: bigint
}

/**
 * Whether `token` takes an EIP-2612 permit for `spender` (cached per chain and token): a
 * chain read of several calls and a gas estimate through the app's wagmi config.
 */
export function permitInfoQueryOptions(p: {
  chainId: SupportedChainId
  token: Address | undefined
  spender: Address
  enabled: boolean
}) {
  // Errors here are viem's and wagmi's, not the API module's ApiError (the app's default).
  return queryOptions<PermitInfo, Error>({
    queryKey: ['permitInfo', p.chainId, p.token, p.spender],
    queryFn: () => detectPermit(p.chainId, p.token, p.spender),
    enabled: p.enabled && p.token !== undefined,
    staleTime: Infinity,
  })
}

export function usePermitInfo(p: Parameters<typeof permitInfoQueryOptions>[0]) {
  return useQuery(permitInfoQueryOptions(p))
}

/**
 * The permit domain to approve by signature with, or undefined for a transaction: a token
 * without permit, or an embedding that disables permits (widget-lib's
 * disableEIP2612Permits, as CoW Swap's useIsPermitEnabled reads it).
 */
export function permitDomainFor(
  info: PermitInfo | undefined,
  permitsDisabled: boolean,
): PermitDomainInfo | undefined {
  return !permitsDisabled && info?.type === 'eip-2612' ? info.domain : undefined
}
