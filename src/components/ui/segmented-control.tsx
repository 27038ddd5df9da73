import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface SegmentOption<T extends string> {
  value: T
  label: string
  icon?: ReactNode
}

export interface SegmentedControlProps<T extends string> {
  /** Visible group label (the fieldset's legend). */
  legend: string
  options: readonly SegmentOption<T>[]
  value: T
  onChange: (value: T) => void
  disabled?: boolean
  /** Shown under the control, and linked to it for screen readers. */
  description?: ReactNode
}

/** A radio group drawn as segments: native radios, so arrow keys and forms just work. */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  description,
}: SegmentedControlProps<T>) {
  const name = useId()
  const descriptionId = `${name}-description`
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
      className="min-w-0"
    >
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {legend}
      </legend>
      <div
        className={cn('grid gap-1 rounded-xl bg-surface-muted p-1', disabled && 'opacity-60')}
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus',
              value === option.value
                ? 'bg-surface text-fg shadow-sm'
                : 'text-fg-muted hover:text-fg',
              disabled && 'cursor-not-allowed',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon && <span className="flex shrink-0">{option.icon}</span>}
            {option.label}
          </label>
        ))}
      </div>
      {description && (
        <p id={descriptionId} className="mt-1.5 text-xs text-fg-muted">
          {description}
        </p>
      )}
    </fieldset>
  )
}
