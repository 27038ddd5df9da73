import type { ReactNode } from 'react'

/** One term and its value in a `<dl>`: the label on the left, the value right-aligned. */
export function DefinitionLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-right break-words text-fg [&_*]:whitespace-normal">{children}</dd>
    </div>
  )
}
