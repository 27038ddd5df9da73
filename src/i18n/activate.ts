import { i18n, type Messages } from '@lingui/core'
import { formattingLocale, SOURCE_LOCALE, type AppLocale } from './locales'

/**
 * The one i18n instance (Lingui's own, which the macros call) and how a language becomes the
 * active one (docs/i18n.md).
 */
export { i18n }

// English has no catalog: each message's source is in the code, compiled at build time
// (scripts/i18n-vite.ts), and Lingui's production runtime has no ICU compiler. A source
// message the build left as a string is plain text, so the compiler the runtime asks for is
// the identity. In development and tests Lingui brings its real compiler.
if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => [message])

/** A language's catalog, compiled on import; each is a chunk of its own, loaded on demand. */
async function loadMessages(locale: Exclude<AppLocale, typeof SOURCE_LOCALE>): Promise<Messages> {
  const { messages } = await import(`../locales/${locale}.po`)
  return messages
}

function show(locale: AppLocale, messages: Messages) {
  i18n.loadAndActivate({ locale, locales: formattingLocale(locale), messages })
  if (typeof document !== 'undefined') {
    document.documentElement.lang = formattingLocale(locale)
  }
}

/** English, at once: no catalog to wait for (the prerendered page is English). */
export function activateSourceLocale(): void {
  show(SOURCE_LOCALE, {})
}

let latest = 0

/**
 * Loads the catalog of `locale` and makes it the active language, `<html lang>` included.
 * When the trader picks again before a catalog has arrived, the later choice wins.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const request = ++latest
  if (locale === SOURCE_LOCALE) {
    activateSourceLocale()
    return
  }
  const messages = await loadMessages(locale)
  if (request === latest) show(locale, messages)
}
