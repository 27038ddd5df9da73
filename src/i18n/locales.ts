/**
 * The languages of the app (docs/i18n.md). English is the source language: messages are
 * written in English in the code. Each name is written in its own language, as a trader
 * looking for theirs reads it.
 */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'ru', name: 'Русский' },
] as const

export type Locale = (typeof LOCALES)[number]['locale']

export const SOURCE_LOCALE = 'en' satisfies Locale

/**
 * The pseudo-locale: every message accented ("Settings" -> "Śēţţĩńĝś"), generated from the English
 * messages. Not offered in the settings; the journey e2e/i18n-pseudo.spec.ts selects it to
 * find text that was never wrapped for translation.
 */
export const PSEUDO_LOCALE = 'pseudo'

/** What the app can be shown in: a language, or the pseudo-locale. */
export type AppLocale = Locale | typeof PSEUDO_LOCALE

const SUPPORTED: readonly string[] = LOCALES.map((entry) => entry.locale)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && SUPPORTED.includes(value)
}

export function isAppLocale(value: unknown): value is AppLocale {
  return value === PSEUDO_LOCALE || isLocale(value)
}

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) that the
 * app speaks, English when none: an exact tag ("pt-BR"), else the language alone ("es-MX" ->
 * es, "pt-PT" and "pt" -> pt-BR, the one Portuguese the app has, "fr-CA" -> fr).
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const exact = LOCALES.find((entry) => entry.locale.toLowerCase() === tag.toLowerCase())
    if (exact) return exact.locale
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    const sameLanguage = LOCALES.find((entry) => entry.locale.split('-')[0] === language)
    if (sameLanguage) return sameLanguage.locale
  }
  return SOURCE_LOCALE
}

/**
 * The BCP 47 tag numbers and dates are formatted with. The pseudo-locale formats as English:
 * its journey allows digits and separators, and it must not depend on the machine's locale.
 */
export function formattingLocale(locale: string): string {
  return isLocale(locale) ? locale : SOURCE_LOCALE
}
