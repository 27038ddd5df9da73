/**
 * Signs an EIP-2612 permit for the vault relayer with the connected wallet and turns it into
 * the order's pre-hook.
 */
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { readContract, signTypedData } from 'wagmi/actions'
import {
  DEFAULT_PERMIT_DURATION_SECONDS,
  erc2612Abi,
  permitHook,
  permitTypedData,
  type PermitDomainInfo,
} from '@batchswap/contract/protocol/permit'
import { walletError } from '@/api/errors'
import { wagmiConfig } from '@/wallet/wagmi'
import type { TradeEvent } from '../placement/trade-machine'
import type { SignedPermit } from './use-permit'

/** What a permit is signed for: the token (and its EIP-712 domain), owner, spender, value. */
interface PermitRequest {
  chainId: number
  domain: PermitDomainInfo
  owner: Address
  spender: Address
  token: Address
  value: bigint
}

export async function signPermit(config: Config, args: PermitRequest): Promise<SignedPermit> {
  const nonce = await readContract(config, {
    chainId: args.chainId,
    address: args.token,
    abi: erc2612Abi,
    functionName: 'nonces',
    args: [args.owner],
  })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + DEFAULT_PERMIT_DURATION_SECONDS)
  const message = { owner: args.owner, spender: args.spender, value: args.value, nonce, deadline }
  const signature = await signTypedData(config, {
    account: args.owner,
    ...permitTypedData(args.domain, message),
  })
  return { hook: permitHook(args.token, message, signature), value: args.value, deadline }
}

/**
 * The approval step by permit: signs, hands the permit over, and tells the swap's state
 * machine (a refusal in the wallet is `approvalRejected`, as for a transaction).
 */
export async function approveByPermit(
  args: PermitRequest & {
    onSigned: (permit: SignedPermit) => void
    dispatch: (event: TradeEvent) => void
  },
): Promise<void> {
  try {
    const permit = await signPermit(wagmiConfig, args)
    args.onSigned(permit)
    args.dispatch({ type: 'approvalConfirmed' })
  } catch (error) {
    const failure = walletError(error)
    if (failure.kind.type === 'wallet' && failure.kind.reason === 'rejected') {
      args.dispatch({ type: 'approvalRejected' })
    } else {
      args.dispatch({ type: 'failed', step: 'approve', error: failure })
    }
  }
}
