import { useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
} from 'react'
import { useHref, useNavigate } from 'react-router'
import type { Address } from 'viem'
import { cn } from '@/lib/cn'
import { shortenAddress } from '@/lib/format-amount'
import type { SupportedChainId } from '@/protocol/chains'
import type { OrderRow } from './order-rows'
import { isLive, statusChip, type StatusChip as StatusChipModel } from './order-status'
import { readablePrice } from './price'
import { StatusChip } from './status-chip'
import { formatTimeLeft } from './time-left'
import { TokenAmount, tokenPagePath } from './token-amount'
import type { TokenLookup } from './use-token-metadata'

/** md and up: one line per order. */
const GRID =
  'md:grid-cols-[1.5rem_minmax(8rem,1.1fr)_minmax(9.5rem,1.4fr)_4rem_minmax(8.5rem,1.2fr)_minmax(7.5rem,1fr)_8rem_6rem_2rem] md:items-center md:gap-x-4'
/** Below md: a small card on a 4-column grid (checkbox, two halves, chevron). */
const CARD = 'grid grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,1fr)_2rem] items-center gap-x-3 gap-y-1'
/** Resets a card placement at md, where every cell takes the next column. */
const AT_MD = 'md:col-auto md:row-auto md:justify-self-auto md:text-left'

/** Tailwind's md breakpoint, where the rows become table lines. */
const WIDE_QUERY = '(min-width: 48rem)'
/** md:h-16. */
const ROW_HEIGHT_WIDE = 64
/** A phone card: four lines and padding, before measuring. */
const ROW_HEIGHT_CARD = 132

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

export interface OrdersTableProps {
  /** Accessible name of the table, e.g. "Open orders". */
  label: string
  rows: readonly OrderRow[]
  lookup: TokenLookup
  chainId: SupportedChainId
  nowSeconds: number
  /** Lower-case UIDs with a cancellation in flight. */
  cancelling: ReadonlySet<string>
  /** Lower-case UIDs that may be selected for cancellation; no checkboxes when undefined. */
  selectable?: ReadonlySet<string>
  selected?: ReadonlySet<string>
  onToggle?: (uid: string) => void
  onToggleAll?: (select: boolean) => void
}

function rowProblem(row: Exclude<OrderRow, { type: 'order' }>): string {
  return row.type === 'missing'
    ? 'The service does not list this order (yet).'
    : `The service could not read this order: ${row.description}`
}

function pairText(row: OrderRow, lookup: TokenLookup): string {
  if (row.type !== 'order') return `Order ${shortenAddress(row.uid, 4)}`
  const sell = lookup(row.order.sellToken)?.symbol ?? shortenAddress(row.order.sellToken)
  const buy = lookup(row.order.buyToken)?.symbol ?? shortenAddress(row.order.buyToken)
  return `${sell} → ${buy}`
}

function chipOf(
  row: OrderRow,
  nowSeconds: number,
  cancelling: ReadonlySet<string>,
): StatusChipModel {
  if (row.type === 'missing') return { status: 'open', label: 'Not found', tone: 'warning' }
  if (row.type === 'error') return { status: 'open', label: 'Unreadable', tone: 'danger' }
  return statusChip(row.order, { nowSeconds, cancelling: cancelling.has(row.uid.toLowerCase()) })
}

/**
 * The orders list as an ARIA table whose rows are virtualised against the window scroll:
 * only the rows near the viewport are in the DOM, so a thousand orders scroll smoothly.
 * `aria-rowcount` / `aria-rowindex` tell assistive technology the full size.
 */
export function OrdersTable(props: OrdersTableProps) {
  const { label, rows, selectable, selected, onToggleAll } = props
  const bodyRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)

  useLayoutEffect(() => {
    const measure = () => {
      const top = bodyRef.current?.getBoundingClientRect().top ?? 0
      setScrollMargin(top + window.scrollY)
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  const base = useHref('/')
  const navigate = useNavigate()
  const nav = useMemo<RowNavigator>(
    () => ({
      href: (path) => `${base.replace(/\/$/, '')}${path}`,
      go: (path) => void navigate(path),
    }),
    [base, navigate],
  )

  // From md up every row has the same fixed height, so nothing needs measuring while
  // scrolling; the phone cards vary (an unknown order's sentence wraps) and are measured.
  const wide = useMediaQuery(WIDE_QUERY)
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (wide ? ROW_HEIGHT_WIDE : ROW_HEIGHT_CARD),
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => rows[index]?.uid ?? index,
  })
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, wide])

  const selectableCount = selectable?.size ?? 0
  const selectedCount = selected?.size ?? 0
  const allSelected = selectableCount > 0 && selectedCount === selectableCount
  const selectAllRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = selectedCount > 0 && !allSelected
    }
  }, [selectedCount, allSelected])

  return (
    <div role="table" aria-label={label} aria-rowcount={rows.length + 1} className="text-sm">
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          className={cn(
            'border-b border-line px-4 py-2.5 text-xs font-semibold tracking-wide text-fg-subtle uppercase max-md:sr-only md:grid',
            GRID,
          )}
        >
          <div role="columnheader" className="flex items-center">
            {selectable && onToggleAll ? (
              <input
                ref={selectAllRef}
                type="checkbox"
                className="size-4 accent-brand"
                aria-label="Select all orders that can be cancelled"
                checked={allSelected}
                disabled={selectableCount === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            ) : (
              <span className="sr-only">Selection</span>
            )}
          </div>
          <div role="columnheader">Pair</div>
          <div role="columnheader">Amounts</div>
          <div role="columnheader">Kind</div>
          <div role="columnheader">Limit price</div>
          <div role="columnheader">Status</div>
          <div role="columnheader">Created</div>
          <div role="columnheader">Time left</div>
          <div role="columnheader">
            <span className="sr-only">Details</span>
          </div>
        </div>
      </div>
      <div
        role="rowgroup"
        ref={bodyRef}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <OrdersTableRow
              key={item.key}
              row={row}
              index={item.index}
              last={item.index === rows.length - 1}
              measureRef={wide ? undefined : virtualizer.measureElement}
              offset={item.start - virtualizer.options.scrollMargin}
              lookup={props.lookup}
              chainId={props.chainId}
              nowSeconds={props.nowSeconds}
              cancelling={props.cancelling}
              selectable={props.selectable}
              selected={props.selected}
              onToggle={props.onToggle}
              nav={nav}
            />
          )
        })}
      </div>
    </div>
  )
}

