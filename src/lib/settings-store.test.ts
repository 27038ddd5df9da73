import { describe, expect, it } from 'vitest'
import {
  createSettingsStore,
  defaultSettings,
  sanitizeSettings,
  SETTINGS_STORAGE_KEY,
} from './settings-store'

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
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
    const saved = JSON.parse(storage.map.get(SETTINGS_STORAGE_KEY) ?? '{}')
    expect(saved).toEqual({
      state: {
        environment: 'staging',
        theme: 'dark',
        selectedChainId: 100,
        sandboxAccountIndex: 3,
      },
      version: 1,
    })
  })

  it('restores saved settings', () => {
    const storage = memory({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({
        state: {
          environment: 'staging',
          theme: 'light',
          selectedChainId: 8453,
          sandboxAccountIndex: 4,
        },
        version: 1,
      }),
    })
    expect(createSettingsStore(storage).getState()).toMatchObject({
      environment: 'staging',
      theme: 'light',
      selectedChainId: 8453,
      sandboxAccountIndex: 4,
    })
  })

  it('drops invalid saved values instead of crashing', () => {
    const storage = memory({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({
        state: {
          environment: 'mainnet',
          theme: 'light',
          selectedChainId: 56,
          sandboxAccountIndex: 9,
        },
        version: 1,
      }),
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
