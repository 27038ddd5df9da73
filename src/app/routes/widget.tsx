import { LimitPage } from '@/features/limit/limit-page'
import { SwapPage } from '@/features/swap/swap-page'
import { readWidgetRoute, widgetLocation } from '@/features/widget/widget-url'
import { WidgetShell, type WidgetEmbedding } from '@/features/widget/widget-shell'
import type { SwapTrade } from '@/features/swap/use-swap-trade'
import type { TradeParams } from '@/trade/embedding'
import type { TradeFlow } from '@/trade/placement/trade-machine'
import { useCallback } from 'react'
import { limitTradeParams, swapTradeParams, useTradeReport } from './widget-trade'
import { Redirect, useParams, useSearchParams } from '@/lib/hash-router'
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
        limit ? <WidgetLimit embedding={embedding} /> : <WidgetSwap embedding={embedding} />
      }
    </WidgetShell>
  )
}

const swapParams = (trade: SwapTrade) => swapTradeParams(trade, Date.now())

/** The host's onBeforeTrade judges the trade on screen (the latest one reported). */
function useHostTrade<T extends { submission: { flow: TradeFlow } }>(
  embedding: WidgetEmbedding,
  toParams: (trade: T) => TradeParams,
) {
  const { askBeforeTrade, askBeforeWrap, reportTrade, onFlow, ...rest } = embedding
  const report = useTradeReport(toParams, reportTrade)
  const { latest } = report
  const onTrade = useCallback(
    (trade: T) => {
      report.onTrade(trade)
      onFlow?.(trade.submission.flow)
    },
    [report, onFlow],
  )
  const beforeTrade = useCallback(async () => {
    const trade = latest.current
    return trade !== undefined && (await askBeforeTrade(trade))
  }, [askBeforeTrade, latest])
  // A wrap is asked about as the trade on screen (native currency to its wrapper, or back).
  const beforeWrap = useCallback(async () => {
    const trade = latest.current
    return trade !== undefined && (await askBeforeWrap(trade))
  }, [askBeforeWrap, latest])
  return { embedding: { ...rest, beforeTrade, beforeWrap }, onTrade }
}

function WidgetSwap({ embedding }: { embedding: WidgetEmbedding }) {
  const host = useHostTrade(embedding, swapParams)
  return <SwapPage embedding={host.embedding} onTrade={host.onTrade} />
}

function WidgetLimit({ embedding }: { embedding: WidgetEmbedding }) {
  const host = useHostTrade(embedding, limitTradeParams)
  return <LimitPage embedding={host.embedding} onTrade={host.onTrade} />
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
