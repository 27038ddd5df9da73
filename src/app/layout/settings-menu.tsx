import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Badge } from '@/components/ui/badge'
import { SettingsIcon } from '@/components/ui/icons'
import { Popover } from '@/components/ui/popover'
import { cn } from '@/lib/cn'
import { useSettingsStore } from '@/lib/settings-store'
import { useActiveChain } from '@/wallet/use-active-chain'

// The panel's code loads when the menu is first opened, as the swap's dialogs do
// (features/swap/swap-dialogs.tsx): the first paint shows only the button.
const SettingsPanel = lazy(() =>
  import('./settings-panel').then((m) => ({ default: m.SettingsPanel })),
)

/** Language, environment (production / staging), theme and ENS lookups, all persisted. */
export function SettingsMenu() {
  const { t } = useLingui()
  const environment = useSettingsStore((s) => s.environment)
  const { chain } = useActiveChain()

  return (
    <Popover
      label={t`Settings`}
      className="w-80"
      trigger={(props, open) => (
        <button
          type="button"
          {...props}
          aria-label={t`Settings`}
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
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      )}
    </Popover>
  )
}

/** Small marker next to the brand while staging is active on a live network. */
export function EnvironmentBadge() {
  const environment = useSettingsStore((s) => s.environment)
  const { chain } = useActiveChain()
  if (environment !== 'staging' || chain.isSandbox) return null
  return (
    <Badge tone="warning">
      <Trans>Staging</Trans>
    </Badge>
  )
}
