import { useCallback, useMemo } from 'react'
import { erc20Abi, getAddress, isAddressEqual, type Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { getListedTokens } from '@/config/token-lists'
import type { TokenLookup, TokenMeta } from '@/lib/token-lookup'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'

/** The marker orders use for the chain's native currency (native-flow buy tokens). */
export const NATIVE_MARKER: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * Symbol and decimals of the tokens an order list mentions: from the chain's bundled list,
 * and for the rest read once from the chain (they never change, so never stale). A token
 * that answers neither stays unknown and is shown by address in raw units.
 */
export function useOrderTokenLookup(
  chainId: SupportedChainId,
  addresses: readonly Address[],
): TokenLookup {
  const listed = getListedTokens(chainId)
  const unknown = useMemo(() => {
    const seen = new Map<Address, Address>()
    for (const address of addresses) {
      if (isAddressEqual(address, NATIVE_MARKER)) continue
      if (listed.some((t) => isAddressEqual(t.address, address))) continue
      seen.set(getAddress(address), getAddress(address))
    }
    return [...seen.values()]
  }, [addresses, listed])

  const read = useReadContracts({
    contracts: unknown.flatMap((address) => [
      { chainId, address, abi: erc20Abi, functionName: 'symbol' as const },
      { chainId, address, abi: erc20Abi, functionName: 'decimals' as const },
    ]),
    allowFailure: true,
    query: { enabled: unknown.length > 0, staleTime: Infinity, gcTime: Infinity },
  })

  const fromChain = useMemo(() => {
    const map = new Map<Address, TokenMeta>()
    unknown.forEach((address, i) => {
      const symbol = read.data?.[2 * i]
      const decimals = read.data?.[2 * i + 1]
      if (symbol?.status === 'success' && decimals?.status === 'success') {
        map.set(address, {
          address,
          symbol: String(symbol.result),
          decimals: Number(decimals.result),
        })
      }
    })
    return map
  }, [unknown, read.data])

  return useCallback(
    (address: Address) => {
      if (isAddressEqual(address, NATIVE_MARKER)) {
        return { address, symbol: CHAINS[chainId].nativeSymbol, decimals: 18 }
      }
      const token = listed.find((t) => isAddressEqual(t.address, address))
      if (token) return { address: token.address, symbol: token.symbol, decimals: token.decimals }
      return fromChain.get(getAddress(address))
    },
    [chainId, listed, fromChain],
  )
}
