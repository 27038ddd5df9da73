import { create } from 'zustand'
import { parentTransport } from './parent-transport'
import {
  readUpdateAppData,
  readUpdateParams,
  WIDGET_KEY,
  type EmitCowEventPayload,
  type WidgetAppParams,
  type WidgetEmitMethod,
  type WidgetEnvelope,
} from './widget-protocol'
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
  appCode: string | undefined
  /** Where the host's latest UPDATE_PARAMS asks the app to go; `seq` changes each time. */
  navigation: { to: string; seq: number } | undefined
}

export const useWidgetSession = create<WidgetSessionState>()(() => ({
  embedded: false,
  hasProvider: undefined,
  appParams: {},
  appCode: undefined,
  navigation: undefined,
}))

function appCodeOf(params: WidgetAppParams): string | undefined {
  const code = typeof params.appCode === 'string' ? params.appCode.trim() : ''
  return code !== '' && code.length <= 50 ? code : undefined
}

export function handleHostMessage(message: WidgetEnvelope): void {
  if (message.key !== WIDGET_KEY) return
  if (message.method === 'UPDATE_PARAMS') {
    const payload = readUpdateParams(message)
    if (!payload) return
    const path = parseWidgetPathname(payload.urlParams.pathname)
    const search = new URLSearchParams(payload.urlParams.search)
    useWidgetSession.setState((state) => ({
      hasProvider: payload.hasProvider,
      appParams: payload.appParams,
      appCode: state.appCode ?? appCodeOf(payload.appParams),
      navigation: path
        ? {
            to: widgetLocation(readWidgetRoute(path, search)),
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
