/** The swap card's settings button, which also shows the slippage in force. */
import { t } from '@lingui/core/macro'
import { SettingsIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { slippageLabel, type EffectiveSlippage } from '../quote/slippage'

export function SettingsButton({
  slippage,
  deadlineMinutes,
  onClick,
}: {
  slippage: EffectiveSlippage
  deadlineMinutes: number
  onClick: () => void
}) {
  const label = slippageLabel(slippage)
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-center gap-1.5 rounded-xl px-2.5 py-1.5 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg"
      aria-label={t`Swap settings. Slippage ${label}, deadline ${deadlineMinutes} minutes`}
    >
      <span className={cn('tabular', slippage.warning && 'text-warning')}>
        {slippageLabel(slippage)}
      </span>
      <SettingsIcon className="size-5" />
    </button>
  )
}
