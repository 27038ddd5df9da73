/**
 * One line of the orders table (a card on phones): selection, pair, amounts, kind and class
 * (market or limit), limit price, market price and distance, filled % (with the average
 * execution price), status, creation date, expiry and the link to the order. Rows the service does
 * not list or could not read keep their place with a sentence instead of the amounts.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { memo } from 'react'
import { orderDeadline, orderSellToken, type Order } from '@/api/types'
import { cn } from '@/lib/cn'
import { ChevronRightIcon } from '@/components/ui/icons'
import { shortenAddress } from '@/lib/format-amount'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { FilledCell, LimitPrice, MarketPrice, NoValue, OrderAmounts } from './order-cells'
import { orderClassOf, orderKindLabel } from '@/api/order-kind'
import { pairKey, type PairMarket } from '../why-not-filling/order-market'
import { orderTags, unreadableSentence } from '../order-facts'
import { otherSettlement, otherSettlementTitle } from '../settlement-check'
import {
  fundsKey,
  rowEnd,
  rowEndWords,
  type OrderRow,
  type OwnerFunds,
  type RowEnd,
} from './order-rows'
import { useFillTime } from './use-fill-times'
import { isLive, statusChip, type StatusChip as StatusChipModel } from '../order-status'
import { AT_WIDE, CARD, dateFormat, GRID } from './orders-table-layout'
import { RowLink, TokenAmountSymbol, type RowNavigator } from './row-link'
import { StatusChip } from '../status-chip'
import { WhyNotFillingLine } from '../why-not-filling/why-not-filling-note'
import type { TokenLookup } from '@/lib/token-lookup'
import { whyNotFilling } from '@/trade/tracking/why-not-filling'

function rowProblem(row: Exclude<OrderRow, { type: 'order' }>): string {
  if (row.type === 'missing' && row.ethFlowTx) {
    const tx = `${row.ethFlowTx.slice(0, 8)}…${row.ethFlowTx.slice(-6)}`
    return t`Sent on chain in transaction ${tx}: waiting for the service to index it.`
  }
  const description = row.type === 'missing' ? '' : unreadableSentence(row.description)
  return row.type === 'missing'
    ? t`The service does not list this order (yet).`
    : t`The service could not read this order: ${description}`
}

function pairText(row: OrderRow, lookup: TokenLookup): string {
  if (row.type !== 'order') {
    const shortUid = shortenAddress(row.uid, 4)
    return t`Order ${shortUid}`
  }
  const sold = orderSellToken(row.order)
  const sell = lookup(sold)?.symbol ?? shortenAddress(sold)
  const buy = lookup(row.order.buyToken)?.symbol ?? shortenAddress(row.order.buyToken)
  return `${sell} → ${buy}`
}

/**
 * "Native ETH · Hooks": what marks an order placed elsewhere (the class has its own column),
 * and first of all an order signed for another settlement contract (settlement-check.ts).
 */
function tagLine(order: Order, chainId: SupportedChainId, settlement: Address | undefined): string {
  // The class has its own column: its tags are left out (compared in the active language).
  const classTags = [t`Limit`, t`Other class`]
  const tags = orderTags(order, CHAINS[chainId].nativeSymbol).filter(
    (tag) => !classTags.includes(tag),
  )
  if (otherSettlement(order, settlement)) tags.unshift(otherSettlementTitle())
  return tags.join(' · ')
}

function chipOf(
  row: OrderRow,
  nowSeconds: number,
  cancelling: ReadonlySet<string>,
): StatusChipModel {
  if (row.type === 'missing' && row.ethFlowTx) {
    return { status: 'open', label: t`Indexing`, tone: 'progress' }
  }
  if (row.type === 'missing') return { status: 'open', label: t`Not found`, tone: 'warning' }
  if (row.type === 'error') return { status: 'open', label: t`Unreadable`, tone: 'danger' }
  return statusChip(row.order, { nowSeconds, cancelling: cancelling.has(row.uid.toLowerCase()) })
}

/** What every row of a table shares: how to name tokens, the clock, and the selection. */
export interface OrderRowsContext {
  lookup: TokenLookup
  chainId: SupportedChainId
  nowSeconds: number
  /** Lower-case UIDs with a cancellation in flight. */
  cancelling: ReadonlySet<string>
  /** Lower-case UIDs that may be selected for cancellation; no checkboxes when undefined. */
  selectable?: ReadonlySet<string>
  selected?: ReadonlySet<string>
  onToggle?: (uid: string) => void
  /** The market of each pair of the live orders, by `pairKey` (one quote per pair). */
  markets?: ReadonlyMap<string, PairMarket>
  /** The owner's sell-token balances and allowances, by `fundsKey` (one read for all). */
  funds?: OwnerFunds
  /** Each filled order's last trade block, by lower-case UID (one read for all). */
  fillBlocks?: ReadonlyMap<string, number>
  /** The settlement contract of the network and environment (`expectedSettlement`). */
  settlement?: Address
}

