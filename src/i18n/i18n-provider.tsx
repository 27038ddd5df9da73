import { I18nProvider } from '@lingui/react'
import { t } from '@lingui/core/macro'
import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { toast } from '@/lib/toast-store'
import { activateLocale, i18n } from './activate'
import { useLanguageStore } from './language-store'

/**
 * Lingui's provider over the app, in the language the trader picked (the settings' language
 * switch writes it to the language store). The tree below is keyed by the active language:
 * a switch renders every page afresh, so text computed outside `<Trans>` and `useLingui` (a
 * `t` in a helper, a formatted number) follows too. Switching is rare; drafts and settings
 * live in stores and survive it.
 */
export function AppI18nProvider({ children }: { children: ReactNode }) {
  const chosen = useLanguageStore((s) => s.chosen)
  const [locale, setLocale] = useState(i18n.locale)

  useEffect(() => i18n.on('change', () => setLocale(i18n.locale)), [])

  useEffect(() => {
    if (!chosen || chosen === i18n.locale) return
    activateLocale(chosen).catch(() => {
      toast.show({
        tone: 'error',
        title: t`The language did not load`,
        description: t`Check your connection, then choose the language again.`,
      })
    })
  }, [chosen])

  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={locale}>{children}</Fragment>
    </I18nProvider>
  )
}
