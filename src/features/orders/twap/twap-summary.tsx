/**
 * A TWAP's standing as the Orders page's row and its own page show it: the progress (parts
 * filled, amounts so far, the next part's time), what stops a part from being posted, its parts
 * as links, and Cancel TWAP (ComposableCoW's `remove` as one Safe transaction, offered inside
 * the owner's Safe).
 */
import { msg, plural, t } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { formatAmount } from '@/lib/format-amount'
import { Link } from '@/lib/hash-router'
import { dateTimeFormat } from '@/lib/locale-format'
import { isSafeApp } from '@/wallet/safe-app'
import { proposeSafeTransaction } from '@/wallet/safe-sdk'
import type { ComposableCowContracts } from '@batchswap/contract/protocol/twap'
import { twapRemoveCall } from '@batchswap/contract/protocol/twap-safe-calls'
import type { TwapPlacementProblem } from './twap-placement'
import type { TwapProgress } from './twap-progress'
import type { SafeTwap, useTwapStanding } from './use-safe-twaps'
import type { OrderStatus } from '@/api/types'

type Standing = ReturnType<typeof useTwapStanding>
type Token = Standing['sell']

export function tokenAmount(value: bigint, token: Token): string {
  return token ? `${formatAmount(value, token.decimals)} ${token.symbol}` : value.toString()
}

/** "TWAP: 20 DAI for USDC". Called during render, so `t` reads the active language. */
export function twapTitle(twap: SafeTwap, { sell, buy }: Pick<Standing, 'sell' | 'buy'>): string {
  const amount = tokenAmount(twap.data.partSellAmount * twap.data.n, sell)
  const buySymbol = buy?.symbol
  return buySymbol ? t`TWAP: ${amount} for ${buySymbol}` : t`TWAP: ${amount} for tokens`
}

/** A date and time in the active language. */
export function formatDateTime(seconds: number): string {
  return dateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' }).format(seconds * 1000)
}

/** A part's order status as the parts list words it (the English is the orderbook's word). */
const PART_STATUS: Record<OrderStatus, MessageDescriptor> = {
  presignaturePending: msg`presignaturePending`,
  open: msg`open`,
  fulfilled: msg`fulfilled`,
  cancelled: msg`cancelled`,
  expired: msg`expired`,
  unknown: msg`unknown`,
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
  const { t } = useLingui()
  const filled = progress.filledParts
  const parts = progress.parts
  const sold = tokenAmount(progress.sold, sell)
  const bought = tokenAmount(progress.bought, buy)
  const nextPartAt =
    progress.nextPartAt === undefined ? undefined : formatDateTime(progress.nextPartAt)
  return (
    <p aria-label={t`TWAP progress`} className="text-fg">
      {t`${filled} of ${plural(parts, { one: '# part', other: '# parts' })} filled · sold ${sold}, bought ${bought}`}{' '}
      ·{' '}
      {progress.state === 'cancelled' ? (
        <Trans>cancelled: no further part is posted</Trans>
      ) : progress.state === 'finished' ? (
        <Trans>finished</Trans>
      ) : nextPartAt !== undefined ? (
        <Trans>next part at {nextPartAt}</Trans>
      ) : (
        <Trans>last part running</Trans>
      )}
    </p>
  )
}

/** The watch-tower's reason a part is not in the orderbook, with its own words under it. */
export function TwapProblemCallout({ problem }: { problem: TwapPlacementProblem }) {
  const { t } = useLingui()
  return (
    <Callout tone="danger" title={t`A part could not be posted`}>
      <p>{problem.sentence}</p>
      <p className="text-xs break-words text-fg-muted">{problem.detail}</p>
    </Callout>
  )
}

export function TwapPartsList({ uids, partOrders }: Pick<Standing, 'uids' | 'partOrders'>) {
  const { t, i18n } = useLingui()
  return (
    <ol aria-label={t`TWAP parts`} className="list-decimal pl-5">
      {uids.map((uid, i) => {
        const order = partOrders[i]
        const number = i + 1
        const status = order ? i18n._(PART_STATUS[order.status]) : undefined
        return (
          <li key={uid}>
            {order ? (
              <Link to={`/orders/${uid}`} className="underline">
                <Trans>
                  Part {number}: {status}
                </Trans>
              </Link>
            ) : (
              <span className="text-fg-muted">
                <Trans>Part {number}: not posted</Trans>
              </span>
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
  )
}

/** The path of a TWAP's own page. */
export function twapHref(twap: Pick<SafeTwap, 'owner' | 'id'>): string {
  return `/orders/twap/${twap.owner}/${twap.id}`
}