export interface OrdersTableRowProps extends OrderRowsContext {
  row: OrderRow
  index: number
  last: boolean
  offset: number
  /** Set while row heights vary (phones and tablets); rows have a fixed height from xl up. */
  measureRef: ((element: HTMLElement | null) => void) | undefined
  nav: RowNavigator
}

/**
 * Memoised: while scrolling, the rows already on screen keep their props (same row, same
 * offset) and are not rendered again; only the rows coming into view are.
 */
export const OrdersTableRow = memo(function OrdersTableRow({
  row,
  index,
  last,
  offset,
  measureRef,
  lookup,
  chainId,
  nowSeconds,
  cancelling,
  selectable,
  selected,
  onToggle,
  markets,
  funds,
  fillBlocks,
  settlement,
  nav,
}: OrdersTableRowProps) {
  const key = row.uid.toLowerCase()
  const pair = pairText(row, lookup)
  const chip = chipOf(row, nowSeconds, cancelling)
  const canSelect = selectable?.has(key) ?? false
  const created = row.type === 'order' ? row.order.creationDate : new Date(row.submittedAt)
  const createdText = dateFormat().format(created)
  // Eth-flow orders sign validTo = uint32 max; the trader's deadline is userValidTo.
  const validTo = row.type === 'order' ? orderDeadline(row.order) : row.validTo
  const live = row.type === 'order' ? isLive(row.order, nowSeconds) : validTo > nowSeconds
  const market = row.type === 'order' && live ? markets?.get(pairKey(row.order)) : undefined
  const filled = row.type === 'order' && row.order.status === 'fulfilled'
  const fill = useFillTime(chainId, filled ? fillBlocks?.get(key) : undefined)
  const end = rowEnd(row, nowSeconds, fill)
  const why =
    row.type === 'order' && live && chip.status !== 'cancelling'
      ? whyNotFilling({
          order: row.order,
          nowSeconds,
          market,
          funds: funds?.get(fundsKey(row.order.owner, row.order.sellToken)),
        })
      : undefined

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measureRef}
      className={cn(
        // contain: a row's layout never affects the rest of the page, so adding one while
        // scrolling lays out that row only.
        'absolute inset-x-0 top-0 border-b border-line px-4 py-3 [contain:content] hover:bg-surface-muted/60 xl:h-16 xl:py-0',
        last && 'border-b-0',
        selected?.has(key) && 'bg-brand-soft/50',
        CARD,
        GRID,
      )}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div role="cell" className={cn('col-start-1 row-start-1 flex items-center', AT_WIDE)}>
        {canSelect && onToggle && (
          <input
            type="checkbox"
            className="size-4 accent-brand"
            aria-label={t`Select order ${pair}, created ${createdText}`}
            checked={selected?.has(key) ?? false}
            onChange={() => onToggle(key)}
          />
        )}
      </div>

      <div
        role="cell"
        className={cn('col-start-2 row-start-1 min-w-0 font-semibold text-fg', AT_WIDE)}
      >
        {row.type === 'order' ? (
          // One line in the table; in a phone's card the pair may take two.
          <span className="xl:whitespace-nowrap">
            <TokenAmountSymbol
              token={orderSellToken(row.order)}
              lookup={lookup}
              chainId={chainId}
              nav={nav}
            />
            <span aria-hidden="true" className="mx-1 text-fg-subtle">
              →
            </span>
            <wbr />
            <span className="sr-only">
              {' '}
              <Trans context="from one token to another">to</Trans>{' '}
            </span>
            <TokenAmountSymbol
              token={row.order.buyToken}
              lookup={lookup}
              chainId={chainId}
              nav={nav}
            />
            {tagLine(row.order, chainId, settlement) !== '' && (
              <span className="block text-xs font-normal whitespace-normal text-fg-subtle">
                {tagLine(row.order, chainId, settlement)}
              </span>
            )}
          </span>
        ) : (
          <span className="font-mono text-[0.8125rem] whitespace-nowrap" title={row.uid}>
            {pair}
          </span>
        )}
      </div>

      {row.type === 'order' ? (
        <OrderCells row={row} lookup={lookup} chainId={chainId} live={live} market={market} />
      ) : (
        // The service has no order to show: the sentence takes the order's columns.
        <div
          role="cell"
          aria-colspan={5}
          className={cn('col-span-2 col-start-2 row-start-2 min-w-0', AT_WIDE, 'xl:col-span-5')}
        >
          <p className="text-fg-muted">{rowProblem(row)}</p>
        </div>
      )}

      <div
        role="cell"
        className={cn(
          // max-w-full: the why-not-filling line is cut (its title has it whole) rather than
          // drawn over the pair beside it.
          'col-start-3 row-start-1 flex max-w-full min-w-0 flex-col items-end justify-self-end xl:items-start',
          AT_WIDE,
        )}
      >
        <StatusChip chip={chip} />
        {/* Why a live order has not filled (market, funds): read only for the rows on screen. */}
        <WhyNotFillingLine why={why} />
      </div>

      <div
        role="cell"
        className={cn(
          'col-span-2 col-start-2 row-start-4 flex flex-wrap justify-between gap-x-3 text-fg-muted',
          AT_WIDE,
          'xl:block',
        )}
      >
        <OrderTimes created={created} end={end} nowSeconds={nowSeconds} />
      </div>

      <div
        role="cell"
        className={cn('col-start-4 row-start-1 justify-self-end', AT_WIDE, 'xl:justify-self-end')}
      >
        <RowLink
          nav={nav}
          path={`/orders/${row.uid}`}
          className="inline-flex size-8 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
          aria-label={t`Details of order ${pair}, created ${createdText}`}
        >
          <ChevronRightIcon className="size-4" strokeWidth={2} />
        </RowLink>
      </div>
    </div>
  )
})

