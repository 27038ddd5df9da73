import { t } from '@lingui/core/macro'
import { erc20Abi, type Address } from 'viem'
import { useReadContracts } from 'wagmi'
import type { TokenInfo } from '@/config/token-lists'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

/**
 * Symbol, name and decimals of tokens that are not on the bundled list, read from the
 * chain (one batched round trip for all of them). Chain state: wagmi's `useReadContracts`,
 * never copied into a store.
 */

export type TokenMetadata =
  | { status: 'loading'; address: Address }
  | { status: 'error'; address: Address; sentence: string }
  | { status: 'success'; address: Address; token: TokenInfo }

const FIELDS = ['symbol', 'name', 'decimals'] as const

export function useTokenMetadata(
  chainId: SupportedChainId,
  addresses: readonly Address[],
  chainName: string,
): TokenMetadata[] {
  const result = useReadContracts({
    contracts: addresses.flatMap((address) =>
      FIELDS.map((functionName) => ({ chainId, address, abi: erc20Abi, functionName })),
    ),
    allowFailure: true,
    query: { enabled: addresses.length > 0, staleTime: Infinity },
  })
  return addresses.map((address, i): TokenMetadata => {
    if (result.isPending) return { status: 'loading', address }
    const [symbol, name, decimals] = FIELDS.map((_, j) => result.data?.[i * FIELDS.length + j])
    if (result.isError || !symbol || !decimals) {
      return {
        status: 'error',
        address,
        sentence: t`Could not read this token from ${chainName}; check that the network is reachable.`,
      }
    }
    if (symbol.status !== 'success' || decimals.status !== 'success') {
      return {
        status: 'error',
        address,
        sentence: t`No ERC-20 token with a symbol and decimals exists at this address on ${chainName}.`,
      }
    }
    const decimalsValue = Number(decimals.result)
    if (
      typeof symbol.result !== 'string' ||
      !Number.isInteger(decimalsValue) ||
      decimalsValue > 255
    ) {
      return {
        status: 'error',
        address,
        sentence: t`This contract does not report a usable symbol and decimals.`,
      }
    }
    return {
      status: 'success',
      address,
      token: {
        chainId,
        address,
        symbol: symbol.result.slice(0, 20) || '???',
        name:
          name?.status === 'success' && typeof name.result === 'string'
            ? name.result.slice(0, 60)
            : symbol.result,
        decimals: decimalsValue,
      },
    }
  })
}
