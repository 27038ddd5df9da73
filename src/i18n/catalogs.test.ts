import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES, SOURCE_LOCALE } from './locales'

/** The translations of a catalog (src/locales/{locale}.po), one string per msgstr line. */
function translations(locale: string): string[] {
  const text = readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8')
  return [...text.matchAll(/^msgstr(?:\[\d+\])? "(.*)"$/gm)].map((match) => match[1] ?? '')
}

/** What `Intl` writes between a number and "%" in `locale`: "\u00a0" in French, "" in English. */
function spaceBeforePercent(locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5)
  const sign = parts.findIndex((part) => part.type === 'percentSign')
  const before = parts[sign - 1]
  return before?.type === 'literal' ? before.value : ''
}

describe('the catalogs', () => {
  const translated = LOCALES.filter(({ locale }) => locale !== SOURCE_LOCALE)

  // "0,5 %" must not break before "%": French, Spanish and Russian put a no-break space
  // there (U+00A0, as Intl writes it), so "%" never starts a line alone.
  it.each(translated)('write the space before "%" as Intl does in $locale', ({ locale }) => {
    const space = spaceBeforePercent(locale)
    const percents = translations(locale).flatMap((text) => [...text.matchAll(/(\d|\})(\s*)%/g)])
    expect(percents.length).toBeGreaterThan(0)
    for (const [whole, , written] of percents) {
      expect({ whole, space: written }).toEqual({ whole, space })
    }
  })
})