/** Amounts, kind and class, limit price, market price and filled %: an order's own cells. */
function OrderCells({
  row,
  lookup,
  chainId,
  live,
  market,
}: {
  row: Extract<OrderRow, { type: 'order' }>
  lookup: TokenLookup
  chainId: SupportedChainId
  live: boolean
  market: PairMarket | undefined
}) {
  const kind = orderClassOf(row.order)
  return (
    <>
      <div role="cell" className={cn('col-span-2 col-start-2 row-start-2 min-w-0', AT_WIDE)}>
        <OrderAmounts row={row} lookup={lookup} chainId={chainId} />
      </div>

      <div role="cell" className={cn('col-start-2 row-start-3', AT_WIDE)}>
        <span className="leading-snug xl:block">
          <span className="font-medium text-fg">
            {row.order.kind === 'sell' ? <Trans>Sell</Trans> : <Trans>Buy</Trans>}
          </span>
          <span aria-hidden="true" className="text-fg-subtle xl:hidden">
            {' · '}
          </span>
          <span
            className={cn(
              'inline-block rounded-full px-1.5 text-xs font-medium xl:mt-0.5',
              kind === 'limit' ? 'bg-brand-soft text-brand-text' : 'bg-surface-muted text-fg-muted',
            )}
          >
            {orderKindLabel(kind)}
          </span>
        </span>
      </div>

      <div
        role="cell"
        className={cn('col-start-3 row-start-3 max-w-full justify-self-end text-right', AT_WIDE)}
      >
        <LimitPrice row={row} lookup={lookup} />
      </div>

      {/* An ended order has no market price: a labelled dash in the table, nothing on a card. */}
      <div role="cell" className={cn('col-start-2 row-start-5', AT_WIDE, !live && 'max-xl:hidden')}>
        {live ? (
          <MarketPrice order={row.order} market={market} lookup={lookup} />
        ) : (
          <NoValue why={t`No market price: the order has ended`} />
        )}
      </div>

      <div
        role="cell"
        className={cn('col-start-3 row-start-5 max-w-full justify-self-end text-right', AT_WIDE)}
      >
        <FilledCell order={row.order} lookup={lookup} />
      </div>
    </>
  )
}

/** When the order was placed, and how long it has left or when it ended (`rowEnd`). */
function OrderTimes({
  created,
  end,
  nowSeconds,
}: {
  created: Date
  end: RowEnd
  nowSeconds: number
}) {
  const words = rowEndWords(end, nowSeconds, (date) => dateFormat().format(date))
  const placed = dateFormat().format(created)
  const ends = words.at ? dateFormat().format(words.at) : ''
  return (
    <>
      <time
        dateTime={created.toISOString()}
        className="tabular leading-snug whitespace-nowrap xl:block"
      >
        <Trans>Placed {placed}</Trans>
      </time>
      {words.at ? (
        <time
          dateTime={words.at.toISOString()}
          title={end.kind === 'live' ? t`Ends ${ends}` : undefined}
          className="tabular text-right leading-snug whitespace-nowrap text-fg xl:block xl:text-left"
        >
          {words.text}
        </time>
      ) : (
        <span className="text-right leading-snug xl:block xl:text-left">{words.text}</span>
      )}
    </>
  )
}
