import { describe, expect, it } from 'vitest'
import { readRecipientText } from './read-recipient'
import { recipientAddress, recipientBlock } from './recipient'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readRecipientText', () => {
  it('reads nothing as no recipient, and an address in any case as its checksummed form', () => {
    expect(readRecipientText('  ')).toEqual({ status: 'none' })
    expect(readRecipientText(CHECKSUMMED.toLowerCase())).toEqual({
      status: 'address',
      address: CHECKSUMMED,
    })
    expect(readRecipientText(` ${CHECKSUMMED} `)).toEqual({
      status: 'address',
      address: CHECKSUMMED,
    })
  })

  it('refuses a short address, a mixed-case typo and the zero address, saying why', () => {
    expect(readRecipientText('0x1234')).toMatchObject({
      status: 'invalid',
      sentence: expect.stringContaining('40 hex digits') as string,
    })
    const typo = CHECKSUMMED.replace('C518', 'c518')
    expect(readRecipientText(typo)).toMatchObject({
      status: 'invalid',
      sentence: expect.stringContaining('checksum') as string,
    })
    expect(readRecipientText(`0x${'0'.repeat(40)}`)).toMatchObject({
      status: 'invalid',
      sentence: 'Tokens sent to the zero address are lost.',
    })
  })

  it('takes what looks like an ENS name for a lookup, and refuses other text', () => {
    expect(readRecipientText('Vitalik.eth')).toEqual({ status: 'name', name: 'vitalik.eth' })
    expect(readRecipientText('pay.me.cow.eth')).toEqual({ status: 'name', name: 'pay.me.cow.eth' })
    for (const bad of ['vitalik', 'vitalik .eth', 'https://x.eth', 'a@b.eth', '.eth']) {
      expect(readRecipientText(bad).status).toBe('invalid')
    }
  })
})

describe('recipientAddress', () => {
  it('is the address only once it is known', () => {
    expect(recipientAddress({ status: 'valid', address: CHECKSUMMED, name: 'x.eth' })).toBe(
      CHECKSUMMED,
    )
    expect(recipientAddress({ status: 'resolving', name: 'x.eth' })).toBeUndefined()
    expect(recipientAddress({ status: 'none' })).toBeUndefined()
    // The form waits for a name's address, and stops on one it cannot use.
    expect(recipientBlock({ status: 'resolving', name: 'x.eth' })).toBe('Looking up the recipient…')
    expect(recipientBlock({ status: 'invalid', sentence: 'no' })).toBe('Check the recipient')
    expect(recipientBlock({ status: 'none' })).toBeUndefined()
  })
})
