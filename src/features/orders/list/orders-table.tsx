import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { useNavigate, useRouteHref } from '@/lib/hash-router'
import { useMediaQuery } from '@/lib/use-media-query'
import type { OrderRow } from './order-rows'
import { GRID, ROW_HEIGHT_CARD, ROW_HEIGHT_WIDE, WIDE_QUERY } from './orders-table-layout'
import { OrdersTableRow, type OrderRowsContext } from './orders-table-row'
import type { RowNavigator } from './row-link'

export interface OrdersTableProps extends OrderRowsContext {
  /** Accessible name of the table, e.g. "Open orders". */
  label: string
  rows: readonly OrderRow[]
  onToggleAll?: (select: boolean) => void
}

/** The titled columns, between the selection's and the details link's. */
const COLUMNS: readonly MessageDescriptor[] = [
  msg`Pair`,
  msg`Amounts`,
  msg`Kind`,
  msg`Limit price`,
  msg`Market price`,
  msg`Filled`,
  msg`Status`,
  msg`Placed and ends`,
]

/**
 * The orders list as an ARIA table whose rows are virtualised against the window scroll:
 * only the rows near the viewport are in the DOM, so a thousand orders scroll smoothly.
 * `aria-rowcount` / `aria-rowindex` tell assistive technology the full size.
 */
export function OrdersTable({ label, rows, onToggleAll, ...rowsContext }: OrdersTableProps) {
  const { t, i18n } = useLingui()
  const { selectable, selected } = rowsContext
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

  const href = useRouteHref()
  const navigate = useNavigate()
  const nav = useMemo<RowNavigator>(
    () => ({ href, go: (path) => navigate(path) }),
    [href, navigate],
  )

  // From xl up every row has the same fixed height, so nothing needs measuring while
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
            'border-b border-line px-4 py-2.5 text-xs font-semibold tracking-wide text-fg-subtle uppercase max-xl:sr-only xl:grid',
            GRID,
          )}
        >
          <div role="columnheader" className="flex items-center">
            {selectable && onToggleAll ? (
              <input
                ref={selectAllRef}
                type="checkbox"
                className="size-4 accent-brand"
                aria-label={t`Select all orders that can be cancelled`}
                checked={allSelected}
                disabled={selectableCount === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            ) : (
              <span className="sr-only">
                <Trans>Selection</Trans>
              </span>
            )}
          </div>
          {COLUMNS.map((column) => (
            <div key={column.id} role="columnheader">
              {i18n._(column)}
            </div>
          ))}
          <div role="columnheader">
            <span className="sr-only">
              <Trans>Details</Trans>
            </span>
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
              {...rowsContext}
              nav={nav}
            />
          )
        })}
      </div>
    </div>
  )
}
