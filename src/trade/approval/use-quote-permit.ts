import type { Address } from 'viem'
import { APP_DATA_VERSION } from '@/protocol/app-data'
import type { Environment, SupportedChainId } from '@/protocol/chains'
import { APP_CODE } from '../placement/app-code'
import { approvalSpender, useSellAllowance } from './use-approval'
import { permitKey, usePermitInfo, usePermitStore } from './use-permit'

/**
 * The appData a quote is asked with when the order will approve by permit: the permit
 * pre-hook (the signed one once there is one, else the probe's), so the quote prices its gas,
 * as CoW Swap asks. Undefined when no permit will be needed (a Safe, a token without permit,
 * an allowance that covers `amount`).
 */
export function useQuotePermitAppData({
  chainId,
  env,
  owner,
  token,
  amount,
  isSafe,
}: {
  chainId: SupportedChainId
  env: Environment
  owner: Address | undefined
  token: Address | undefined
  /** What the order sells, when known (a sell order's amount); undefined: assume short. */
  amount: bigint | undefined
  isSafe: boolean
}): string | undefined {
  const spender = approvalSpender(chainId, env)
  const info = usePermitInfo({ chainId, token, spender, enabled: owner !== undefined && !isSafe })
  const allowance = useSellAllowance(chainId, token, owner, spender)
  const signed = usePermitStore((s) =>
    owner && token ? s.signed[permitKey(chainId, owner, token)] : undefined,
  )
  if (info.data?.type !== 'eip-2612') return undefined
  if (allowance.data !== undefined && amount !== undefined && allowance.data >= amount) {
    return undefined
  }
  const hook = signed?.hook ?? info.data.quoteHook
  return JSON.stringify({
    appCode: APP_CODE,
    metadata: { hooks: { pre: [hook] } },
    version: APP_DATA_VERSION,
  })
}
