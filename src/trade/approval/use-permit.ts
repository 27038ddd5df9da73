/**
 * Gasless approval (EIP-2612), as CoW Swap does it: when the sell token takes a permit and
 * the allowance is short, the approval is a signature of the token's `Permit` for the vault
 * relayer (unlimited or exact, as the trader chose), carried in the order's appData as a
 * pre-hook that the settlement runs just before it pulls the funds. No transaction, no gas.
 * A Safe keeps its batched approval (it cannot sign EIP-712 for a token by itself).
 *
 * The detection (permit-info.ts) and the signing code load on demand.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { create } from 'zustand'
import type { Address } from 'viem'
import type { CowHook } from '@/protocol/app-data'
import type { SupportedChainId } from '@/protocol/chains'
import { loadWagmiConfig } from '@/wallet/wagmi-loader'
import type { PermitInfo } from './permit-info'

export interface SignedPermit {
  hook: CowHook
  /** The allowance the permit grants. */
  value: bigint
  /** Unix seconds. */
  deadline: bigint
}

/**
 * Permits signed in this session, per chain, owner and token: intent of the trader (what
 * they signed), kept until an order carries it; never persisted.
 */
interface PermitStore {
  signed: Record<string, SignedPermit>
  remember: (key: string, permit: SignedPermit) => void
}

export const usePermitStore = create<PermitStore>()((set) => ({
  signed: {},
  remember: (key, permit) => set((s) => ({ signed: { ...s.signed, [key]: permit } })),
}))

export function permitKey(chainId: number, owner: Address, token: Address): string {
  return `${chainId}:${owner.toLowerCase()}:${token.toLowerCase()}`
}

/** Whether `token` takes an EIP-2612 permit for `spender` (cached per chain and token). */
export function usePermitInfo({
  chainId,
  token,
  spender,
  enabled,
}: {
  chainId: SupportedChainId
  token: Address | undefined
  spender: Address
  enabled: boolean
}) {
  return useQuery(
    queryOptions<PermitInfo, Error>({
      queryKey: ['permitInfo', chainId, token?.toLowerCase() ?? null, spender.toLowerCase()],
      queryFn: async () => {
        const [{ getPermitInfo }, { readContract, estimateGas }, config] = await Promise.all([
          import('./permit-info'),
          import('wagmi/actions'),
          loadWagmiConfig(),
        ])
        const { erc2612Abi } = await import('@/protocol/permit')
        if (!token) return { type: 'unsupported' }
        return getPermitInfo(
          {
            read: (call) =>
              readContract(config, {
                chainId,
                abi: erc2612Abi,
                ...call,
              } as never) as Promise<unknown>,
            estimateGas: ({ from, to, data }) =>
              estimateGas(config, { chainId, account: from, to, data }),
          },
          chainId,
          token,
          spender,
        )
      },
      enabled: enabled && token !== undefined,
      staleTime: Infinity,
      retry: 1,
    }),
  )
}
