import type { Address } from 'viem'
import type { Environment, SupportedChainId } from '@batchswap/contract/protocol/chains'
import { approvalSpender, useSellAllowance } from './use-approval'
import { usePermitInfo } from './use-permit'

/**
 * The appData a quote is asked with when the order will approve by permit: a permit pre-hook
 * (the probe's: the same call and gas limit as the trader's), so the quote prices its gas, as
 * CoW Swap asks. Built with the detection (permit-info.ts). Undefined when no permit will be
 * needed (a Safe, a token without permit, an embedding that disables permits, an allowance
 * that covers `amount`).
 */
export function useQuotePermitAppData({
  chainId,
  env,
  owner,
  token,
  amount,
  isSafe,
  permitsDisabled = false,
}: {
  chainId: SupportedChainId
  env: Environment
  owner: Address | undefined
  token: Address | undefined
  /** What the order sells, when known (a sell order's amount); undefined: assume short. */
  amount: bigint | undefined
  isSafe: boolean
  /** The embedding allows no permit (disableEIP2612Permits): quoted without the hook. */
  permitsDisabled?: boolean
}): string | undefined {
  const spender = approvalSpender(chainId, env)
  const info = usePermitInfo({
    chainId,
    token,
    spender,
    enabled: owner !== undefined && !isSafe && !permitsDisabled,
  })
  const allowance = useSellAllowance(chainId, token, owner, spender)
  if (permitsDisabled || info.data?.type !== 'eip-2612') return undefined
  if (allowance.data !== undefined && amount !== undefined && allowance.data >= amount) {
    return undefined
  }
  return info.data.quoteAppData
}
