import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, sourceOrigin } from './csp'

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  if (!found) throw new Error(`no ${name} in ${policy}`)
  return found.slice(1)
}

const base = {
  connectUrls: [
    'https://api.cow.fi',
    'https://api.cow.fi/mainnet/api/v1',
    'http://127.0.0.1:8545',
    'http://127.0.0.1:8080/',
    'https://rpc.gnosischain.com',
  ],
  scriptHashes: ['sha256-abc='],
  walletConnect: false,
}

describe('buildContentSecurityPolicy', () => {
  it('allows scripts from self and the inline scripts by hash only', () => {
    const policy = buildContentSecurityPolicy(base)
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it('limits connect-src to the given origins and https (token lists), no WalletConnect by default', () => {
    const connect = directive(buildContentSecurityPolicy(base), 'connect-src')
    expect(connect).toEqual([
      "'self'",
      'https://api.cow.fi',
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8080',
      'https://rpc.gnosischain.com',
      'https:',
    ])
    expect(directive(buildContentSecurityPolicy(base), 'frame-src')).toEqual(["'none'"])
  })

  it('adds WalletConnect hosts only when it is enabled', () => {
    const policy = buildContentSecurityPolicy({ ...base, walletConnect: true })
    expect(directive(policy, 'connect-src')).toContain('wss://*.walletconnect.org')
    expect(directive(policy, 'frame-src')).toContain('https://verify.walletconnect.org')
  })

  it('forbids plugins and a foreign <base>', () => {
    const policy = buildContentSecurityPolicy(base)
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  })
})

describe('sourceOrigin', () => {
  it('reduces a URL to its origin and refuses other schemes', () => {
    expect(sourceOrigin('https://bff.cow.fi/1/tokens?x=1')).toBe('https://bff.cow.fi')
    expect(sourceOrigin('ws://127.0.0.1:9/')).toBe('ws://127.0.0.1:9')
    expect(() => sourceOrigin('javascript:alert(1)')).toThrow(/not an http/)
  })
})
