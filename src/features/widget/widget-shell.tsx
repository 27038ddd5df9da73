import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { useConfig } from 'wagmi'
import { useNavigate, useSearchParams } from '@/lib/hash-router'
import { useSettingsStore } from '@/lib/settings-store'
import { isSupportedChainId } from '@batchswap/contract/protocol/chains'
import { useWidgetOrderEvents } from './use-widget-order-events'
import { useWidgetTransactionEvents } from './use-widget-transaction-events'
import type { TradeEmbedding } from '@/trade/use-trade-setup'
import type { ApprovalParams, TradeParams } from '@/trade/embedding'
import type { TradeFlow } from '@/trade/placement/trade-machine'
import {
  callHostHook,
  emitCowEvent,
  postToHost,
  requestProviderMeta,
  startWidgetSession,
  useWidgetSession,
} from './widget-session'
import { approvalPayload, signingErrorToast, tradeParamsPayload, tradeRules } from './trade-events'
import { PALETTE_VARIABLES, readPalette, type PaletteColor } from './widget-url'
import { TradeTypeTabs } from './trade-type-tabs'

/**
 * What the widget hands the forms: the trade core's embedding, plus the two ends the route
 * wires to the form on screen (it knows the form's trade; the shell knows the host).
 */
export type WidgetEmbedding = Omit<TradeEmbedding, 'beforeTrade'> & {
  /** Asks the host's onBeforeTrade about this trade. */
  askBeforeTrade: (trade: TradeParams) => Promise<boolean>
  /** Asks the host's onBeforeWrapOrUnwrap about this wrap (or unwrap), as a trade. */
  askBeforeWrap: (trade: TradeParams) => Promise<boolean>
  /** Tells the host the form's trade (ON_CHANGE_TRADE_PARAMS); absent outside a host. */
  reportTrade?: (trade: TradeParams) => void
  /** The form's placement as it moves (the host's SWAP_SIGNING_ERROR toasts). */
  onFlow?: (flow: TradeFlow) => void
}

const beforeTrade = (trade: TradeParams) =>
  callHostHook('ON_BEFORE_TRADE', tradeParamsPayload(trade))
const beforeApproval = (approval: ApprovalParams) =>
  callHostHook('ON_BEFORE_APPROVAL', approvalPayload(approval))
const beforeWrap = (trade: TradeParams) =>
  callHostHook('ON_BEFORE_WRAP_UNWRAP', tradeParamsPayload(trade))

const loadHostConnector = () => import('./host-connector')

/** Theme and palette from the widget's link: applied to the document while the widget shows. */
function useWidgetTheme(search: URLSearchParams) {
  const theme = search.get('theme')
  const paletteParam = search.get('palette')
  useEffect(() => {
    const root = document.documentElement
    const palette = readPalette(paletteParam)
    const dark = (theme ?? palette?.baseTheme) === 'dark'
    root.classList.toggle('dark', dark)
    const set: string[] = []
    for (const [name, value] of Object.entries(palette?.colors ?? {})) {
      for (const variable of PALETTE_VARIABLES[name as PaletteColor]) {
        root.style.setProperty(variable, value)
        set.push(variable)
      }
    }
    return () => {
      for (const variable of set) root.style.removeProperty(variable)
    }
  }, [theme, paletteParam])
}

/** Reports the widget's height to the host (UPDATE_HEIGHT), for `var(--dynamicHeight)`. */
function useReportHeight(element: HTMLElement | null, embedded: boolean) {
  useEffect(() => {
    if (!element || !embedded) return
    let last = -1
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height)
      if (height === last) return
      last = height
      postToHost('UPDATE_HEIGHT', { height })
    }
    const observer = new ResizeObserver(report)
    observer.observe(element)
    report()
    return () => observer.disconnect()
  }, [element, embedded])
}

/**
 * widget-lib's disableScrollbars: no scrollbars in the frame (`overflow: hidden` on the
 * document), for a host whose iframe follows the reported height.
 */
function useHideScrollbars(hidden: boolean) {
  useEffect(() => {
    if (!hidden) return
    const root = document.documentElement
    root.style.setProperty('overflow', 'hidden')
    return () => {
      root.style.removeProperty('overflow')
    }
  }, [hidden])
}

/**
 * Links that would leave the widget (another site, or another page of the app) are opened
 * by the host page (INTERCEPT_WINDOW_OPEN): the iframe's sandbox may forbid popups, and a
 * full app page inside a widget would be lost.
 */
function useInterceptWindowOpen(embedded: boolean, disabled: boolean) {
  useEffect(() => {
    if (!embedded) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(target instanceof HTMLAnchorElement)) return
      const url = new URL(target.href, window.location.href)
      const external = url.origin !== window.location.origin
      const appPage = !external && !url.hash.startsWith('#/widget')
      if (!external && !appPage) return
      event.preventDefault()
      if (disabled) return
      postToHost('INTERCEPT_WINDOW_OPEN', {
        href: url.toString(),
        target: '_blank',
        rel: 'noopener noreferrer',
      })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [embedded, disabled])
}

