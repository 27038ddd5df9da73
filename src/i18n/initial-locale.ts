import { activateLocale, activateSourceLocale } from './activate'
import { useLanguageStore } from './language-store'
import { matchLocale, SOURCE_LOCALE, type AppLocale } from './locales'

/** The language to start in: the one the trader picked, else the browser's first we speak. */
export function initialLocale(): AppLocale {
  const chosen = useLanguageStore.getState().chosen
  if (chosen) return chosen
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
  return matchLocale(languages)
}

/**
 * At start-up (src/main.tsx): the initial language, or English when its catalog cannot be
 * loaded (offline on a first visit): the app must render in some language. Returns the one
 * shown.
 */
export async function activateInitialLocale(): Promise<AppLocale> {
  const locale = initialLocale()
  try {
    await activateLocale(locale)
    return locale
  } catch {
    activateSourceLocale()
    return SOURCE_LOCALE
  }
}
