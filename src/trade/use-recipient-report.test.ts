import { describe, expect, it } from 'vitest'
import { reportedRecipient } from './use-recipient-report'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const read = {
  text: 'alice.eth',
  recipient: { status: 'valid', address: ADDRESS, name: 'alice.eth' },
} as const

describe('reportedRecipient', () => {
  it('is no recipient without text or with the option off', () => {
    expect(reportedRecipient('', true, read)).toEqual({ status: 'none' })
    expect(reportedRecipient('  ', true, read)).toEqual({ status: 'none' })
    expect(reportedRecipient('alice.eth', false, read)).toEqual({ status: 'none' })
  })

  it("is the field's report when it is for the text shown", () => {
    expect(reportedRecipient('alice.eth', true, read)).toEqual(read.recipient)
  })

  it('is still being looked up while the report is for other text', () => {
    expect(reportedRecipient('bob.eth', true, read)).toEqual({
      status: 'resolving',
      name: 'bob.eth',
    })
    // Text typed again after it was cleared: the old report is for other text until a new one.
    expect(reportedRecipient('alice.et', true, read)).toEqual({
      status: 'resolving',
      name: 'alice.et',
    })
  })
})
