/**
 * The "why is it not filling" of an open order, worded: a short line for the orders list
 * and a titled note for the order page. Presentational over `whyNotFilling`'s verdict.
 */
import { useLingui } from '@lingui/react/macro'
import type { Order } from '@/api/types'
import type { TokenLookup } from '@/lib/token-lookup'
import { cn } from '@/lib/cn'
import { useNowSeconds } from '@/lib/use-now-seconds'
import { useWhyNotFilling } from '@/trade/tracking/use-why-not-filling'
import { whyNotFillingShort, type WhyNotFilling } from '@/trade/tracking/why-not-filling'
import { whyNotFillingSentence } from '@/trade/tracking/why-not-filling-words'

/** The order page's note; nothing for an order that has ended. */
export function WhyNotFillingNote({ order, lookup }: { order: Order; lookup: TokenLookup }) {
  const { t } = useLingui()
  const nowSeconds = useNowSeconds()
  const { why, market } = useWhyNotFilling(order, nowSeconds, { withAuction: true })
  if (!why) return null
  const { title, detail, tone } = whyNotFillingSentence(why, order, lookup, market)
  return (
    <div
      aria-label={t`Why it has not filled yet`}
      role="group"
      className={cn(
        'mt-4 rounded-2xl px-4 py-3 text-sm',
        tone === 'danger' ? 'bg-danger-soft' : 'bg-brand-soft',
      )}
    >
      <p className="font-semibold text-fg">{title}</p>
      <p className="mt-0.5 text-fg-muted">{detail}</p>
    </div>
  )
}

/**
 * The list's line under the status chip of an open order, from what the page read for the
 * whole list (the pair's market, the owner's funds): no row asks anything for itself.
 */
export function WhyNotFillingLine({ why }: { why: WhyNotFilling | undefined }) {
  if (!why || why.reason === 'checking') return null
  return (
    <span
      className={cn(
        'block max-w-full truncate text-xs',
        why.reason === 'unfillable' ? 'text-danger' : 'text-fg-subtle',
      )}
      title={whyNotFillingShort(why)}
    >
      {whyNotFillingShort(why)}
    </span>
  )
}
