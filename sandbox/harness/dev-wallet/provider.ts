/**
 * A browser-extension-like EIP-1193 wallet over the sandbox's dev accounts, for the e2e
 * tests (injected into the page and announced by EIP-6963, as extensions do) and for the
 * widget host page (handed to @cowprotocol/widget-lib as the host's provider).
 *
 * It keeps what a wallet keeps (the selected account, the chain it is on, whether the site
 * is connected) and forwards everything else to the sandbox's anvil, which holds the dev
 * accounts unlocked: eth_sendTransaction and eth_signTypedData_v4 are signed by the node.
 * Browser code only: no Node imports, no dependencies but the contract's plain EIP-1193 events
 * module (it is bundled into an IIFE).
 */
import { eip1193Events } from '@batchswap/contract/protocol/eip1193-events'

export interface DevWalletOptions {
  rpcUrl: string
  /** The dev accounts the wallet holds, checksummed. */
  accounts: readonly string[]
  /** Index into `accounts` of the selected account. */
  accountIndex?: number
  /** The chain the wallet starts on. */
  chainId: number
  /** Chains the wallet can switch to (4902 for any other). */
  knownChainIds?: readonly number[]
  /** Connected from the start (as after an earlier visit), or only after eth_requestAccounts. */
  connected?: boolean
}

export interface RpcErrorShape {
  code: number
  message: string
}

/** What a test (or a person in the console) can do with the wallet. */
export interface DevWalletControl {
  /** Every request the site made, in order: method names. */
  readonly requests: string[]
  /** Typed-data signatures the wallet produced: the domain's chainId of each. */
  readonly signedDomains: Array<number | undefined>
  /** The next request with this method fails with `error` (default: 4001 user rejection). */
  rejectNext(method: string, error?: RpcErrorShape): void
  /** Whether wallet_switchEthereumChain is accepted (a person can refuse it). */
  setAllowSwitch(allow: boolean): void
  /** The person picks another account in the wallet: accountsChanged. */
  selectAccount(index: number): void
  /** The person switches networks in the wallet: chainChanged. */
  switchChain(chainId: number): void
  readonly chainId: number
  readonly account: string | undefined
}

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): Eip1193Provider
  removeListener(event: string, listener: (payload: unknown) => void): Eip1193Provider
}

export interface DevWallet {
  provider: Eip1193Provider
  control: DevWalletControl
}

/** The EIP-1193 error a wallet answers with; a plain object so it survives postMessage. */
export function rpcError(code: number, message: string): Error & RpcErrorShape {
  return Object.assign(new Error(message), { code })
}

const toHex = (n: number) => `0x${n.toString(16)}`

function typedDataChainId(params: unknown): number | undefined {
  if (!Array.isArray(params)) return undefined
  const raw: unknown = params[1]
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  if (typeof data !== 'object' || data === null) return undefined
  const domain = (data as { domain?: { chainId?: unknown } }).domain
  const chainId = domain?.chainId
  if (typeof chainId === 'number') return chainId
  if (typeof chainId === 'string') return Number(chainId)
  return undefined
}

export function createDevWallet(options: DevWalletOptions): DevWallet {
  const events = eip1193Events(() => provider)
  const { emit } = events
  let accountIndex = options.accountIndex ?? 0
  let chainId = options.chainId
  let connected = options.connected ?? false
  let allowSwitch = true
  const known = new Set(options.knownChainIds ?? [options.chainId])
  const rejections = new Map<string, RpcErrorShape>()
  const requests: string[] = []
  const signedDomains: Array<number | undefined> = []
  let nextId = 1

  const selected = () => options.accounts[accountIndex]
  const exposed = () => {
    const account = selected()
    return connected && account ? [account] : []
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: RpcErrorShape }
    if (body.error) throw rpcError(body.error.code, body.error.message)
    return body.result
  }

  async function request({ method, params }: { method: string; params?: unknown }) {
    requests.push(method)
    const rejection = rejections.get(method)
    if (rejection) {
      rejections.delete(method)
      throw rpcError(rejection.code, rejection.message)
    }
    switch (method) {
      case 'eth_chainId':
        return toHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return exposed()
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        const wasConnected = connected
        connected = true
        if (!wasConnected) {
          emit('connect', { chainId: toHex(chainId) })
          emit('accountsChanged', exposed())
        }
        return method === 'eth_requestAccounts' ? exposed() : [{ parentCapability: 'eth_accounts' }]
      }
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        connected = false
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain': {
        const [target] = (Array.isArray(params) ? params : []) as [{ chainId?: string }?]
        const next = Number.parseInt(target?.chainId ?? '', 16)
        if (!allowSwitch) throw rpcError(4001, 'The person refused to switch networks.')
        if (!known.has(next)) throw rpcError(4902, `Unrecognized chain ${target?.chainId ?? ''}`)
        if (next !== chainId) {
          chainId = next
          emit('chainChanged', toHex(chainId))
        }
        return null
      }
      case 'wallet_addEthereumChain':
        throw rpcError(4001, 'The person refused to add a network.')
      case 'eth_sendTransaction':
      case 'eth_signTypedData_v4':
      case 'personal_sign':
      case 'eth_sign': {
        if (!connected) throw rpcError(4100, 'The site is not connected to this wallet.')
        if (chainId !== options.chainId) {
          // The wallet is on a network the sandbox node is not: it cannot sign there.
          throw rpcError(-32603, `This dev wallet signs only on chain ${options.chainId}.`)
        }
        if (method === 'eth_signTypedData_v4') signedDomains.push(typedDataChainId(params))
        return forward(method, params)
      }
      default:
        if (chainId !== options.chainId) {
          throw rpcError(-32603, `No node for chain ${chainId} in this dev wallet.`)
        }
        return forward(method, params)
    }
  }

  const provider: Eip1193Provider = {
    request,
    on: events.on,
    removeListener: events.removeListener,
  }

  const control: DevWalletControl = {
    requests,
    signedDomains,
    rejectNext(method, error = { code: 4001, message: 'User rejected the request.' }) {
      rejections.set(method, error)
    },
    setAllowSwitch(allow) {
      allowSwitch = allow
    },
    selectAccount(index) {
      if (!options.accounts[index]) throw new Error(`no account ${index}`)
      accountIndex = index
      if (connected) emit('accountsChanged', exposed())
    },
    switchChain(next) {
      known.add(next)
      if (next === chainId) return
      chainId = next
      emit('chainChanged', toHex(chainId))
    },
    get chainId() {
      return chainId
    },
    get account() {
      return selected()
    },
  }
  return { provider, control }
}

export interface Eip6963Info {
  uuid: string
  name: string
  /** A data: URI (EIP-6963 requires one). */
  icon: string
  rdns: string
}

/**
 * Announces the provider as EIP-6963 asks: once now, and again on every
 * `eip6963:requestProvider` (a site that loads later asks for it).
 */
export function announceEip6963(provider: Eip1193Provider, info: Eip6963Info): void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** A small square icon as a data: URI, as EIP-6963 requires. */
export const DEV_WALLET_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#7c3aed"/></svg>',
  )
