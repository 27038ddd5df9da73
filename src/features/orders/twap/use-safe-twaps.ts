/**
 * A Safe's TWAPs and each one's standing, for the Orders page's TWAP rows, a TWAP's own page
 * and a part's page: the TWAPs read off ComposableCoW (its ConditionalOrderCreated events of
 * the owner with the TWAP handler, `singleOrders`, the start in `cabinet`), each part's order
 * by its UID (the UIDs follow from the TWAP's data and start), the progress, and what the
 * watch-tower reports of a part it could not post.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { isAddressEqual, type Address, type Client, type Hex } from 'viem'
import { getBlock, getContractEvents, readContract } from 'viem/actions'
import { useClient } from 'wagmi'
import { ordersByUidsQueryOptions } from '@/api/queries/orderbook-queries'
import { serviceReadOptions, type QueryApiContext } from '@/api/queries/query-utils'
import { getWatchedConditionalOrders, hasWatchTower } from '@/api/watch-tower'
import { getListedTokens } from '@/config/token-lists'
import { useNowSeconds } from '@/lib/use-now-seconds'
import { useSettingsStore } from '@/lib/settings-store'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useApiContext } from '@/wallet/use-api-context'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import {
  composableContractsFor,
  conditionalOrderId,
  decodeTwapStaticInput,
  twapEnd,
  twapPartUids,
  type ComposableCowContracts,
  type ConditionalOrderParams,
  type TwapData,
} from '@batchswap/contract/protocol/twap'
import { twapPlacementProblem, watchedById } from './twap-placement'
import { twapProgress } from './twap-progress'

export interface SafeTwap {
  /** ComposableCoW's `hash(params)`: the TWAP's id. */
  id: Hex
  owner: Address
  params: ConditionalOrderParams
  data: TwapData
  start: number
  /** ComposableCoW still has it (not removed). */
  active: boolean
}

/** How often the TWAPs and the watch-tower's report are read again. */
const TWAP_POLL_MS = 5_000

/** The owner's TWAPs, oldest first. */
function safeTwapsQueryOptions(
  client: Client | undefined,
  chainId: number,
  owner: Address | undefined,
  contracts: ComposableCowContracts,
) {
  // The client is the app's one for `chainId` (in the key); it cannot be hashed itself.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['chain', chainId, 'twaps', owner ?? null, contracts],
    enabled: client !== undefined && owner !== undefined,
    refetchInterval: TWAP_POLL_MS,
    queryFn: async (): Promise<SafeTwap[]> => {
      if (!client || !owner) return []
      const logs = await getContractEvents(client, {
        address: contracts.composableCow,
        abi: composableCowAbi,
        eventName: 'ConditionalOrderCreated',
        args: { owner },
        fromBlock: 'earliest',
        strict: true,
      })
      const twaps = logs.filter((log) =>
        isAddressEqual(log.args.params.handler, contracts.twapHandler),
      )
      return Promise.all(
        twaps.map(async (log) => {
          const params = { ...log.args.params }
          const id = conditionalOrderId(params)
          const [active, cabinet] = await Promise.all([
            readContract(client, {
              address: contracts.composableCow,
              abi: composableCowAbi,
              functionName: 'singleOrders',
              args: [owner, id],
            }),
            readContract(client, {
              address: contracts.composableCow,
              abi: composableCowAbi,
              functionName: 'cabinet',
              args: [owner, id],
            }),
          ])
          const data = decodeTwapStaticInput(params.staticInput)
          // A TWAP that starts when mined keeps its start in the cabinet (emptied by remove:
          // then the creating block's time stands in).
          const fromCabinet = Number(BigInt(cabinet))
          const start =
            data.t0 !== 0n
              ? Number(data.t0)
              : fromCabinet !== 0
                ? fromCabinet
                : Number((await getBlock(client, { blockNumber: log.blockNumber })).timestamp)
          return { id, owner, params, data, start, active }
        }),
      )
    },
  })
}

/** What the watch-tower reports of the owner's conditional orders (the sandbox's only). */
function watchTowerQueryOptions(ctx: QueryApiContext, owner: Address | undefined) {
  return serviceReadOptions(
    ctx,
    ['watchTower', ctx.env, ctx.chainId, owner ?? null] as const,
    hasWatchTower(ctx) ? owner : undefined,
    getWatchedConditionalOrders,
    { poll: TWAP_POLL_MS },
  )
}

/** The owner's TWAPs (undefined while they load) and the chain's ComposableCoW contracts. */
export function useSafeTwaps(owner: Address | undefined) {
  const { chain, chainId } = useActiveChain()
  // The bare client with viem's actions imported one by one: wagmi's usePublicClient would
  // bring every public action (and their contract bytecodes) into the app.
  const client = useClient({ chainId })
  const contracts = composableContractsFor(chain)
  const twaps = useQuery(safeTwapsQueryOptions(client, chainId, owner, contracts))
  return { twaps, contracts }
}

/** One TWAP's parts, progress, tokens and what stands in the way of its next part. */
export function useTwapStanding(twap: SafeTwap) {
  const { chainId } = useActiveChain()
  const env = useSettingsStore((s) => s.environment)
  const apiContext = useApiContext()
  const now = useNowSeconds()
  const uids = twapPartUids(getDomainFor(chainId, env), twap.data, twap.start, twap.owner)
  const byUids = ordersByUidsQueryOptions(apiContext, uids)
  // While parts are still to come, a part not yet in the orderbook may appear at any round:
  // asked again although none of the known parts is pending.
  const live = twap.active && now < twapEnd(twap.data, twap.start)
  const orders = useQuery({
    ...byUids,
    refetchInterval: live ? TWAP_POLL_MS : byUids.refetchInterval,
  })
  const watched = useQuery(watchTowerQueryOptions(apiContext, twap.owner))
  const partOrders = uids.map((uid) => orders.data?.byUid.get(uid.toLowerCase()))
  const progress = twapProgress({
    data: twap.data,
    start: twap.start,
    now,
    active: twap.active,
    partOrders,
  })
  const tokens = getListedTokens(chainId)
  const sell = tokens.find((t) => isAddressEqual(t.address, twap.data.sellToken))
  const buy = tokens.find((t) => isAddressEqual(t.address, twap.data.buyToken))
  const problem =
    progress.state === 'running' || progress.state === 'scheduled'
      ? twapPlacementProblem({
          watched: watchedById(watched.data, twap.id),
          partUids: uids,
          sellSymbol: sell?.symbol ?? 'the sell token',
        })
      : undefined
  return { uids, partOrders, progress, sell, buy, problem }
}
