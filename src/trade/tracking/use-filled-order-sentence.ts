import { useMemo } from 'react'
import type { Address } from 'viem'
import type { Order } from '@/api/types'
import { filledSentence, orderTokenWords, type KnownToken } from '@/api/order-outcome'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { useTokenMetadata } from '../tokens/use-token-metadata'

const NO_ADDRESS: readonly Address[] = []

/**
 * The swap dialog's words for a filled order, from the order itself: its tokens (named by
 * the order's addresses: the list and imported tokens, else read from the chain) and its
 * executed amounts. Not from the form, which may show another pair by then (a widget
 * host's UPDATE_PARAMS, a link). Undefined until the order is filled and its tokens named.
 */
export function useFilledOrderSentence(options: {
  order: Order | undefined
  chainId: SupportedChainId
  chainName: string
  tokens: readonly KnownToken[]
}): string | undefined {
  const { order, chainId, chainName, tokens } = options
  const filled = order?.status === 'fulfilled' ? order : undefined
  const unnamed = useMemo(
    () =>
      filled
        ? [filled.sellToken, filled.buyToken].filter(
            (address) => orderTokenWords(chainId, address, tokens) === undefined,
          )
        : NO_ADDRESS,
    [chainId, filled, tokens],
  )
  const read = useTokenMetadata(chainId, unnamed, chainName)
  if (!filled) return undefined
  // A token the chain is still being asked about: wait rather than say "tokens".
  if (read.some((r) => r.status === 'loading')) return undefined
  const fromChain = read.flatMap((r) => (r.status === 'success' ? [r.token] : []))
  return filledSentence(filled, chainId, [...tokens, ...fromChain])
}
