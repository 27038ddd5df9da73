import { getAddress, isAddress } from 'viem'
import type { RecipientText } from './recipient'

const ENTER_ADDRESS = 'Enter the recipient as a 0x address (40 hex digits) or an ENS name.'
/** label.label…tld, letters of any script, no spaces: what an ENS name can look like. */
const ENS_LIKE = /^[^\s./\\:@]+(\.[^\s./\\:@]+)*\.[\p{L}\p{N}-]{2,}$/u

/** The recipient field's text, read without looking anything up. */
export function readRecipientText(raw: string): RecipientText {
  const text = raw.trim()
  if (text === '') return { status: 'none' }
  if (/^0x/i.test(text)) {
    if (!isAddress(text, { strict: false })) return { status: 'invalid', sentence: ENTER_ADDRESS }
    // A mixed-case address whose checksum is wrong is a typo: refuse it rather than guess.
    if (text !== text.toLowerCase() && text.slice(2) !== text.slice(2).toUpperCase()) {
      if (!isAddress(text, { strict: true })) {
        return {
          status: 'invalid',
          sentence: 'This address’s checksum does not match: check it for a typo.',
        }
      }
    }
    const address = getAddress(text)
    if (/^0x0{40}$/i.test(address)) {
      return { status: 'invalid', sentence: 'Tokens sent to the zero address are lost.' }
    }
    return { status: 'address', address }
  }
  if (ENS_LIKE.test(text) && text.length <= 255) return { status: 'name', name: text.toLowerCase() }
  return { status: 'invalid', sentence: ENTER_ADDRESS }
}
