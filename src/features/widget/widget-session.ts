import { create } from 'zustand'
import { parentTransport } from './parent-transport'
import {
  PROVIDER_KEY,
  readUpdateAppData,
  readUpdateParams,
  WIDGET_KEY,
  type EmitCowEventPayload,
  type WidgetAppParams,
  type WidgetEmitMethod,
  type WidgetEnvelope,
} from './widget-protocol'
import { effectiveTradeType, readWidgetParams, type WidgetParams } from './widget-params'
import { parseWidgetPathname, readWidgetRoute, widgetLocation } from './widget-url'

/**
 * What the host page told the widget: its params (UPDATE_PARAMS), whether it hands over
 * its wallet, its appCode (UPDATE_APP_DATA), and where to navigate. Intent from the host,
 * not server state; kept for the page's lifetime only (never persisted).
 */
export interface WidgetSessionState {
  /** Inside an iframe whose parent's origin is known: messages flow. */
  embedded: boolean
  /** Undefined until the host's first UPDATE_PARAMS. */
  hasProvider: boolean | undefined
  appParams: WidgetAppParams
  /** The host's params, validated (widget-params.ts). */
  params: WidgetParams
  /** The latest appCode: UPDATE_PARAMS' own (updateParams may change it), else UPDATE_APP_DATA's. */
  appCode: string | undefined
  /** The host set a hook (widget-lib adds `hooksEnabled=true` to the route): ask before acting. */
  hooksEnabled: boolean
  /** What the host's wallet says it is (SEND_PROVIDER_META_INFO), for its name on screen. */
  providerMeta: { name: string; icon?: string } | undefined
  /** Where the host's latest UPDATE_PARAMS asks the app to go; `seq` changes each time. */
  navigation: { to: string; seq: number } | undefined
}

export const useWidgetSession = create<WidgetSessionState>()(() => ({
  embedded: false,
  hasProvider: undefined,
  appParams: {},
  params: {},
  appCode: undefined,
  hooksEnabled: false,
  providerMeta: undefined,
  navigation: undefined,
}))

/** Answers of the host's hooks (HOOK_RESULT) awaited by `callHostHook`, by id. */
const hookCalls = new Map<string, (result: boolean) => void>()

function readProviderMeta(message: WidgetEnvelope): WidgetSessionState['providerMeta'] {
  const pick = (value: unknown): { name: string; icon?: string } | undefined => {
    if (typeof value !== 'object' || value === null) return undefined
    const record = value as Record<string, unknown>
    const name = typeof record.name === 'string' ? record.name.trim().slice(0, 60) : ''
    if (name === '') return undefined
    const icons = Array.isArray(record.icons) ? record.icons : []
    const icon = typeof record.icon === 'string' ? record.icon : icons[0]
    return typeof icon === 'string' && /^(https:|data:image\/)/.test(icon) && icon.length < 100_000
      ? { name, icon }
      : { name }
  }
  return pick(message.providerEip6963Info) ?? pick(message.providerWcMetadata)
}

/** The host's route, on a trade type it enables (a host without swap opens the limit form). */
function routeFor(
  path: NonNullable<ReturnType<typeof parseWidgetPathname>>,
  search: URLSearchParams,
  params: WidgetParams,
) {
  const route = readWidgetRoute(path, search)
  return { ...route, tradeType: effectiveTradeType(route.tradeType, params.enabledTradeTypes) }
}

export function handleHostMessage(message: WidgetEnvelope): void {
  if (message.key === PROVIDER_KEY && message.method === 'SEND_PROVIDER_META_INFO') {
    useWidgetSession.setState({ providerMeta: readProviderMeta(message) })
    return
  }
  if (message.key !== WIDGET_KEY) return
  if (message.method === 'HOOK_RESULT') {
    const id = typeof message.id === 'string' ? message.id : undefined
    const answer = id ? hookCalls.get(id) : undefined
    if (id && answer) {
      hookCalls.delete(id)
      // Only an explicit true lets the action go on.
      answer(message.result === true)
    }
    return
  }
  if (message.method === 'UPDATE_PARAMS') {
    const payload = readUpdateParams(message)
    if (!payload) return
    const path = parseWidgetPathname(payload.urlParams.pathname)
    const search = new URLSearchParams(payload.urlParams.search)
    const params = readWidgetParams(payload.appParams)
    useWidgetSession.setState((state) => ({
      hasProvider: payload.hasProvider,
      appParams: payload.appParams,
      params,
      appCode: params.appCode ?? state.appCode,
      hooksEnabled: search.get('hooksEnabled') === 'true',
      navigation: path
        ? {
            to: widgetLocation(routeFor(path, search, params)),
            seq: (state.navigation?.seq ?? 0) + 1,
          }
        : state.navigation,
    }))
    return
  }
  if (message.method === 'UPDATE_APP_DATA') {
    const payload = readUpdateAppData(message)
    if (!payload) return
    useWidgetSession.setState({ appCode: payload.metaData?.appCode })
  }
}

let started = false

/** Starts listening to the host (once per page), the messages it sent early included. */
export function startWidgetSession(): void {
  if (started) return
  started = true
  const transport = parentTransport()
  useWidgetSession.setState({ embedded: transport.parentOrigin !== undefined })
  for (const message of transport.early) handleHostMessage(message)
  transport.listen(handleHostMessage)
}

export function postToHost(method: WidgetEmitMethod, payload?: object): void {
  parentTransport().post(WIDGET_KEY, method, payload)
}

export function emitCowEvent(event: EmitCowEventPayload): void {
  postToHost('EMIT_COW_EVENT', event)
}

/** Asks the host's wallet bridge who it is; the answer (SEND_PROVIDER_META_INFO) lands in the session. */
export function requestProviderMeta(): void {
  parentTransport().post(PROVIDER_KEY, 'REQUEST_PROVIDER_META_INFO')
}

/** widget-lib's WidgetHookEvents this app calls. */
export type HostHookEvent = 'ON_BEFORE_TRADE' | 'ON_BEFORE_APPROVAL' | 'ON_BEFORE_WRAP_UNWRAP'

/** CoW Swap waits two minutes for a hook's answer, then takes silence as a no. */
export const HOOK_TIMEOUT_MS = 120_000

let hookSeq = 0

/**
 * Asks the host's hook (PROCESS_HOOK, answered by HOOK_RESULT) whether the action may go on,
 * as CoW Swap's callWidgetHook does: without hooks (or outside a host) the answer is yes; no
 * answer within HOOK_TIMEOUT_MS is a no.
 */
export function callHostHook(event: HostHookEvent, payload: unknown): Promise<boolean> {
  const { embedded, hooksEnabled } = useWidgetSession.getState()
  if (!embedded || !hooksEnabled) return Promise.resolve(true)
  hookSeq += 1
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `hook-${Date.now()}-${hookSeq}`
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      hookCalls.delete(id)
      resolve(false)
    }, HOOK_TIMEOUT_MS)
    hookCalls.set(id, (result) => {
      clearTimeout(timer)
      resolve(result)
    })
    postToHost('PROCESS_HOOK', { id, event, payload })
  })
}
