/** The round button between the two amount fields that swaps the sell and buy tokens. */
import { t } from '@lingui/core/macro'
import { SwapIcon } from '@/components/ui/icons'

export function FlipButton({
  onClick,
  disabled = false,
}: {
  onClick: () => void
  /** Shown but not usable, as CoW Swap's arrow is (a widget host's disableSwitchingTokens). */
  disabled?: boolean
}) {
  return (
    <div className="relative z-10 -my-4 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        title={disabled ? t`Switching the tokens is off on this site` : undefined}
        aria-label={t`Swap the sell and buy tokens`}
        className="flex size-10 items-center justify-center rounded-xl border-4 border-surface bg-surface-muted text-fg-muted shadow-sm hover:text-fg disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:text-fg-muted"
      >
        <SwapIcon className="size-4 rotate-90" />
      </button>
    </div>
  )
}
