import { getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { UINT32_MAX } from './bounds'
import { isOrderUid, ORDER_UID_LENGTH, packOrderUid, unpackOrderUid } from './uid'

const digest = '0x1111111111111111111111111111111111111111111111111111111111111111'
const owner = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')

describe('packOrderUid / unpackOrderUid', () => {
  it('lays out digest, owner and validTo in 56 bytes', () => {
    const uid = packOrderUid({ orderDigest: digest, owner, validTo: 0x01020304 })
    expect(uid).toBe(`${digest}${owner.slice(2).toLowerCase()}01020304`)
    expect(uid.length).toBe(2 + 2 * ORDER_UID_LENGTH)
    expect(unpackOrderUid(uid)).toEqual({ orderDigest: digest, owner, validTo: 0x01020304 })
  })

  it('round-trips the validTo edges and returns a checksummed owner', () => {
    for (const validTo of [0, 1, UINT32_MAX]) {
      const uid = packOrderUid({ orderDigest: digest, owner: zeroAddress, validTo })
      expect(unpackOrderUid(uid).validTo).toBe(validTo)
    }
    const uid = packOrderUid({ orderDigest: digest, owner, validTo: 5 })
    expect(unpackOrderUid(uid.toUpperCase().replace('0X', '0x')).owner).toBe(owner)
  })

  it('rejects malformed UIDs with a clear message', () => {
    const good = packOrderUid({ orderDigest: digest, owner, validTo: 1 })
    expect(() => unpackOrderUid(good.slice(0, -2))).toThrow(/expected 56 bytes/)
    expect(() => unpackOrderUid(`${good}00`)).toThrow(/expected 56 bytes/)
    expect(() => unpackOrderUid(`${good}0`)).toThrow(/expected 56 bytes/)
    expect(() => unpackOrderUid(good.slice(2))).toThrow(/0x-prefixed hex/)
    expect(() => unpackOrderUid(`${good.slice(0, -1)}g`)).toThrow(/0x-prefixed hex/)
    expect(() => unpackOrderUid('')).toThrow(/0x-prefixed hex/)
    expect(() => unpackOrderUid('0x')).toThrow(/expected 56 bytes/)
  })

  it('refuses to pack out-of-range parts', () => {
    expect(() => packOrderUid({ orderDigest: '0x11', owner, validTo: 1 })).toThrow(/32 bytes/)
    expect(() => packOrderUid({ orderDigest: digest, owner: '0x1234', validTo: 1 })).toThrow(
      /not an address/,
    )
    expect(() => packOrderUid({ orderDigest: digest, owner, validTo: UINT32_MAX + 1 })).toThrow(
      /uint32/,
    )
    expect(() => packOrderUid({ orderDigest: digest, owner, validTo: -1 })).toThrow(/uint32/)
    expect(() => packOrderUid({ orderDigest: digest, owner, validTo: 1.5 })).toThrow(/uint32/)
  })

  it('isOrderUid accepts only well-formed UIDs', () => {
    const good = packOrderUid({ orderDigest: digest, owner, validTo: 1 })
    expect(isOrderUid(good)).toBe(true)
    expect(isOrderUid(good.slice(0, -2))).toBe(false)
    expect(isOrderUid(42)).toBe(false)
    expect(isOrderUid(`0x${'zz'.repeat(56)}`)).toBe(false)
  })
})
