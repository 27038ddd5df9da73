import type { Config, CreateConnectorFn } from 'wagmi'

/**
 * Wallet connectors load lazily, as does wagmi's config (src/wallet/wagmi-loader.ts). Each source of connectors registers here with a dynamic import; the
 * wallet layer (src/app/wallet/wallet-layer.tsx) loads them all when the trader opens the
 * connect dialog, when a previous session's wallet is to be reconnected, or at start-up
 * when a source says it must connect by itself (inside a Safe{Wallet} iframe, on a widget
 * host that provides its wallet, ...).
 *
 *   registerWalletSource({
 *     id: 'safe',
 *     load: () => import('./safe-connector').then((m) => [m.safeConnector()]),
 *     autoConnect: () => window.parent !== window,
 *   })
 */
export interface WalletSource {
  /** Unique name; registering the same id again replaces the source. */
  id: string
  /** The connectors, behind a dynamic import so their code stays out of the first load. */
  load: () => Promise<readonly CreateConnectorFn[]>
  /**
   * Checked once at start-up: true loads the wallets right away and reconnects, without a
   * click (the connector's `isAuthorized` decides whether it really connects). Keep it
   * cheap: it runs on every page load.
   */
  autoConnect?: () => boolean | Promise<boolean>
}

const sources = new Map<string, WalletSource>()

export function registerWalletSource(source: WalletSource): void {
  sources.set(source.id, source)
}

/** For tests: forget every registered source. */
export function clearWalletSources(): void {
  sources.clear()
}

export function registeredWalletSources(): WalletSource[] {
  return [...sources.values()]
}

/** True when some source must connect by itself at start-up. */
export async function someSourceAutoConnects(): Promise<boolean> {
  const answers = await Promise.all(
    registeredWalletSources().map(async (source) => {
      try {
        return (await source.autoConnect?.()) ?? false
      } catch {
        return false
      }
    }),
  )
  return answers.includes(true)
}

/** What `hadConnectedWallet` reads: wagmi's storage, or `browserWalletStorage()` before wagmi loads. */
export interface StoredWalletItems {
  getItem: (key: string) => unknown
}

/** wagmi's default storage prefix (createStorage's `key`). */
const WAGMI_STORAGE_PREFIX = 'wagmi'

/**
 * wagmi's default storage (localStorage, keys prefixed `wagmi.`, values as JSON), read
 * without loading wagmi: the wallet layer asks it at start-up whether to load wagmi at all.
 */
export function browserWalletStorage(): StoredWalletItems | null {
  if (typeof window === 'undefined') return null
  return {
    getItem: (key) => {
      try {
        const raw = window.localStorage.getItem(`${WAGMI_STORAGE_PREFIX}.${key}`)
        return raw === null ? null : (JSON.parse(raw) as unknown)
      } catch {
        return null
      }
    },
  }
}

/**
 * Whether the last session ended connected: wagmi keeps the id of the last connector
 * used, and connectors mark an explicit disconnect.
 */
export async function hadConnectedWallet(source: {
  storage: StoredWalletItems | null
}): Promise<boolean> {
  const storage = source.storage
  if (!storage) return false
  try {
    const id: unknown = await storage.getItem('recentConnectorId')
    if (typeof id !== 'string' || !id) return false
    const disconnected: unknown = await storage.getItem(`${id}.disconnected`)
    return !disconnected
  } catch {
    return false
  }
}

const loadedBy = new WeakMap<Config, Map<string, Promise<void>>>()

/**
 * Loads every registered source not yet loaded into `config` and adds its connectors
 * (skipping ids the config already has, e.g. a wallet EIP-6963 discovered first). Safe to
 * call again: each source loads once per config; a source that failed is retried.
 */
export async function loadWalletSources(config: Config): Promise<void> {
  let loaded = loadedBy.get(config)
  if (!loaded) {
    loaded = new Map()
    loadedBy.set(config, loaded)
  }
  const pending: Promise<void>[] = []
  for (const source of sources.values()) {
    let loading = loaded.get(source.id)
    if (!loading) {
      const track = loaded
      loading = source.load().then(
        (connectorFns) => addConnectors(config, connectorFns),
        (error: unknown) => {
          track.delete(source.id)
          throw error
        },
      )
      loaded.set(source.id, loading)
    }
    pending.push(loading)
  }
  await Promise.all(pending)
}

function addConnectors(config: Config, connectorFns: readonly CreateConnectorFn[]): void {
  // wagmi's own way of adding connectors after creation (as its EIP-6963 discovery does):
  // `setup` creates the connector with the config's emitter, chains and storage.
  const { connectors } = config._internal
  const present = new Set(config.connectors.map((c) => c.id))
  const added = connectorFns
    .map((fn) => connectors.setup(fn))
    .filter((connector) => {
      if (present.has(connector.id)) return false
      present.add(connector.id)
      return true
    })
  if (added.length > 0) connectors.setState((current) => [...current, ...added])
}
