import { NOTIFICATION_TYPES, type WireNotificationType } from '@batchswap/contract/wire/channels'
import { cn } from '@/lib/cn'
import { typeLabel } from './channel-view'

/** The six notification types as checkboxes; at least one stays ticked. */
export function TypesFieldset({
  legend,
  value,
  onToggle,
  disabled = false,
  error,
  errorId,
}: {
  legend: string
  value: readonly WireNotificationType[]
  onToggle: (type: WireNotificationType, on: boolean) => void
  disabled?: boolean
  error?: string
  errorId?: string
}) {
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      className="min-w-0"
    >
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {legend}
      </legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2">
        {NOTIFICATION_TYPES.map((type) => {
          const checked = value.includes(type)
          // Unticking the last one would leave a channel that receives nothing.
          const last = checked && value.length === 1
          return (
            <label
              key={type}
              className={cn('flex items-center gap-2 text-sm text-fg', last && 'opacity-70')}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={checked}
                disabled={last && !error}
                onChange={(event) => onToggle(type, event.target.checked)}
              />
              {typeLabel(type)}
            </label>
          )
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
