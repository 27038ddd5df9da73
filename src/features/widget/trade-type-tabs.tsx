import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { cn } from '@/lib/cn'
import { useSearchParams } from '@/lib/hash-router'
import type { WidgetTradeType } from './widget-params'

const LABELS = { swap: msg`Swap`, limit: msg`Limit` } as const

/**
 * The host's `enabledTradeTypes` as a switch between the forms batchswap has (swap, limit),
 * shown when the host enables more than one of them (CoW Swap's trade-type menu).
 */
export function TradeTypeTabs({
  enabled,
  current,
}: {
  enabled: readonly WidgetTradeType[] | undefined
  current: 'swap' | 'limit'
}) {
  const [, setSearchParams] = useSearchParams()
  const { t, i18n } = useLingui()
  const types = (['swap', 'limit'] as const).filter((t) => enabled?.includes(t))
  if (types.length < 2) return null
  const open = (type: 'swap' | 'limit') =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (type === 'limit') next.set('trade', 'limit')
        else next.delete('trade')
        return next
      },
      { replace: true },
    )
  return (
    <nav aria-label={t`Trade type`} className="mb-2 flex gap-1 px-1">
      {types.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={type === current}
          onClick={() => open(type)}
          className={cn(
            'rounded-full px-3 py-1.5 text-sm font-semibold',
            type === current ? 'bg-brand-soft text-brand-text' : 'text-fg-muted hover:text-fg',
          )}
        >
          {i18n._(LABELS[type])}
        </button>
      ))}
    </nav>
  )
}
