/**
 * The Safe's TWAP orders on the Orders page: each TWAP (ComposableCoW's ConditionalOrderCreated
 * of the Safe, with the TWAP handler) with its progress, its parts (their UIDs follow from the
 * TWAP's data and start, so the orderbook is asked for exactly them) as links, and a cancel
 * that proposes ComposableCoW's `remove` as one Safe transaction. Shown inside a Safe only.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { statusChip } from '../order-status'
import { dateTimeFormat } from '@/lib/locale-format'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { isAddressEqual, type Address, type PublicClient } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { ordersByUidsQueryOptions } from '@/api/queries/orderbook-queries'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { getListedTokens } from '@/config/token-lists'
import { formatAmount } from '@/lib/format-amount'
import { Link } from '@/lib/hash-router'
import { useNowSeconds } from '@/lib/use-now-seconds'
import { useSettingsStore } from '@/lib/settings-store'
import { isSafeApp } from '@/wallet/safe-app'
import { proposeSafeTransaction } from '@/wallet/safe-sdk'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useApiContext } from '@/wallet/use-api-context'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import {
  composableContractsFor,
  conditionalOrderId,
  decodeTwapStaticInput,
  twapPartUids,
  type ComposableCowContracts,
  type ConditionalOrderParams,
  type TwapData,
} from '@batchswap/contract/protocol/twap'
import { twapRemoveCall } from '@batchswap/contract/protocol/twap-safe-calls'
import { twapProgress } from './twap-progress'

interface SafeTwap {
  params: ConditionalOrderParams
  data: TwapData
  start: number
  active: boolean
}

/** The Safe's TWAPs, read off ComposableCoW (its events, `singleOrders`, the start in `cabinet`). */
function safeTwapsQueryOptions(
  client: PublicClient | undefined,
  chainId: number,
  owner: Address,
  contracts: ComposableCowContracts,
) {
  // The client is the app's one for `chainId` (in the key); it cannot be hashed itself.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['chain', chainId, 'twaps', owner, contracts],
    enabled: client !== undefined,
    refetchInterval: 10_000,
    queryFn: async (): Promise<SafeTwap[]> => {
      if (!client) return []
      const logs = await client.getContractEvents({
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
            client.readContract({
              address: contracts.composableCow,
              abi: composableCowAbi,
              functionName: 'singleOrders',
              args: [owner, id],
            }),
            client.readContract({
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
                : Number((await client.getBlock({ blockNumber: log.blockNumber })).timestamp)
          return { params, data, start, active }
        }),
      )
    },
  })
}

export function TwapOrdersSection() {
  const { address } = useAccount()
  if (!isSafeApp || !address) return null
  return <SafeTwaps owner={address} />
}

function SafeTwaps({ owner }: { owner: Address }) {
  const { chain, chainId } = useActiveChain()
  // wagmi's client is viem's PublicClient, typed from wagmi's own copy of viem: the two
  // declarations differ only in their transaction unions.
  const client = usePublicClient({ chainId }) as PublicClient | undefined
  const contracts = composableContractsFor(chain)
  const twaps = useQuery(safeTwapsQueryOptions(client, chainId, owner, contracts))
  if (!twaps.data || twaps.data.length === 0) return null
  return (
    <section aria-label={t`TWAP orders`} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-fg">
        <Trans>TWAP orders</Trans>
      </h2>
      {twaps.data.map((twap) => (
        <TwapCard
          key={conditionalOrderId(twap.params)}
          owner={owner}
          twap={twap}
          contracts={contracts}
        />
      ))}
    </section>
  )
}

function TwapCard({
  owner,
  twap,
  contracts,
}: {
  owner: Address
  twap: SafeTwap
  contracts: ComposableCowContracts
}) {
  const { chainId } = useActiveChain()
  const env = useSettingsStore((s) => s.environment)
  const apiContext = useApiContext()
  const now = useNowSeconds()
  const uids = twapPartUids(getDomainFor(chainId, env), twap.data, twap.start, owner)
  const orders = useQuery(ordersByUidsQueryOptions(apiContext, uids))
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
  const cancel = useMutation({
    mutationFn: () => {
      const call = twapRemoveCall(contracts, twap.params)
      return proposeSafeTransaction([{ to: call.to, value: '0', data: call.data }])
    },
  })
  const amount = (value: bigint, token: typeof sell) =>
    token ? `${formatAmount(value, token.decimals)} ${token.symbol}` : value.toString()
  const total = amount(twap.data.partSellAmount * twap.data.n, sell)
  const bought = buy?.symbol ?? t`tokens`
  const title = t`TWAP: ${total} for ${bought}`
  const filledParts = progress.filledParts
  const parts = progress.parts
  const soldText = amount(progress.sold, sell)
  const boughtText = amount(progress.bought, buy)
  const nextAt =
    progress.nextPartAt !== undefined
      ? dateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' }).format(
          new Date(progress.nextPartAt * 1000),
        )
      : ''
  return (
    <Card className="flex flex-col gap-2 p-4 text-sm">
      <h3 className="font-semibold text-fg">{title}</h3>
      <p aria-label={t`TWAP progress`} className="text-fg">
        {t`${filledParts} of ${parts} parts filled · sold ${soldText}, bought ${boughtText}`} ·{' '}
        {progress.state === 'cancelled'
          ? t`cancelled: no further part is posted`
          : progress.state === 'finished'
            ? t`finished`
            : progress.nextPartAt !== undefined
              ? t`next part at ${nextAt}`
              : t`last part running`}
      </p>
      <ol aria-label={t`TWAP parts`} className="list-decimal pl-5">
        {uids.map((uid, i) => {
          const order = partOrders[i]
          const part = i + 1
          return (
            <li key={uid}>
              {order ? (
                <Link to={`/orders/${uid}`} className="underline">
                  {t`Part ${part}: ${statusChip(order, { nowSeconds: now }).label}`}
                </Link>
              ) : (
                <span className="text-fg-muted">{t`Part ${part}: not posted`}</span>
              )}
            </li>
          )
        })}
      </ol>
      {progress.state !== 'cancelled' && progress.state !== 'finished' && (
        <div>
          {cancel.data ? (
            <p>
              <Trans>Cancellation proposed in your Safe.</Trans>
            </p>
          ) : (
            <Button
              variant="danger"
              size="sm"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              <Trans>Cancel TWAP</Trans>
            </Button>
          )}
          {cancel.error && <p className="text-danger">{cancel.error.message}</p>}
        </div>
      )}
    </Card>
  )
}
