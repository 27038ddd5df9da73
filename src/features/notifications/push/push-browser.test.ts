import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, sameKey } from './push-browser'

describe('VAPID key bytes', () => {
  it('decodes base64url without padding, as web-push writes keys', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37 + 251) % 256)
    const encoded = Buffer.from(bytes).toString('base64url')
    expect(encoded).not.toMatch(/[+/=]/)
    expect(base64UrlToBytes(encoded)).toEqual(bytes)
  })

  it('tells a subscription made with another key (a reset sandbox) from one made with this key', () => {
    const key = base64UrlToBytes(Buffer.from([1, 2, 3, 4]).toString('base64url'))
    expect(sameKey(new Uint8Array([1, 2, 3, 4]).buffer, key)).toBe(true)
    expect(sameKey(new Uint8Array([1, 2, 3, 5]).buffer, key)).toBe(false)
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(false)
    expect(sameKey(null, key)).toBe(false)
  })
})
