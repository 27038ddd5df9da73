import { erc20Abi, isAddressEqual, zeroAddress } from 'viem'
import { useReadContract, useReadContracts } from 'wagmi'
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
 * What the page needs to know about a token. A listed token's name, symbol and decimals are
 * the bundled list's, as everywhere else in the app (they never change): only its supply is
 * read from the chain. Any other token is read from its contract on the page's chain. The
 * native currency has no contract: 18 decimals and the chain's symbol.
 */
export function useTokenInfo(chain: ChainInfo, token: TokenRef): TokenInfoView {
  const address = token.native ? undefined : token.address
  const listed = address
    ? getListedTokens(chain.id).find((t) => isAddressEqual(t.address, address))
    : undefined
  const chainId = chain.id
  // Each runs only when needed (`enabled`); zeroAddress only fills the contract's shape.
  const contract = { chainId, address: address ?? zeroAddress, abi: erc20Abi } as const
  const supply = useReadContract({
    ...contract,
    functionName: 'totalSupply',
    query: { enabled: address !== undefined, staleTime: SUPPLY_STALE_MS },
  })
  const described = useReadContracts({
    contracts: [
      { ...contract, functionName: 'name' },
      { ...contract, functionName: 'symbol' },
      { ...contract, functionName: 'decimals' },
    ],
    allowFailure: true,
    query: { enabled: address !== undefined && !listed, staleTime: Infinity },
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
  if (listed) {
    return {
      name: listed.name,
      symbol: listed.symbol,
      decimals: listed.decimals,
      totalSupply: supply.data,
      loading: supply.isPending,
      notAContract: false,
    }
  }
  const [name, symbol, decimals] = described.data ?? []
  const ok = <T>(entry: { status: 'success'; result: T } | { status: 'failure' } | undefined) =>
    entry?.status === 'success' ? entry.result : undefined
  const chainDecimals = ok(decimals)
  return {
    name: ok(name),
    symbol: ok(symbol),
    decimals: chainDecimals === undefined ? undefined : Number(chainDecimals),
    totalSupply: supply.data,
    loading: described.isPending || supply.isPending,
    // Every call failed although the chain answered: no token lives at this address.
    notAContract:
      described.data !== undefined &&
      described.data.every((entry) => entry.status === 'failure') &&
      supply.isError,
  }
}
