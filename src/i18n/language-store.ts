import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { browserStorage } from '@/lib/browser-storage'
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

export function createLanguageStore(storage: StateStorage = browserStorage()) {
  return create<LanguageState>()(
    persist(
      (set) => ({
        chosen: undefined,
        choose: (chosen) => set({ chosen }),
      }),
      {
        name: LANGUAGE_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: ({ chosen }) => ({ chosen }),
        // A hand-edited or stale entry (a language since removed) is dropped, not trusted.
        merge: (persisted, current) => {
          const chosen = (persisted as { chosen?: unknown } | undefined)?.chosen
          return { ...current, chosen: isAppLocale(chosen) ? chosen : undefined }
        },
      },
    ),
  )
}

export const useLanguageStore = createLanguageStore()
