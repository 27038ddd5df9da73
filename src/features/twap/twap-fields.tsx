/** The TWAP form's rows: a label over a text input or, given options, a select; one markup. */
import type { ChangeEvent, ReactNode } from 'react'
import type { Address } from 'viem'

const FIELD = 'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg'

export interface FieldOption {
  value: string
  label: string
}

export function Field({
  label,
  name,
  value,
  onChange,
  inputMode = 'decimal',
  options,
}: {
  /** What the row says above the control (may add a hint to the name). */
  label: ReactNode
  /** The control's accessible name. */
  name: string
  value: string | undefined
  onChange: (value: string) => void
  inputMode?: 'decimal' | 'numeric'
  /** A select of these, instead of a text input. */
  options?: readonly FieldOption[]
}) {
  const control = {
    'aria-label': name,
    className: FIELD,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(e.target.value),
  }
  return (
    <label className="flex flex-col gap-1 text-fg-muted">
      {label}
      {options ? (
        <select {...control}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} inputMode={inputMode} />
      )}
    </label>
  )
}

/** The listed tokens as a select's options. */
export function tokenOptions(tokens: readonly { address: Address; symbol: string }[]) {
  return tokens.map((t) => ({ value: t.address, label: t.symbol }))
}