interface OrdersTableRowProps extends Pick<
  OrdersTableProps,
  'lookup' | 'chainId' | 'nowSeconds' | 'cancelling' | 'selectable' | 'selected' | 'onToggle'
> {
  row: OrderRow
  index: number
  last: boolean
  offset: number
  /** Set while row heights vary (phones); rows have a fixed height from md up. */
  measureRef: ((element: HTMLElement | null) => void) | undefined
  nav: RowNavigator
}

/**
 * Memoised: while scrolling, the rows already on screen keep their props (same row, same
 * offset) and are not rendered again; only the rows coming into view are.
 */
const OrdersTableRow = memo(function OrdersTableRow({
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
  nav,
}: OrdersTableRowProps) {
  const key = row.uid.toLowerCase()
  const pair = pairText(row, lookup)
  const chip = chipOf(row, nowSeconds, cancelling)
  const canSelect = selectable?.has(key) ?? false
  const created = row.type === 'order' ? row.order.creationDate : new Date(row.submittedAt)
  const validTo = row.type === 'order' ? row.order.validTo : row.validTo
  const live = row.type === 'order' ? isLive(row.order, nowSeconds) : validTo > nowSeconds

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measureRef}
      className={cn(
        // contain: a row's layout never affects the rest of the page, so adding one while
        // scrolling lays out that row only.
        'absolute inset-x-0 top-0 border-b border-line px-4 py-3 [contain:content] hover:bg-surface-muted/60 md:h-16 md:py-0',
        last && 'border-b-0',
        selected?.has(key) && 'bg-brand-soft/50',
        CARD,
        GRID,
      )}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div role="cell" className={cn('col-start-1 row-start-1 flex items-center', AT_MD)}>
        {canSelect && onToggle && (
          <input
            type="checkbox"
            className="size-4 accent-brand"
            aria-label={`Select order ${pair}, created ${dateFormat.format(created)}`}
            checked={selected?.has(key) ?? false}
            onChange={() => onToggle(key)}
          />
        )}
      </div>

      <div
        role="cell"
        className={cn('col-start-2 row-start-1 min-w-0 font-semibold text-fg', AT_MD)}
      >
        {row.type === 'order' ? (
          <span className="whitespace-nowrap">
            <TokenAmountSymbol
              token={row.order.sellToken}
              lookup={lookup}
              chainId={chainId}
              nav={nav}
            />
            <span aria-hidden="true" className="mx-1 text-fg-subtle">
              →
            </span>
            <span className="sr-only"> to </span>
            <TokenAmountSymbol
              token={row.order.buyToken}
              lookup={lookup}
              chainId={chainId}
              nav={nav}
            />
          </span>
        ) : (
          <span className="font-mono text-[0.8125rem] whitespace-nowrap" title={row.uid}>
            {pair}
          </span>
        )}
      </div>

      <div role="cell" className={cn('col-span-2 col-start-2 row-start-2 min-w-0', AT_MD)}>
        {row.type === 'order' ? (
          <OrderAmounts row={row} lookup={lookup} chainId={chainId} />
        ) : (
          <p className="text-fg-muted md:line-clamp-2" title={rowProblem(row)}>
            {rowProblem(row)}
          </p>
        )}
      </div>

      <div role="cell" className={cn('col-start-2 row-start-3', AT_MD)}>
        {row.type === 'order' ? (
          <span className="leading-snug md:block">
            <span className="font-medium text-fg capitalize">{row.order.kind}</span>
            <span aria-hidden="true" className="text-fg-subtle md:hidden">
              {' · '}
            </span>
            <span className="text-fg-subtle capitalize md:block md:text-xs">{row.order.class}</span>
          </span>
        ) : (
          <span aria-label="unknown">—</span>
        )}
      </div>

      <div role="cell" className={cn('col-start-3 row-start-3 justify-self-end text-right', AT_MD)}>
        {row.type === 'order' ? <LimitPrice row={row} lookup={lookup} /> : <span>—</span>}
      </div>

      <div role="cell" className={cn('col-start-3 row-start-1 justify-self-end', AT_MD)}>
        <StatusChip chip={chip} />
      </div>

      <div role="cell" className={cn('col-start-2 row-start-4 text-fg-muted', AT_MD)}>
        <time dateTime={created.toISOString()} className="tabular whitespace-nowrap">
          {dateFormat.format(created)}
        </time>
      </div>

      <div
        role="cell"
        className={cn('col-start-3 row-start-4 justify-self-end text-right text-fg-muted', AT_MD)}
      >
        {live ? (
          <span className="tabular whitespace-nowrap text-fg">
            {formatTimeLeft(validTo, nowSeconds)}
            <span className="md:hidden"> left</span>
          </span>
        ) : (
          <span>
            <span aria-hidden="true">—</span>
            <span className="sr-only">none</span>
          </span>
        )}
      </div>

      <div
        role="cell"
        className={cn('col-start-4 row-start-1 justify-self-end', AT_MD, 'md:justify-self-end')}
      >
        <RowLink
          nav={nav}
          path={`/orders/${row.uid}`}
          className="inline-flex size-8 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
          aria-label={`Details of order ${pair}, created ${dateFormat.format(created)}`}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </RowLink>
      </div>
    </div>
  )
})

