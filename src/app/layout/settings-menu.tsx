import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { MonitorIcon, MoonIcon, SettingsIcon, SunIcon } from '@/components/ui/icons'
import { Popover } from '@/components/ui/popover'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { cn } from '@/lib/cn'
import { useSettingsStore, type ThemePreference } from '@/lib/settings-store'
import { useActiveChain } from '@/wallet/use-active-chain'
import type { Environment } from '@batchswap/contract/protocol/chains'

const ENVIRONMENT_OPTIONS = [
  { value: 'production', label: 'Production' },
  { value: 'staging', label: 'Staging' },
] as const satisfies readonly { value: Environment; label: string }[]

const THEME_OPTIONS = [
  { value: 'light', label: 'Light', icon: <SunIcon /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon /> },
  { value: 'system', label: 'System', icon: <MonitorIcon /> },
] as const satisfies readonly { value: ThemePreference; label: string; icon: ReactNode }[]

const ENS_OPTIONS = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const satisfies readonly { value: 'on' | 'off'; label: string }[]

/** Environment (production / staging), theme and ENS lookups, all persisted. */
export function SettingsMenu() {
  const environment = useSettingsStore((s) => s.environment)
  const setEnvironment = useSettingsStore((s) => s.setEnvironment)
  const theme = useSettingsStore((s) => s.theme)
  const setTheme = useSettingsStore((s) => s.setTheme)
  const ensLookups = useSettingsStore((s) => s.ensLookups)
  const setEnsLookups = useSettingsStore((s) => s.setEnsLookups)
  const { chain } = useActiveChain()

  return (
    <Popover
      label="Settings"
      className="w-80"
      trigger={(props, open) => (
        <button
          type="button"
          {...props}
          aria-label="Settings"
          className={cn(
            'relative flex size-10 items-center justify-center rounded-xl border border-line bg-surface text-lg text-fg-muted transition-colors hover:border-line-strong hover:text-fg',
            open && 'border-line-strong text-fg',
          )}
        >
          <SettingsIcon />
          {environment === 'staging' && !chain.isSandbox && (
            <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-warning ring-2 ring-surface" />
          )}
        </button>
      )}
    >
      {() => (
        <div className="flex flex-col gap-4 p-2">
          <SegmentedControl
            legend="Environment"
            options={ENVIRONMENT_OPTIONS}
            value={environment}
            onChange={setEnvironment}
            disabled={chain.isSandbox}
            description={
              chain.isSandbox
                ? 'Not used on the Sandbox: it runs one local orderbook and one settlement contract.'
                : environment === 'staging'
                  ? 'Staging (barn) has its own orderbook and settlement contract; orders are real.'
                  : 'The production orderbook and settlement contract.'
            }
          />
          <SegmentedControl
            legend="Theme"
            options={THEME_OPTIONS}
            value={theme}
            onChange={setTheme}
          />
          <SegmentedControl
            legend="ENS names"
            options={ENS_OPTIONS}
            value={ensLookups ? 'on' : 'off'}
            onChange={(value) => setEnsLookups(value === 'on')}
            description={
              chain.isSandbox
                ? 'Never looked up on the Sandbox: nothing leaves this machine.'
                : 'Shows your ENS name and avatar, looked up on Ethereum mainnet.'
            }
          />
        </div>
      )}
    </Popover>
  )
}

/** Small marker next to the brand while staging is active on a live network. */
export function EnvironmentBadge() {
  const environment = useSettingsStore((s) => s.environment)
  const { chain } = useActiveChain()
  if (environment !== 'staging' || chain.isSandbox) return null
  return <Badge tone="warning">Staging</Badge>
}
