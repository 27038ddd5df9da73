import { LimitPage } from '@/features/limit/limit-page'
import { SwapPage } from '@/features/swap/swap-page'
import { readWidgetRoute, widgetLocation } from '@/features/widget/widget-url'
import { WidgetShell } from '@/features/widget/widget-shell'
import { Redirect, useParams, useSearchParams } from '@/lib/router'
import { useOrderOutcomeToasts } from '@/app/layout/use-order-outcome-toasts'

/**
 * Route /widget: the swap form (or, for `tradeType: 'limit'`, the limit form) inside the widget frame, adapted to what the host page
 * handed over (its appCode, its wallet). Loaded only when the app is opened as a widget.
 */
export function WidgetRoute() {
  // The widget renders outside the app shell, which is where the outcome watcher ran: without
  // it here, the "Swap submitted" toast never learnt of the fill and spun on.
  useOrderOutcomeToasts()
  const [search] = useSearchParams()
  const limit = search.get('trade') === 'limit'
  return (
    <WidgetShell>
      {(embedding) =>
        limit ? <LimitPage embedding={embedding} /> : <SwapPage embedding={embedding} />
      }
    </WidgetShell>
  )
}

/**
 * The route @cowprotocol/widget-lib builds, /{chainId}/widget/{tradeType}/{sell}/{buy}:
 * read once into the app's own /widget link (the swap form's parameters), then replaced.
 */
export function WidgetEntryRoute() {
  const params = useParams()
  const [search] = useSearchParams()
  const [tradeType, sell, buy] = (params['*'] ?? '').split('/')
  const state = readWidgetRoute({ chainId: params.chainId, tradeType, sell, buy }, search)
  return <Redirect to={widgetLocation(state)} replace />
}
