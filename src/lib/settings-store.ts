import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore } from '@/lib/persisted-store'
import { appEnv } from '@/config/env'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  ENVIRONMENTS,
  isSupportedChainId,
  SANDBOX_CHAIN_ID,
  type Environment,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'

/**
 * The user's settings: client state the app keeps across visits. Server and wallet data
 * never live here (they are derived from React Query and wagmi).
 *
 * The key is versioned; index.html reads `state.theme` from it before the first paint.
 */
export const SETTINGS_STORAGE_KEY = 'batchswap.settings.v1'

export type ThemePreference = 'light' | 'dark' | 'system'
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system']

export interface Settings {
  /** production or staging: decides service base URLs and protocol contracts. */
  environment: Environment
  theme: ThemePreference
  /** The network the app shows while no wallet is connected (and after one disconnects). */
  selectedChainId: SupportedChainId
  /** Which of the sandbox dev accounts (0-4) the Sandbox wallet uses. */
  sandboxAccountIndex: number
  /**
   * Whether the wallet UI may look up the account's ENS name and avatar on Ethereum
   * mainnet (through the mainnet transport). Never on the Sandbox network, whatever this says.
   */
  ensLookups: boolean
}

export interface SettingsActions {
  setEnvironment: (environment: Environment) => void
  setTheme: (theme: ThemePreference) => void
  setSelectedChainId: (chainId: SupportedChainId) => void
  setSandboxAccountIndex: (index: number) => void
  setEnsLookups: (enabled: boolean) => void
}

export type SettingsState = Settings & SettingsActions

export const SANDBOX_ACCOUNT_COUNT = sandboxDeployment.traders.length

export function defaultSettings(): Settings {
  return {
    environment: 'production',
    theme: 'system',
    selectedChainId: isSupportedChainId(appEnv.defaultChainId)
      ? appEnv.defaultChainId
      : SANDBOX_CHAIN_ID,
    sandboxAccountIndex: 0,
    ensLookups: true,
  }
}

function isSandboxAccountIndex(value: unknown): value is number {
  return Number.isInteger(value) && Number(value) >= 0 && Number(value) < SANDBOX_ACCOUNT_COUNT
}

/**
 * Keeps every valid field of a stored value and drops the rest, so a hand-edited or
 * stale localStorage entry never crashes the app.
 */
export function sanitizeSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {}
  const s = stored as Record<string, unknown>
  const out: Partial<Settings> = {}
  if (ENVIRONMENTS.includes(s.environment as Environment)) {
    out.environment = s.environment as Environment
  }
  if (THEME_PREFERENCES.includes(s.theme as ThemePreference)) {
    out.theme = s.theme as ThemePreference
  }
  if (typeof s.selectedChainId === 'number' && isSupportedChainId(s.selectedChainId)) {
    out.selectedChainId = s.selectedChainId
  }
  if (isSandboxAccountIndex(s.sandboxAccountIndex)) {
    out.sandboxAccountIndex = s.sandboxAccountIndex
  }
  if (typeof s.ensLookups === 'boolean') out.ensLookups = s.ensLookups
  return out
}

export function createSettingsStore(storage?: StateStorage) {
  return createPersistedStore<SettingsState>(
    {
      key: SETTINGS_STORAGE_KEY,
      storage,
      persisted: ({ environment, theme, selectedChainId, sandboxAccountIndex, ensLookups }) => ({
        environment,
        theme,
        selectedChainId,
        sandboxAccountIndex,
        ensLookups,
      }),
      sanitize: sanitizeSettings,
    },
    (set) => ({
      ...defaultSettings(),
      setEnvironment: (environment) => set({ environment }),
      setTheme: (theme) => set({ theme }),
      setSelectedChainId: (selectedChainId) => set({ selectedChainId }),
      setSandboxAccountIndex: (index) => {
        if (!isSandboxAccountIndex(index)) {
          throw new RangeError(`Sandbox account index must be 0-${SANDBOX_ACCOUNT_COUNT - 1}`)
        }
        set({ sandboxAccountIndex: index })
      },
      setEnsLookups: (ensLookups) => set({ ensLookups }),
    }),
  )
}

export const useSettingsStore = createSettingsStore()
