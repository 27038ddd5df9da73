import { useMutationState } from '@tanstack/react-query'
import { isHex, size, type Hex } from 'viem'
import { orderbookKeys } from './orderbook-queries'
import type { QueryApiContext } from './query-utils'

/** Key of the on-chain `invalidateOrder` mutations; variables `{ uid }`, result its tx hash. */
export function invalidateOrderMutationKey(ctx: QueryApiContext) {
  return orderbookKeys.mutation(ctx, 'invalidateOrder')
}

/**
 * The transaction that cancelled `uid` on chain, when this tab sent it and saw it confirmed
 * (React Query's mutation cache; a reload forgets it). The service never serves it: for an
 * eth-flow order it is where the trader's ETH came back, there being no refund transaction.
 */
export function useInvalidationTx(ctx: QueryApiContext, uid: string | undefined): Hex | undefined {
  const hashes = useMutationState({
    filters: {
      mutationKey: invalidateOrderMutationKey(ctx),
      status: 'success',
      predicate: (m) => {
        const variables = m.state.variables as { uid?: unknown } | undefined
        return (
          uid !== undefined &&
          typeof variables?.uid === 'string' &&
          variables.uid.toLowerCase() === uid.toLowerCase()
        )
      },
    },
    select: (m) => m.state.data,
  })
  const last = hashes.at(-1)
  return isHex(last) && size(last) === 32 ? last : undefined
}
