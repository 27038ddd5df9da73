import { describe, expect, it } from 'vitest'
import { allowedSafeDomains, isAllowedSafeHost, parseAllowedDomains } from './safe-app'

describe('Safe host domains', () => {
  const defaults = allowedSafeDomains(undefined)

  it("allows Safe{Wallet}'s own domains by default, and only over https", () => {
    expect(isAllowedSafeHost('https://app.safe.global', defaults)).toBe(true)
    expect(isAllowedSafeHost('https://safe-wallet-web.staging.5afe.dev', defaults)).toBe(false)
    expect(isAllowedSafeHost('http://app.safe.global', defaults)).toBe(false)
    expect(isAllowedSafeHost('https://app.safe.global.evil.example', defaults)).toBe(false)
    expect(isAllowedSafeHost('https://evilsafe.global', defaults)).toBe(false)
    expect(isAllowedSafeHost(undefined, defaults)).toBe(false)
  })

  it('adds configured origins, with * as a wildcard and nothing else special', () => {
    const domains = allowedSafeDomains(' http://127.0.0.1:*, https://safe.example.org/ ')
    expect(isAllowedSafeHost('http://127.0.0.1:43123', domains)).toBe(true)
    expect(isAllowedSafeHost('https://safe.example.org', domains)).toBe(true)
    expect(isAllowedSafeHost('https://safeXexample.org', domains)).toBe(false)
    expect(isAllowedSafeHost('http://127.0.0.1.evil.example:1', domains)).toBe(false)
    expect(parseAllowedDomains('')).toEqual([])
    expect(parseAllowedDomains(undefined)).toEqual([])
  })
})