function TokenAmountSymbol({
  token,
  lookup,
  chainId,
  nav,
}: {
  token: Address
  lookup: TokenLookup
  chainId: SupportedChainId
  nav: RowNavigator
}) {
  const symbol = lookup(token)?.symbol ?? shortenAddress(token)
  return (
    <RowLink
      nav={nav}
      path={tokenPagePath(chainId, token)}
      className="underline decoration-line-strong decoration-1 underline-offset-4 hover:decoration-fg"
    >
      {symbol}
    </RowLink>
  )
}

interface RowNavigator {
  /** The href of an app path under the router (hash routes: "#/orders/..."). */
  href: (path: string) => string
  go: (path: string) => void
}

/**
 * A plain anchor to an app route. The router's <Link> runs several hooks per link, and a
 * row has three links and mounts on every scroll frame; this reads the router once per
 * table. Modified clicks (new tab, ...) keep the browser's behaviour.
 */
function RowLink({
  nav,
  path,
  children,
  ...rest
}: { nav: RowNavigator; path: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...rest}
      href={nav.href(path)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        nav.go(path)
      }}
    >
      {children}
    </a>
  )
}

function OrderAmounts({
  row,
  lookup,
  chainId,
}: {
  row: Extract<OrderRow, { type: 'order' }>
  lookup: TokenLookup
  chainId: SupportedChainId
}) {
  const { order } = row
  const filled = order.status === 'fulfilled'
  // A filled order shows what happened; anything else the limits it was signed with.
  const sell = filled ? order.executedSellAmount : order.sellAmount
  const buy = filled ? order.executedBuyAmount : order.buyAmount
  const sellBound = !filled && order.kind === 'buy'
  const buyBound = !filled && order.kind === 'sell'
  return (
    <div className="flex flex-wrap gap-x-1.5 leading-snug md:block">
      <div className="text-fg">
        {sellBound && <Bound text="at most" symbol="≤" />}
        <TokenAmount amount={sell} token={order.sellToken} lookup={lookup} chainId={chainId} />
      </div>
      <div className="text-fg-muted">
        <span aria-hidden="true" className="md:hidden">
          →{' '}
        </span>
        {buyBound && <Bound text="at least" symbol="≥" />}
        <TokenAmount amount={buy} token={order.buyToken} lookup={lookup} chainId={chainId} />
      </div>
    </div>
  )
}

function Bound({ text, symbol }: { text: string; symbol: string }) {
  return (
    <>
      <span aria-hidden="true" className="mr-0.5 text-fg-subtle">
        {symbol}
      </span>
      <span className="sr-only">{text} </span>
    </>
  )
}

function LimitPrice({
  row,
  lookup,
}: {
  row: Extract<OrderRow, { type: 'order' }>
  lookup: TokenLookup
}) {
  const { order } = row
  const sell = lookup(order.sellToken)
  const buy = lookup(order.buyToken)
  if (!sell || !buy) return <span className="text-fg-subtle">Unknown decimals</span>
  const price = readablePrice(
    { amount: order.sellAmount, decimals: sell.decimals, symbol: sell.symbol },
    { amount: order.buyAmount, decimals: buy.decimals, symbol: buy.symbol },
  )
  if (!price) return <span>—</span>
  return (
    <span className="tabular leading-snug md:block">
      <span className="font-medium whitespace-nowrap text-fg">
        {price.price} {price.quote}
      </span>{' '}
      <span className="text-xs whitespace-nowrap text-fg-subtle md:block">per {price.base}</span>
    </span>
  )
}
