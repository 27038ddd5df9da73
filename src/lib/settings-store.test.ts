import { describe, expect, it } from 'vitest'
import { memoryStorage as memory } from './browser-storage'
import {
  createSettingsStore,
  defaultSettings,
  sanitizeSettings,
  SETTINGS_STORAGE_KEY,
} from './settings-store'

/** Storage holding `state` as the store saves it (version 1). */
function savedSettings(state: Record<string, unknown>) {
  return memory({ [SETTINGS_STORAGE_KEY]: JSON.stringify({ state, version: 1 }) })
}

describe('settings store', () => {
  it('starts from the defaults and persists changes under the versioned key', () => {
    const storage = memory()
    const store = createSettingsStore(storage)
    expect(store.getState()).toMatchObject(defaultSettings())
    store.getState().setEnvironment('staging')
    store.getState().setTheme('dark')
    store.getState().setSelectedChainId(100)
    store.getState().setSandboxAccountIndex(3)
    store.getState().setEnsLookups(false)
    const saved = JSON.parse(storage.data.get(SETTINGS_STORAGE_KEY) ?? '{}')
    expect(saved).toEqual({
      state: {
        environment: 'staging',
        theme: 'dark',
        selectedChainId: 100,
        sandboxAccountIndex: 3,
        ensLookups: false,
      },
      version: 1,
    })
  })

  it('restores saved settings', () => {
    const saved = {
      environment: 'staging',
      theme: 'light',
      selectedChainId: 8453,
      sandboxAccountIndex: 4,
    }
    expect(createSettingsStore(savedSettings(saved)).getState()).toMatchObject(saved)
  })

  it('drops invalid saved values instead of crashing', () => {
    const storage = savedSettings({
      environment: 'mainnet',
      theme: 'light',
      // No network batchswap serves has this id.
      selectedChainId: 424242,
      sandboxAccountIndex: 9,
    })
    const state = createSettingsStore(storage).getState()
    expect(state.theme).toBe('light')
    expect(state.environment).toBe(defaultSettings().environment)
    expect(state.selectedChainId).toBe(defaultSettings().selectedChainId)
    expect(state.sandboxAccountIndex).toBe(0)
  })

  it('survives unparsable storage', () => {
    const storage = memory({ [SETTINGS_STORAGE_KEY]: '{not json' })
    expect(createSettingsStore(storage).getState()).toMatchObject(defaultSettings())
  })

  it('refuses a sandbox account outside 0-4', () => {
    const store = createSettingsStore(memory())
    expect(() => store.getState().setSandboxAccountIndex(5)).toThrow(/0-4/)
    expect(() => store.getState().setSandboxAccountIndex(-1)).toThrow(/0-4/)
    expect(store.getState().sandboxAccountIndex).toBe(0)
  })
})

describe('sanitizeSettings', () => {
  it('ignores non-objects', () => {
    expect(sanitizeSettings(null)).toEqual({})
    expect(sanitizeSettings('dark')).toEqual({})
  })
})
