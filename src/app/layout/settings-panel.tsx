import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { useLanguageStore } from '@/i18n/language-store'
import { isLocale, LOCALES } from '@/i18n/locales'
import { useSettingsStore, type ThemePreference } from '@/lib/settings-store'
import { useActiveChain } from '@/wallet/use-active-chain'
import type { Environment } from '@batchswap/contract/protocol/chains'
import type { MessageDescriptor } from '@lingui/core'

// Labels as message descriptors (`msg`): read in the active language when the menu renders.
const ENVIRONMENT_OPTIONS = [
  { value: 'production', label: msg`Production` },
  { value: 'staging', label: msg`Staging` },
] as const satisfies readonly { value: Environment; label: MessageDescriptor }[]

const THEME_OPTIONS = [
  { value: 'light', label: msg`Light`, icon: <SunIcon /> },
  { value: 'dark', label: msg`Dark`, icon: <MoonIcon /> },
  { value: 'system', label: msg`System`, icon: <MonitorIcon /> },
] as const satisfies readonly {
  value: ThemePreference
  label: MessageDescriptor
  icon: ReactNode
}[]

const ENS_OPTIONS = [
  { value: 'on', label: msg`On` },
  { value: 'off', label: msg`Off` },
] as const satisfies readonly { value: 'on' | 'off'; label: MessageDescriptor }[]

/** The settings menu's panel (./settings-menu): language, environment, theme and ENS lookups. */
export function SettingsPanel() {
  const { t, i18n: active } = useLingui()
  const environment = useSettingsStore((s) => s.environment)
  const setEnvironment = useSettingsStore((s) => s.setEnvironment)
  const theme = useSettingsStore((s) => s.theme)
  const setTheme = useSettingsStore((s) => s.setTheme)
  const ensLookups = useSettingsStore((s) => s.ensLookups)
  const setEnsLookups = useSettingsStore((s) => s.setEnsLookups)
  const { chain } = useActiveChain()

  return (
    <div className="flex flex-col gap-4 p-2">
      <LanguageSelect />
      <SegmentedControl
        legend={t`Environment`}
        options={ENVIRONMENT_OPTIONS.map((o) => ({ ...o, label: active._(o.label) }))}
        value={environment}
        onChange={setEnvironment}
        disabled={chain.isSandbox}
        description={
          chain.isSandbox
            ? t`Not used on the Sandbox: it runs one local orderbook and one settlement contract.`
            : environment === 'staging'
              ? t`Staging (barn) has its own orderbook and settlement contract; orders are real.`
              : t`The production orderbook and settlement contract.`
        }
      />
      <SegmentedControl
        legend={t`Theme`}
        options={THEME_OPTIONS.map((o) => ({ ...o, label: active._(o.label) }))}
        value={theme}
        onChange={setTheme}
      />
      <SegmentedControl
        legend={t`ENS names`}
        options={ENS_OPTIONS.map((o) => ({ ...o, label: active._(o.label) }))}
        value={ensLookups ? 'on' : 'off'}
        onChange={(value) => setEnsLookups(value === 'on')}
        description={
          chain.isSandbox
            ? t`Never looked up on the Sandbox: nothing leaves this machine.`
            : t`Shows your ENS name and avatar, looked up on Ethereum mainnet.`
        }
      />
    </div>
  )
}

/**
 * The language switch: each language in its own name (and marked as that language, so a
 * screen reader says it right), whatever the active one. The choice is kept (language-store.ts).
 */
function LanguageSelect() {
  const { t, i18n } = useLingui()
  const choose = useLanguageStore((s) => s.choose)
  // The pseudo-locale (tests only) is not offered; while it is active, nothing is selected.
  const current = isLocale(i18n.locale) ? i18n.locale : ''
  return (
    <label className="flex flex-col gap-1.5">
      <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {t`Language`}
      </span>
      <select
        value={current}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value)
        }}
        className="h-10 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-fg hover:border-line-strong"
      >
        {current === '' && <option value="" disabled />}
        {LOCALES.map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
