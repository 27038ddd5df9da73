/**
 * A hook is one line over its options factory, as in wagmi (`useBalance` over
 * `getBalanceQueryOptions`): these make that line, so a hook takes exactly its factory's
 * parameters and no file restates them.
 *
 *   export const useOrder = queryHook(orderQueryOptions)
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query'

export function queryHook<
  A extends unknown[],
  TQueryFnData,
  TError,
  TData,
  TQueryKey extends QueryKey,
>(factory: (...args: A) => UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>) {
  return function useFactoryQuery(...args: A) {
    return useQuery(factory(...args))
  }
}

export function infiniteQueryHook<
  A extends unknown[],
  TQueryFnData,
  TError,
  TData,
  TQueryKey extends QueryKey,
  TPageParam,
>(
  factory: (
    ...args: A
  ) => UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
) {
  return function useFactoryInfiniteQuery(...args: A) {
    return useInfiniteQuery(factory(...args))
  }
}

export function mutationHook<A extends unknown[], TData, TError, TVariables, TContext>(
  factory: (...args: A) => UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  return function useFactoryMutation(...args: A) {
    return useMutation(factory(...args))
  }
}
