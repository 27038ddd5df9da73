import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore, storedField } from '@/lib/persisted-store'
import { isAppLocale, type AppLocale } from './locales'

/**
 * The language the trader picked in the settings, kept across visits under a versioned key
 * like the app's other settings. Undefined until they pick one: the app then follows the
 * browser's languages (locales.ts `matchLocale`), so a change there still counts.
 */
export const LANGUAGE_STORAGE_KEY = 'batchswap.language.v1'

export interface LanguageState {
  chosen: AppLocale | undefined
  choose: (locale: AppLocale) => void
}

export function createLanguageStore(storage?: StateStorage) {
  return createPersistedStore<LanguageState, Pick<LanguageState, 'chosen'>>(
    {
      key: LANGUAGE_STORAGE_KEY,
      storage,
      persisted: ({ chosen }) => ({ chosen }),
      // A hand-edited or stale entry (a language since removed) is dropped, not trusted.
      sanitize: (stored) => {
        const chosen = storedField(stored, 'chosen')
        return { chosen: isAppLocale(chosen) ? chosen : undefined }
      },
    },
    (set) => ({
      chosen: undefined,
      choose: (chosen) => set({ chosen }),
    }),
  )
}

export const useLanguageStore = createLanguageStore()
