/** The TWAP form's rows: a labelled text input and a labelled token select, one markup each. */
import type { ReactNode } from 'react'
import type { Address } from 'viem'

const FIELD = 'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg'
const ROW = 'flex flex-col gap-1 text-fg-muted'

export function InputField({
  label,
  name,
  value,
  onChange,
  inputMode,
}: {
  /** What the row says above the input (may add a hint to the name). */
  label: ReactNode
  /** The input's accessible name. */
  name: string
  value: string
  onChange: (value: string) => void
  inputMode: 'decimal' | 'numeric'
}) {
  return (
    <label className={ROW}>
      {label}
      <input
        aria-label={name}
        className={FIELD}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
}: {
  label: ReactNode
  name: string
  value: string | undefined
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
}) {
  return (
    <label className={ROW}>
      {label}
      <select
        aria-label={name}
        className={FIELD}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The listed tokens as a select's options. */
export function tokenOptions(tokens: readonly { address: Address; symbol: string }[]) {
  return tokens.map((t) => ({ value: t.address, label: t.symbol }))
}
