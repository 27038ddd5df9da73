import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/components/ui/button'

/** Copies `value`; says "Copied" (politely announced) for a moment after. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  const { t } = useLingui()
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => {
            setCopied(true)
            setTimeout(() => setCopied(false), 2000)
          },
          () => setCopied(false),
        )
      }}
    >
      <span aria-live="polite">{copied ? t`Copied` : t`Copy`}</span>
      <span className="sr-only"> {label}</span>
    </Button>
  )
}
