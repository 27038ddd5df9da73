import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/components/ui/button'

export type CopyButtonVariant = 'button' | 'inline'

/** Beside a value in running text or a details list: a small chip that does not lift the line. */
const INLINE =
  'shrink-0 rounded-lg border border-line px-2 py-0.5 text-xs font-medium text-fg-muted hover:bg-surface-muted hover:text-fg'

/**
 * Copies `value`; says "Copied" (politely announced) for a moment after. `label` names what is
 * copied to a screen reader ("Copy the webhook secret").
 */
export function CopyButton({
  value,
  label,
  variant = 'button',
}: {
  value: string
  label: string
  variant?: CopyButtonVariant
}) {
  const [copied, setCopied] = useState(false)
  const { t } = useLingui()
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      },
      () => setCopied(false),
    )
  }
  const content = (
    <>
      <span aria-live="polite">{copied ? t`Copied` : t`Copy`}</span>
      <span className="sr-only"> {label}</span>
    </>
  )
  if (variant === 'inline') {
    return (
      <button type="button" onClick={copy} className={INLINE}>
        {content}
      </button>
    )
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy}>
      {content}
    </Button>
  )
}
