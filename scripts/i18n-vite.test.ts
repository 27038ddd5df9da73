import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/language-store'
import { LOCALES } from '../src/i18n/locales'
import { fillLanguages, spokenLanguages } from './i18n-vite'

const INDEX_HTML = readFileSync(new URL('../index.html', import.meta.url), 'utf8')

/** index.html's inline script, its language list filled in as the dev server and build do. */
function inlineScript(languages: readonly string[]): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(fillLanguages(INDEX_HTML, languages))?.[1]
  if (script === undefined) throw new Error('index.html has no inline script')
  return script
}

/**
 * Runs the inline script on the prerendered swap page for a visitor whose browser asks for
 * `browser` (and who picked `chosen` in the settings); what it sets as data-route-pending:
 * 'language' hides the English page, null shows it.
 */
function routePending(
  script: string,
  visitor: { browser: readonly string[]; chosen?: string },
): string | null {
  const attributes = new Map<string, string>()
  const window: Record<string, unknown> = {
    matchMedia: () => ({ matches: false }),
  }
  window.self = window
  window.top = window
  runInNewContext(script, {
    window,
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        classList: { add: () => {} },
      },
      head: { appendChild: () => {} },
      createElement: () => ({}),
    },
    location: { hash: '#/swap' },
    navigator: { languages: visitor.browser },
    localStorage: {
      getItem: (key: string) =>
        key === LANGUAGE_STORAGE_KEY && visitor.chosen !== undefined
          ? JSON.stringify({ state: { chosen: visitor.chosen }, version: 1 })
          : null,
    },
  })
  return attributes.get('data-route-pending') ?? null
}

describe("index.html's language list", () => {
  it('is the subtags of the one list, and the pseudo-locale', () => {
    expect(spokenLanguages()).toEqual(['en', 'es', 'fr', 'pt', 'ru', 'pseudo'])
  })

  it('hides the English page from every language the app speaks, and only from those', () => {
    const script = inlineScript(spokenLanguages())
    for (const { locale } of LOCALES) {
      expect(routePending(script, { browser: [locale] }), locale).toBe(
        locale === 'en' ? null : 'language',
      )
    }
    expect(routePending(script, { browser: ['pt-PT', 'en'] })).toBe('language')
    expect(routePending(script, { browser: ['de-DE', 'en-US'] })).toBe(null)
    expect(routePending(script, { browser: ['de-DE', 'es-MX'] })).toBe('language')
    // The trader's pick comes first; a stale pick matches nothing.
    expect(routePending(script, { browser: ['ru-RU'], chosen: 'en' })).toBe(null)
    expect(routePending(script, { browser: ['en-US'], chosen: 'fr' })).toBe('language')
    expect(routePending(script, { browser: ['en-US'], chosen: 'xx' })).toBe(null)
  })

  it('follows the list it is given: a language added there needs no edit of index.html', () => {
    const withGerman = inlineScript([...spokenLanguages(), 'de'])
    expect(routePending(withGerman, { browser: ['de-DE'] })).toBe('language')
    expect(routePending(inlineScript(spokenLanguages()), { browser: ['de-DE'] })).toBe(null)
  })

  it('needs exactly one placeholder in index.html', () => {
    expect(() => fillLanguages('<script>var x = 1</script>', ['en'])).toThrow(/var languages/)
  })
})
