import { t } from '@lingui/core/macro'
import { lazy, Suspense, useId } from 'react'
import type { RecipientTrade } from '../read-recipient'
import type { ParsedRecipient } from '../recipient'

/**
 * The recipient of the bought tokens: a 0x address or an ENS name, with what the form made of
 * it underneath (the looked-up address of a name, or why it cannot be used).
 */
export function RecipientField({
  label,
  text,
  onChange,
  recipient,
}: {
  label: string
  text: string
  onChange: (text: string) => void
  recipient: ParsedRecipient
}) {
  const id = useId()
  const noteId = `${id}-note`
  const recipientName = 'name' in recipient ? (recipient.name ?? '') : ''
  const recipientAddress = recipient.status === 'valid' ? recipient.address : ''
  const note =
    recipient.status === 'invalid'
      ? { tone: 'text-danger', text: recipient.sentence }
      : recipient.status === 'resolving'
        ? { tone: 'text-fg-muted', text: t`Looking up ${recipientName} on Ethereum…` }
        : recipient.status === 'valid' && recipient.warning
          ? {
              tone: 'text-warning',
              text: recipient.name
                ? `${t`${recipientName} is ${recipientAddress}.`} ${recipient.warning}`
                : recipient.warning,
            }
          : recipient.status === 'valid' && recipient.name
            ? { tone: 'text-fg-muted', text: t`${recipientName} is ${recipientAddress}` }
            : undefined
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="text-fg-muted">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={t`0x… or name.eth`}
        className="h-10 rounded-lg border border-line bg-surface px-2.5 font-mono text-sm text-fg aria-invalid:border-danger"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={recipient.status === 'invalid' || undefined}
        aria-describedby={note ? noteId : undefined}
      />
      {note && (
        <p id={noteId} className={`wrap-anywhere ${note.tone}`} aria-live="polite">
          {note.text}
        </p>
      )}
    </div>
  )
}

// The lookup, once there is text to read: it brings viem's name normalization (about 28 KB
// gzip), which a form left without a recipient never needs.
const RecipientReader = lazy(() =>
  import('./recipient-reader').then((m) => ({ default: m.RecipientReader })),
)

/**
 * The field that reads itself: once there is text, it looks it up (./recipient-reader.tsx) and
 * tells the form what it made of it, for which text (the form holds that report:
 * useRecipientReport in ../use-recipient-report.ts, and shows it here as `recipient`).
 */
export function SelfReadingRecipientField({
  label,
  text,
  onChange,
  recipient,
  onRead,
  trade,
}: {
  label: string
  text: string
  onChange: (text: string) => void
  /** The form's reading of `text` (from the reports of `onRead`). */
  recipient: ParsedRecipient
  onRead: (text: string, recipient: ParsedRecipient) => void
  /** The order's network and tokens, which the recipient must not be. */
  trade: RecipientTrade
}) {
  return (
    <>
      <RecipientField label={label} text={text} onChange={onChange} recipient={recipient} />
      {text.trim() !== '' && (
        <Suspense fallback={null}>
          <RecipientReader text={text} trade={trade} onRead={onRead} />
        </Suspense>
      )}
    </>
  )
}
