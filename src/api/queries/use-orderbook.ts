/** Hooks of the orderbook family: one line each over the factories. */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import type { Hex } from 'viem'
import type { QuoteRequest } from '@/api/quote-request'
import {
  accountOrdersInfiniteOptions,
  accountOrdersQueryOptions,
  appDataQueryOptions,
  cancelOrderMutationOptions,
  cancelOrdersMutationOptions,
  orderQueryOptions,
  ordersByUidsQueryOptions,
  orderStatusQueryOptions,
  postOrderMutationOptions,
  putAppDataMutationOptions,
  quoteQueryOptions,
  solverCompetitionByTxQueryOptions,
  solverCompetitionQueryOptions,
  versionQueryOptions,
} from './orderbook-queries'
import type { QueryApiContext } from './query-utils'

export const useQuote = (ctx: QueryApiContext, request: QuoteRequest | undefined) =>
  useQuery(quoteQueryOptions(ctx, request))

export const useAccountOrders = (
  ctx: QueryApiContext,
  owner: string | undefined,
  page?: { offset: number; limit: number },
) => useQuery(accountOrdersQueryOptions(ctx, owner, page))

export const useAccountOrderHistory = (
  ctx: QueryApiContext,
  owner: string | undefined,
  pageSize?: number,
) => useInfiniteQuery(accountOrdersInfiniteOptions(ctx, owner, pageSize))

export const useOrdersByUids = (ctx: QueryApiContext, uids: readonly Hex[] | undefined) =>
  useQuery(ordersByUidsQueryOptions(ctx, uids))

export const useOrder = (ctx: QueryApiContext, uid: string | undefined) =>
  useQuery(orderQueryOptions(ctx, uid))

export const useOrderStatus = (ctx: QueryApiContext, uid: string | undefined) =>
  useQuery(orderStatusQueryOptions(ctx, uid))

export const useAppData = (ctx: QueryApiContext, hash: string | undefined) =>
  useQuery(appDataQueryOptions(ctx, hash))

export const useSolverCompetition = (
  ctx: QueryApiContext,
  auctionId: number | 'latest' | undefined,
) => useQuery(solverCompetitionQueryOptions(ctx, auctionId))

export const useSolverCompetitionByTx = (ctx: QueryApiContext, txHash: string | undefined) =>
  useQuery(solverCompetitionByTxQueryOptions(ctx, txHash))

export const useVersion = (ctx: QueryApiContext) => useQuery(versionQueryOptions(ctx))

export const usePostOrder = (ctx: QueryApiContext) => useMutation(postOrderMutationOptions(ctx))

export const useCancelOrders = (ctx: QueryApiContext) =>
  useMutation(cancelOrdersMutationOptions(ctx))

export const useCancelOrder = (ctx: QueryApiContext) => useMutation(cancelOrderMutationOptions(ctx))

export const usePutAppData = (ctx: QueryApiContext) => useMutation(putAppDataMutationOptions(ctx))
