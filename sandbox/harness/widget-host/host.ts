/**
 * The widget host page: what an integrator's site does to embed batchswap with the real
 * @cowprotocol/widget-lib, pointing `baseUrl` at batchswap and handing over its own wallet
 * (an EIP-1193 provider over a sandbox dev account, as a connected dapp would have).
 * Bundled by esbuild and served by server.ts; used by `npm start` and the e2e tests.
 */
import {
  createCowSwapWidget,
  TradeType,
  type CowSwapWidgetParams,
  type EthereumProvider,
  type SupportedChainId,
} from '@cowprotocol/widget-lib'
import { CowWidgetEvents, type CowWidgetEventListeners } from '@cowprotocol/events'
import { createDevWallet, type DevWalletControl } from '../dev-wallet/provider'

export interface HostConfig {
  appUrl: string
  rpcUrl: string
  chainId: number
  accounts: string[]
  accountIndex: number
  appCode: string
}

export interface RecordedEvent {
  event: string
  /** The payload with bigints as decimal strings (JSON-safe), and which fields were bigints. */
  payload: unknown
  bigints: string[]
}

/** How the host's hooks answer (absent: no such hook, which widget-lib takes as yes). */
export interface HookAnswers {
  onBeforeTrade?: boolean
  onBeforeApproval?: boolean
  onBeforeWrapOrUnwrap?: boolean
}

declare global {
  interface Window {
    __hostConfig?: HostConfig
    __host?: {
      events: RecordedEvent[]
      wallet: DevWalletControl
      params: CowSwapWidgetParams
      updateParams(patch: Partial<CowSwapWidgetParams>): void
      /**
       * Installs the host's hooks (onBeforeTrade, onBeforeApproval, onBeforeWrapOrUnwrap)
       * answering as given (`undefined` removes a hook); every call is recorded in `hookCalls`.
       */
      setHooks(answers: HookAnswers): void
      hookCalls: { hook: string; payload: unknown }[]
      /** Posts `message` to the widget from a sibling frame: not the widget's parent. */
      postFromSiblingFrame(message: unknown): Promise<void>
    }
  }
}

/** Every event widget-lib lets a host listen to, named by the library itself. */
const EVENTS = Object.values(CowWidgetEvents)

function jsonSafe(value: unknown, bigints: string[], path = ''): unknown {
  if (typeof value === 'bigint') {
    bigints.push(path)
    return value.toString()
  }
  if (Array.isArray(value)) return value.map((v, i) => jsonSafe(v, bigints, `${path}[${i}]`))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, jsonSafe(v, bigints, path ? `${path}.${k}` : k)]),
    )
  }
  return value
}

function main() {
  const config = window.__hostConfig
  const container = document.getElementById('widget')
  const log = document.getElementById('events')
  if (!config || !container || !log) throw new Error('host page: config or elements missing')

  const { provider, control } = createDevWallet({
    rpcUrl: config.rpcUrl,
    accounts: config.accounts,
    accountIndex: config.accountIndex,
    chainId: config.chainId,
    // The dapp is already connected to its wallet; the widget borrows the connection.
    connected: true,
  })

  // widget-lib types request() generically; the wallet answers whatever the node does.
  const hostProvider: EthereumProvider & { removeListener: typeof provider.removeListener } = {
    request: <T>(args: { method: string; params: unknown[] }) =>
      provider.request(args) as Promise<T>,
    on: (event, listener) => void provider.on(event, listener as (payload: unknown) => void),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  }

  const events: RecordedEvent[] = []
  const listeners = EVENTS.map((event) => ({
    event,
    handler: (payload: unknown) => {
      const bigints: string[] = []
      const recorded = { event, payload: jsonSafe(payload, bigints), bigints }
      events.push(recorded)
      const item = document.createElement('li')
      item.textContent = `${event} ${JSON.stringify(recorded.payload).slice(0, 300)}`
      log.appendChild(item)
    },
  })) as unknown as CowWidgetEventListeners

  let params: CowSwapWidgetParams = {
    appCode: config.appCode,
    baseUrl: config.appUrl,
    // The sandbox chain is not one of the CoW SDK's chains; the lib passes it on as is.
    chainId: config.chainId as SupportedChainId,
    tradeType: TradeType.SWAP,
    sell: { asset: 'WETH', amount: '1' },
    buy: { asset: 'USDC' },
    theme: 'light',
    standaloneMode: false,
    rootStyle: { width: '100%', maxWidth: '480px', height: '680px' },
  }
  const widget = createCowSwapWidget(container, { params, provider: hostProvider, listeners })

  const updateParams = (patch: Partial<CowSwapWidgetParams>) => {
    params = { ...params, ...patch }
    widget.updateParams(params)
  }

  const hookCalls: { hook: string; payload: unknown }[] = []
  const hook = (name: string, answer: boolean) => (payload: unknown) => {
    hookCalls.push({ hook: name, payload: jsonSafe(payload, []) })
    return answer
  }
  const setHooks = (answers: HookAnswers) => {
    const hooks: CowSwapWidgetParams['hooks'] = {}
    if (answers.onBeforeTrade !== undefined)
      hooks.onBeforeTrade = hook('onBeforeTrade', answers.onBeforeTrade)
    if (answers.onBeforeApproval !== undefined)
      hooks.onBeforeApproval = hook('onBeforeApproval', answers.onBeforeApproval)
    if (answers.onBeforeWrapOrUnwrap !== undefined)
      hooks.onBeforeWrapOrUnwrap = hook('onBeforeWrapOrUnwrap', answers.onBeforeWrapOrUnwrap)
    updateParams({ hooks })
  }

  window.__host = {
    events,
    wallet: control,
    get params() {
      return params
    },
    updateParams,
    setHooks,
    hookCalls,
    postFromSiblingFrame(message) {
      return new Promise((resolve) => {
        const sibling = document.createElement('iframe')
        sibling.title = 'Another frame on the host page'
        sibling.style.display = 'none'
        sibling.addEventListener('load', () => {
          const target = widget.iframe.contentWindow
          const win = sibling.contentWindow
          if (target && win) {
            // Posted by the sibling's own window (its script), so that window is the source.
            const script = win.document.createElement('script')
            script.textContent = `parent.document.getElementById('${widget.iframe.id}').contentWindow.postMessage(${JSON.stringify(message)}, '*')`
            win.document.body.appendChild(script)
          }
          resolve()
        })
        sibling.srcdoc = '<!doctype html><title>sibling</title><body></body>'
        document.body.appendChild(sibling)
      })
    },
  }

  document
    .getElementById('pair-dai-wbtc')
    ?.addEventListener('click', () =>
      updateParams({ sell: { asset: 'DAI', amount: '100' }, buy: { asset: 'WBTC' } }),
    )
  document
    .getElementById('theme-dark')
    ?.addEventListener('click', () => updateParams({ theme: 'dark' }))
  const accountPicker = document.getElementById('account')
  if (accountPicker instanceof HTMLSelectElement) {
    accountPicker.value = String(config.accountIndex)
    accountPicker.addEventListener('change', () =>
      control.selectAccount(Number(accountPicker.value)),
    )
  }
}

main()
