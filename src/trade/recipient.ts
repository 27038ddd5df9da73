import { t } from '@lingui/core/macro'
import type { Address } from 'viem'
import { shortenAddress } from '@/lib/format-amount'

/**
 * Who receives the bought tokens when it is not the trader: a 0x address, or an ENS name
 * (looked up on Ethereum by `useRecipient`). Both trade forms read the field this one way
 * (`readRecipientText` in ./read-recipient.ts), so an order is never signed for an address the
 * trader did not see. This module holds no code of viem's: the swap's first view imports it.
 */
export type RecipientText =
  | { status: 'none' }
  | { status: 'address'; address: Address }
  | { status: 'name'; name: string }
  | { status: 'invalid'; sentence: string }

export type ParsedRecipient =
  | { status: 'none' }
  /**
   * `name`: the ENS name the address was looked up from. `warning`: why the tokens may not be
   * usable there (a contract), said but not refused.
   */
  | { status: 'valid'; address: Address; name?: string; warning?: string }
  | { status: 'resolving'; name: string }
  | { status: 'invalid'; sentence: string }

/** The recipient a form may sign for: the address, once it is known. */
export function recipientAddress(recipient: ParsedRecipient): Address | undefined {
  return recipient.status === 'valid' ? recipient.address : undefined
}

/** What the main button says while the recipient stops the order, if it does. */
export function recipientBlock(recipient: ParsedRecipient): string | undefined {
  if (recipient.status === 'invalid') return t`Check the recipient`
  if (recipient.status === 'resolving') return t`Looking up the recipient…`
  return undefined
}

/** The recipient in a review: the name when there is one, and always the address signed. */
export function recipientWords(recipient: ParsedRecipient): string | undefined {
  if (recipient.status !== 'valid') return undefined
  return recipient.name
    ? `${recipient.name} (${shortenAddress(recipient.address)})`
    : recipient.address
}
