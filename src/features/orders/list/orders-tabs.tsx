import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'
import type { OrdersTab } from './order-rows'

const TAB_LABELS: readonly { value: OrdersTab; label: MessageDescriptor }[] = [
  { value: 'open', label: msg`Open` },
  { value: 'unfillable', label: msg`Unfillable` },
  { value: 'signing', label: msg`Signing` },
  { value: 'history', label: msg`History` },
]

/** The tabs, named in the active language. */
export function ordersTabs(): readonly { value: OrdersTab; label: string }[] {
  return TAB_LABELS.map(({ value, label }) => ({ value, label: i18n._(label) }))
}

/**
 * The tabs shown: Open and History always; Unfillable and Signing, as in CoW Swap, only while
 * some order is in them (or the trader is on one), so the usual case stays two tabs.
 */
export function visibleTabs(
  value: OrdersTab,
  counts: Record<OrdersTab, number> | undefined,
): readonly { value: OrdersTab; label: string }[] {
  return ordersTabs().filter(
    (tab) =>
      tab.value === 'open' ||
      tab.value === 'history' ||
      tab.value === value ||
      (counts?.[tab.value] ?? 0) > 0,
  )
}

export function tabId(tab: OrdersTab): string {
  return `orders-tab-${tab}`
}
export const ORDERS_PANEL_ID = 'orders-tabpanel'

/**
 * The Open / Unfillable / Signing / History switch as an ARIA tab list: one tab stop, arrow keys (and Home/End)
 * move between tabs and select them, as the authoring practices describe.
 */
export function OrdersTabs({
  value,
  counts,
  onChange,
}: {
  value: OrdersTab
  counts: Record<OrdersTab, number> | undefined
  onChange: (tab: OrdersTab) => void
}) {
  const { t } = useLingui()
  const refs = useRef<Partial<Record<OrdersTab, HTMLButtonElement | null>>>({})
  const tabs = visibleTabs(value, counts)

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.value === value)
    let next: number | undefined
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    const tab = next === undefined ? undefined : tabs[next]
    if (!tab) return
    event.preventDefault()
    onChange(tab.value)
    refs.current[tab.value]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={t`Orders`}
      className="inline-flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[tab.value] = el
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={ORDERS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={move}
            className={cn(
              'inline-flex items-center gap-2 rounded-lg px-3.5 py-1.5 text-sm font-semibold transition-colors',
              selected ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            {tab.label}
            {counts && (
              <span
                className={cn(
                  'tabular rounded-full px-1.5 text-xs',
                  selected ? 'bg-brand-soft text-brand-text' : 'bg-surface text-fg-muted',
                )}
              >
                {counts[tab.value]}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
