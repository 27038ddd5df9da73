import { t } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { activateLocale, activateSourceLocale, i18n } from './activate'

describe('activateLocale', () => {
  it('loads a catalog and translates with it, English needing none', async () => {
    await activateLocale('es')
    expect(i18n.locale).toBe('es')
    expect(t`Settings`).toBe('Ajustes')
    await activateLocale('ru')
    expect(t`Settings`).toBe('Настройки')
    await activateLocale('pseudo')
    expect(t`Settings`).toBe('Śēţţĩńĝś')
    activateSourceLocale()
    expect(i18n.locale).toBe('en')
    expect(t`Settings`).toBe('Settings')
  })

  it('lets the later of two quick choices win', async () => {
    const first = activateLocale('fr')
    const second = activateLocale('pt-BR')
    await Promise.all([first, second])
    expect(i18n.locale).toBe('pt-BR')
    activateSourceLocale()
  })
})
