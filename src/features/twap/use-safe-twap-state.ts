/**
 * What a Safe has for a TWAP, read from the chain: its fallback handler (Safe's storage slot),
 * ComposableCoW as the verifier of the settlement's domain (when the handler is the extensible
 * one), and the sell token's balance and allowance to the vault relayer.
 */
import {
  erc20Abi,
  getAddress,
  isAddressEqual,
  slice,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { useReadContract, useReadContracts, useStorageAt } from 'wagmi'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { extensibleFallbackHandlerAbi } from '@batchswap/contract/protocol/extensible-fallback-handler-abi'
import {
  SAFE_FALLBACK_HANDLER_SLOT,
  type ComposableCowContracts,
} from '@batchswap/contract/protocol/twap'
import type { SafeTwapState } from './twap-transaction'

export function useSafeTwapState({
  chainId,
  safe,
  sellToken,
  vaultRelayer,
  contracts,
  settlementDomainSeparator,
}: {
  chainId: SupportedChainId
  safe: Address | undefined
  sellToken: Address | undefined
  vaultRelayer: Address
  contracts: ComposableCowContracts
  settlementDomainSeparator: Hex
}): { state: SafeTwapState | undefined; balance: bigint | undefined } {
  const handler = useStorageAt({
    chainId,
    address: safe,
    slot: SAFE_FALLBACK_HANDLER_SLOT,
    query: {
      enabled: safe !== undefined,
      // The slot holds the address in its low 20 bytes; an empty slot is no handler.
      select: (word) =>
        word === undefined || word === '0x' ? zeroAddress : getAddress(slice(word, 12)),
    },
  })
  const isExtensible =
    handler.data !== undefined && isAddressEqual(handler.data, contracts.extensibleFallbackHandler)
  const verifier = useReadContract({
    chainId,
    address: contracts.extensibleFallbackHandler,
    abi: extensibleFallbackHandlerAbi,
    functionName: 'domainVerifiers',
    args: safe ? [safe, settlementDomainSeparator] : undefined,
    query: { enabled: safe !== undefined && isExtensible },
  })
  const token = useReadContracts({
    contracts:
      safe && sellToken
        ? [
            { chainId, address: sellToken, abi: erc20Abi, functionName: 'balanceOf', args: [safe] },
            {
              chainId,
              address: sellToken,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [safe, vaultRelayer],
            },
          ]
        : [],
    allowFailure: false,
    query: { enabled: safe !== undefined && sellToken !== undefined },
  })
  const [balance, allowance] = token.data ?? []
  const ready =
    handler.data !== undefined &&
    allowance !== undefined &&
    (!isExtensible || verifier.data !== undefined)
  return {
    balance,
    state: ready
      ? {
          fallbackHandler: handler.data,
          domainVerifier: isExtensible ? verifier.data : undefined,
          allowance,
        }
      : undefined,
  }
}
