import { describe, expect, it } from 'vitest'
import { memoryStorage } from '@/lib/browser-storage'
import { createLanguageStore, LANGUAGE_STORAGE_KEY } from './language-store'

const saved = (chosen: unknown) =>
  memoryStorage({ [LANGUAGE_STORAGE_KEY]: JSON.stringify({ state: { chosen }, version: 1 }) })

describe('language store', () => {
  it('follows the browser until a language is picked, then keeps it', () => {
    const storage = memoryStorage()
    const store = createLanguageStore(storage)
    expect(store.getState().chosen).toBeUndefined()
    store.getState().choose('ru')
    expect(JSON.parse(storage.data.get(LANGUAGE_STORAGE_KEY) ?? '{}')).toEqual({
      state: { chosen: 'ru' },
      version: 1,
    })
    expect(createLanguageStore(storage).getState().chosen).toBe('ru')
  })

  it('drops a stored value that is no language of the app', () => {
    expect(createLanguageStore(saved('de')).getState().chosen).toBeUndefined()
    expect(createLanguageStore(saved(42)).getState().chosen).toBeUndefined()
    expect(createLanguageStore(saved('pt-BR')).getState().chosen).toBe('pt-BR')
    expect(createLanguageStore(saved('pseudo')).getState().chosen).toBe('pseudo')
  })
})
