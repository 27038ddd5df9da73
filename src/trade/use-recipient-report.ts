import { useCallback, useState } from 'react'
import type { ParsedRecipient } from './recipient'

const NOT_READ = { text: '', recipient: { status: 'none' } } as const

/**
 * What a form makes of its recipient text when the lookup runs elsewhere: the field
 * (SelfReadingRecipientField in ./components/recipient-field.tsx) reads the text and reports
 * back through `onRead`, so the form holds no ENS code. Until the report for the current text
 * arrives, the recipient is being looked up; no text (or `enabled` off) is no recipient.
 */
export function useRecipientReport(text: string, enabled = true) {
  const [read, setRead] = useState<{ text: string; recipient: ParsedRecipient }>(NOT_READ)
  const onRead = useCallback(
    (readText: string, recipient: ParsedRecipient) => setRead({ text: readText, recipient }),
    [],
  )
  const recipient: ParsedRecipient =
    !enabled || text.trim() === ''
      ? { status: 'none' }
      : read.text !== text
        ? { status: 'resolving', name: text }
        : read.recipient
  return { recipient, onRead }
}
