import { useEffect } from 'react'
import type { RecipientTrade } from '../read-recipient'
import type { ParsedRecipient } from '../recipient'
import { useRecipient } from '../use-recipient'

/**
 * Reads the recipient text (`useRecipient`: an ENS lookup, the address's code) and tells the
 * form what it made of it, for which text. Renders nothing: the field is drawn by
 * RecipientField. Loaded once there is text to read, because the lookup brings viem's name
 * normalization (about 28 KB gzip), which a form left without a recipient never needs.
 */
export function RecipientReader({
  text,
  trade,
  onRead,
}: {
  text: string
  trade: RecipientTrade
  onRead: (text: string, recipient: ParsedRecipient) => void
}) {
  const recipient = useRecipient(text, trade)
  // The recipient's meaning, as a value: its object is new on every render.
  const meaning = JSON.stringify(recipient)
  useEffect(() => onRead(text, JSON.parse(meaning) as ParsedRecipient), [onRead, text, meaning])
  return null
}
