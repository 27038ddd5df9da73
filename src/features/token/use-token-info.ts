import { erc20Abi, isAddressEqual, zeroAddress } from 'viem'
import { useReadContracts } from 'wagmi'
import { getListedTokens } from '@/config/token-lists'
import type { ChainInfo } from '@batchswap/contract/protocol/chains'
import type { TokenRef } from './token-route'

export interface TokenInfoView {
  symbol: string | undefined
  name: string | undefined
  decimals: number | undefined
  totalSupply: bigint | undefined
  /** Still reading the contract. */
  loading: boolean
  /** The address did not answer as an ERC-20 contract on this chain. */
  notAContract: boolean
}

/** Supply moves; name, symbol and decimals never do. */
const SUPPLY_STALE_MS = 60_000

/**
 * What the page needs to know about a token: read from its contract on the page's chain,
 * with the bundled list as the fallback when the chain cannot be reached. The native
 * currency has no contract: 18 decimals and the chain's symbol.
 */
export function useTokenInfo(chain: ChainInfo, token: TokenRef): TokenInfoView {
  const address = token.native ? undefined : token.address
  const listed = address
    ? getListedTokens(chain.id).find((t) => isAddressEqual(t.address, address))
    : undefined
  const chainId = chain.id
  // Runs only with an address (`enabled`).
  const contract = { chainId, address: address ?? zeroAddress, abi: erc20Abi } as const
  const read = useReadContracts({
    contracts: [
      { ...contract, functionName: 'name' },
      { ...contract, functionName: 'symbol' },
      { ...contract, functionName: 'decimals' },
      { ...contract, functionName: 'totalSupply' },
    ],
    allowFailure: true,
    query: { enabled: address !== undefined, staleTime: SUPPLY_STALE_MS },
  })

  if (token.native) {
    return {
      symbol: chain.nativeSymbol,
      name: `${chain.name} native currency`,
      decimals: 18,
      totalSupply: undefined,
      loading: false,
      notAContract: false,
    }
  }
  const [name, symbol, decimals, totalSupply] = read.data ?? []
  const ok = <T>(entry: { status: 'success'; result: T } | { status: 'failure' } | undefined) =>
    entry?.status === 'success' ? entry.result : undefined
  const chainDecimals = ok(decimals)
  return {
    name: ok(name) ?? listed?.name,
    symbol: ok(symbol) ?? listed?.symbol,
    decimals: chainDecimals === undefined ? listed?.decimals : Number(chainDecimals),
    totalSupply: ok(totalSupply),
    loading: read.isPending,
    // Every call failed although the chain answered: no token lives at this address.
    notAContract:
      read.data !== undefined && read.data.every((entry) => entry.status === 'failure') && !listed,
  }
}
