import { useCallback, useState } from 'react'
import type { ParsedRecipient } from './recipient'

/** The field's last report: what it made of which text. */
export interface RecipientRead {
  text: string
  recipient: ParsedRecipient
}

const NOT_READ: RecipientRead = { text: '', recipient: { status: 'none' } }

/**
 * The recipient a form stands on, from the field's last report: none without text (or with
 * the option off), the report's when it is for the text shown, else still being looked up.
 */
export function reportedRecipient(
  text: string,
  enabled: boolean,
  read: RecipientRead,
): ParsedRecipient {
  if (!enabled || text.trim() === '') return { status: 'none' }
  return read.text === text ? read.recipient : { status: 'resolving', name: text }
}

/**
 * What a form makes of its recipient text when the lookup runs elsewhere: the field
 * (SelfReadingRecipientField in ./components/recipient-field.tsx) reads the text and reports
 * back through `onRead`, so the form holds no ENS code.
 */
export function useRecipientReport(text: string, enabled = true) {
  const [read, setRead] = useState<RecipientRead>(NOT_READ)
  const onRead = useCallback(
    (readText: string, recipient: ParsedRecipient) => setRead({ text: readText, recipient }),
    [],
  )
  return { recipient: reportedRecipient(text, enabled, read), onRead }
}
