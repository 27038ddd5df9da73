/**
 * A TWAP's standing as the Orders page's row and its own page show it: the progress (parts
 * filled, amounts so far, the next part's time), what stops a part from being posted, its parts
 * as links, and Cancel TWAP (ComposableCoW's `remove` as one Safe transaction, offered inside
 * the owner's Safe).
 */
import { useMutation } from '@tanstack/react-query'
import { isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { formatAmount } from '@/lib/format-amount'
import { Link } from '@/lib/hash-router'
import { isSafeApp } from '@/wallet/safe-app'
import { proposeSafeTransaction } from '@/wallet/safe-sdk'
import type { ComposableCowContracts } from '@batchswap/contract/protocol/twap'
import { twapRemoveCall } from '@batchswap/contract/protocol/twap-safe-calls'
import type { TwapPlacementProblem } from './twap-placement'
import type { TwapProgress } from './twap-progress'
import type { SafeTwap, useTwapStanding } from './use-safe-twaps'

type Standing = ReturnType<typeof useTwapStanding>
type Token = Standing['sell']

export function tokenAmount(value: bigint, token: Token): string {
  return token ? `${formatAmount(value, token.decimals)} ${token.symbol}` : value.toString()
}

/** "TWAP: 20 DAI for USDC". */
export function twapTitle(twap: SafeTwap, { sell, buy }: Pick<Standing, 'sell' | 'buy'>): string {
  return `TWAP: ${tokenAmount(twap.data.partSellAmount * twap.data.n, sell)} for ${buy?.symbol ?? 'tokens'}`
}

export function TwapProgressLine({
  progress,
  sell,
  buy,
}: {
  progress: TwapProgress
  sell: Token
  buy: Token
}) {
  return (
    <p aria-label="TWAP progress" className="text-fg">
      {progress.filledParts} of {progress.parts} parts filled · sold{' '}
      {tokenAmount(progress.sold, sell)}, bought {tokenAmount(progress.bought, buy)} ·{' '}
      {progress.state === 'cancelled'
        ? 'cancelled: no further part is posted'
        : progress.state === 'finished'
          ? 'finished'
          : progress.nextPartAt !== undefined
            ? `next part at ${new Date(progress.nextPartAt * 1000).toLocaleString()}`
            : 'last part running'}
    </p>
  )
}

/** The watch-tower's reason a part is not in the orderbook, with its own words under it. */
export function TwapProblemCallout({ problem }: { problem: TwapPlacementProblem }) {
  return (
    <Callout tone="danger" title="A part could not be posted">
      <p>{problem.sentence}</p>
      <p className="text-xs break-words text-fg-muted">{problem.detail}</p>
    </Callout>
  )
}

export function TwapPartsList({ uids, partOrders }: Pick<Standing, 'uids' | 'partOrders'>) {
  return (
    <ol aria-label="TWAP parts" className="list-decimal pl-5">
      {uids.map((uid, i) => {
        const order = partOrders[i]
        return (
          <li key={uid}>
            {order ? (
              <Link to={`/orders/${uid}`} className="underline">
                Part {i + 1}: {order.status}
              </Link>
            ) : (
              <span className="text-fg-muted">Part {i + 1}: not posted</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/** Cancel TWAP, inside the owner's Safe, while parts are still to come. */
export function TwapCancel({
  twap,
  contracts,
  progress,
}: {
  twap: SafeTwap
  contracts: ComposableCowContracts
  progress: TwapProgress
}) {
  const { address } = useAccount()
  const cancel = useMutation({
    mutationFn: () => {
      const call = twapRemoveCall(contracts, twap.params)
      return proposeSafeTransaction([{ to: call.to, value: '0', data: call.data }])
    },
  })
  const owned = isSafeApp && address !== undefined && isAddressEqual(address, twap.owner)
  if (!owned || progress.state === 'cancelled' || progress.state === 'finished') return null
  return (
    <div>
      {cancel.data ? (
        <p>Cancellation proposed in your Safe.</p>
      ) : (
        <Button
          variant="danger"
          size="sm"
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          Cancel TWAP
        </Button>
      )}
      {cancel.error && <p className="text-danger">{cancel.error.message}</p>}
    </div>
  )
}

/** The path of a TWAP's own page. */
export function twapHref(twap: Pick<SafeTwap, 'owner' | 'id'>): string {
  return `/orders/twap/${twap.owner}/${twap.id}`
}
