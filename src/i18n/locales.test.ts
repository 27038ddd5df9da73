import { describe, expect, it } from 'vitest'
import { formattingLocale, isAppLocale, matchLocale } from './locales'

describe('matchLocale', () => {
  it('takes the first of the browser languages the app speaks', () => {
    expect(matchLocale(['de-DE', 'es-MX', 'fr'])).toBe('es')
    expect(matchLocale(['ru-RU'])).toBe('ru')
    expect(matchLocale(['fr-CA', 'en'])).toBe('fr')
    expect(matchLocale(['en-GB', 'es'])).toBe('en')
  })

  it('gives Brazilian Portuguese to every Portuguese', () => {
    expect(matchLocale(['pt-BR'])).toBe('pt-BR')
    expect(matchLocale(['pt-br'])).toBe('pt-BR')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['pt'])).toBe('pt-BR')
  })

  it('falls back to English', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale(['de', 'ja-JP', 'zh-Hant-TW'])).toBe('en')
    expect(matchLocale(['es_ES'])).toBe('es')
  })
})

describe('locale helpers', () => {
  it('knows the pseudo-locale but formats it as English', () => {
    expect(isAppLocale('pseudo')).toBe(true)
    expect(isAppLocale('de')).toBe(false)
    expect(formattingLocale('pseudo')).toBe('en')
    expect(formattingLocale('pt-BR')).toBe('pt-BR')
  })
})