/**
 * The widget's frame: no navigation, header or footer; the host page's messages in, the
 * app's events out. `children` renders the trade form with what the host handed over.
 */
export function WidgetShell({ children }: { children: (embedding: WidgetEmbedding) => ReactNode }) {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const config = useConfig()
  // The frame follows nearly all of what the host said (a session that changes rarely).
  const { embedded, hasProvider, appCode, appParams, params, providerMeta, navigation } =
    useWidgetSession()
  // standaloneMode: true keeps the widget's own wallets even when the host has a provider.
  const hostWallet =
    hasProvider === undefined ? undefined : hasProvider && params.standaloneMode !== true
  // State, not a ref: the height observer starts once the element exists.
  const [element, setElement] = useState<HTMLDivElement | null>(null)

  useEffect(() => {
    startWidgetSession()
    postToHost('READY')
    postToHost('ACTIVATE')
  }, [])

  useEffect(() => {
    if (navigation) navigate(navigation.to, { replace: true })
  }, [navigation, navigate])

  // The network named by the host (or its link) is the one the widget shows.
  const chain = search.get('chain')
  useEffect(() => {
    const chainId = Number(chain)
    if (chain && isSupportedChainId(chainId))
      useSettingsStore.getState().setSelectedChainId(chainId)
  }, [chain])

  useWidgetTheme(search)
  useReportHeight(element, embedded)
  useHideScrollbars(params.disableScrollbars === true)
  useInterceptWindowOpen(embedded, appParams.disableWindowOpen === true)
  useWidgetOrderEvents(embedded ? emitCowEvent : undefined)
  useWidgetTransactionEvents(embedded ? emitCowEvent : undefined)

  // The host's wallet: connect to it as soon as the host says it has one.
  useEffect(() => {
    if (hostWallet === undefined) return
    if (hostWallet) requestProviderMeta()
    void loadHostConnector().then(async (m) => {
      try {
        if (hostWallet) await m.connectHostWallet(config)
        else await m.disconnectHostWallet(config)
      } catch {
        // The person declined in the host's wallet: the form offers to connect again.
      }
    })
  }, [config, hostWallet])

  const connectWallet = useCallback(() => {
    void loadHostConnector()
      .then((m) => m.connectHostWallet(config))
      .catch(() => undefined)
  }, [config])

  const chainId = Number(chain) || 0
  const tradeType = search.get('trade') === 'limit' ? 'limit' : 'swap'
  const rules = useMemo(() => tradeRules(params, chainId, tradeType), [params, chainId, tradeType])
  // sellTokenLists/buyTokenLists join the widget's enabled lists (widget-lib's note).
  const tokenLists = useMemo(
    () => [
      ...new Set([
        ...(params.tokenLists ?? []),
        ...(params.sellTokenLists ?? []),
        ...(params.buyTokenLists ?? []),
      ]),
    ],
    [params.tokenLists, params.sellTokenLists, params.buyTokenLists],
  )
  const onTradeParams = useCallback(
    (trade: TradeParams) =>
      emitCowEvent({ event: 'ON_CHANGE_TRADE_PARAMS', payload: tradeParamsPayload(trade) }),
    [],
  )
  // One watcher for the page: it remembers the flow it saw last.
  const [onFlow] = useState(() => {
    let last: TradeFlow | undefined
    return (flow: TradeFlow) => {
      const toast = signingErrorToast(last, flow)
      last = flow
      if (toast) emitCowEvent({ event: 'ON_TOAST_MESSAGE', payload: toast })
    }
  })

  return (
    <div ref={setElement} className="flex flex-col bg-canvas p-2 sm:p-3">
      <TradeTypeTabs enabled={params.enabledTradeTypes} current={tradeType} />
      <main className="outline-none">
        {children({
          ...(appParams.partnerFee !== undefined ? { partnerFee: appParams.partnerFee } : {}),
          ...(params.content?.feeLabel ? { partnerFeeLabel: params.content.feeLabel } : {}),
          ...(appCode ? { hostAppCode: appCode } : {}),
          ...(hostWallet ? { connectWallet } : {}),
          rules,
          ...(tokenLists.length > 0 ? { tokenLists } : {}),
          ...(params.customTokens ? { customTokens: params.customTokens } : {}),
          askBeforeTrade: beforeTrade,
          askBeforeWrap: beforeWrap,
          beforeApproval,
          ...(embedded ? { reportTrade: onTradeParams, onFlow } : {}),
        })}
      </main>
      {hostWallet && providerMeta && (
        <p className="mt-2 px-2 text-xs text-fg-muted">Wallet: {providerMeta.name}</p>
      )}
      {appParams.disableToastMessages !== true && <Toaster />}
    </div>
  )
}
