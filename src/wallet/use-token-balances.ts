import { zeroAddress, type Address } from 'viem'
import { useChainRead } from '@/wallet/use-chain-read'
import type { SupportedChainId } from '@/protocol/chains'

/** What a balance read needs to know about a token (a token-list entry fits). */
export interface BalanceToken {
  address: Address
  symbol: string
  decimals: number
}

/** Balances refresh on this interval (and on window focus), so trades show up. */
export const BALANCE_REFETCH_MS = 12_000

export type TokenBalance =
  | { token: BalanceToken; status: 'success'; value: bigint }
  | { token: BalanceToken; status: 'error'; error: Error }

/**
 * ERC-20 balances of `owner` for a list of tokens, in one round trip. wagmi tries
 * Multicall3 first; chains without it (anvil) fall back to single `eth_call`s, which the
 * sandbox transport batches into one HTTP request. One failing token does not hide the
 * others (`allowFailure`).
 */
export function useTokenBalances(options: {
  chainId: SupportedChainId
  owner: Address | undefined
  tokens: readonly BalanceToken[]
}) {
  const { chainId, owner, tokens } = options
  const result = useChainRead({
    key: ['erc20Balances', chainId, owner, tokens.map((token) => token.address)],
    read: ({ readContracts, erc20Abi }, config) =>
      readContracts(config, {
        contracts: tokens.map((token) => ({
          chainId,
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf' as const,
          // Runs only with an owner (`enabled`).
          args: [owner ?? zeroAddress],
        })),
        allowFailure: true,
      }),
    enabled: owner !== undefined && tokens.length > 0,
    refetchInterval: BALANCE_REFETCH_MS,
  })
  const balances: TokenBalance[] | undefined = result.data?.map((entry, i) => {
    const token = tokens[i] as BalanceToken
    return entry.status === 'success'
      ? { token, status: 'success', value: entry.result }
      : { token, status: 'error', error: entry.error }
  })
  return { ...result, balances }
}

/** The native balance (ETH, xDAI) of `owner`. */
export function useNativeBalance(options: {
  chainId: SupportedChainId
  owner: Address | undefined
}) {
  const { chainId, owner } = options
  return useChainRead({
    key: ['nativeBalance', chainId, owner],
    // Runs only with an owner (`enabled`).
    read: ({ getBalance }, config) =>
      getBalance(config, { chainId, address: owner ?? zeroAddress }),
    enabled: owner !== undefined,
    refetchInterval: BALANCE_REFETCH_MS,
  })
}
