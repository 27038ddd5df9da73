import { describe, expect, it } from 'vitest'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { buildSignInMessage, SIGN_IN_STATEMENT, SIGN_IN_TTL_MS } from './siwe-message'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = new Date('2026-11-28T12:00:00.000Z')
const page = { host: '127.0.0.1:4173', origin: 'http://127.0.0.1:4173', pathname: '/app/' }

describe('buildSignInMessage', () => {
  it('names the page, the account, the chain and the nonce, and expires in an hour', () => {
    const message = buildSignInMessage({
      address,
      chainId: 31337,
      nonce: 'bNtCDk3T2m1xQeW2o',
      page,
      now,
    })
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({
      domain: '127.0.0.1:4173',
      address,
      statement: SIGN_IN_STATEMENT,
      uri: 'http://127.0.0.1:4173/app/',
      version: '1',
      chainId: 31337,
      nonce: 'bNtCDk3T2m1xQeW2o',
    })
    expect(parsed.issuedAt?.toISOString()).toBe(now.toISOString())
    expect(parsed.expirationTime?.getTime()).toBe(now.getTime() + SIGN_IN_TTL_MS)
  })

  it('is valid for the service within the hour and not after it', () => {
    const message = parseSiweMessage(
      buildSignInMessage({ address, chainId: 31337, nonce: 'bNtCDk3T2m1xQeW2o', page, now }),
    )
    const check = (at: Date) =>
      validateSiweMessage({
        message: message,
        address,
        domain: page.host,
        nonce: 'bNtCDk3T2m1xQeW2o',
        time: at,
      })
    expect(check(new Date(now.getTime() + 1000))).toBe(true)
    expect(check(new Date(now.getTime() + SIGN_IN_TTL_MS + 1000))).toBe(false)
  })

  it('refuses a nonce the standard does not allow', () => {
    expect(() =>
      buildSignInMessage({ address, chainId: 31337, nonce: 'short', page, now }),
    ).toThrow()
  })
})
