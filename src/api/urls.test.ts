import { describe, expect, it } from 'vitest'
import { appEnv } from '@/config/env'
import { getServiceUrls } from './urls'

const hosts = {
  sandboxApiUrl: 'http://127.0.0.1:9999/',
  orderbookUrl: { production: 'https://api.cow.fi', staging: 'https://barn.api.cow.fi/' },
  bffUrl: { production: 'https://bff.cow.fi', staging: 'https://bff.barn.cow.fi' },
}

describe('getServiceUrls', () => {
  it('serves every family of the sandbox chain from the sandbox service', () => {
    for (const env of ['production', 'staging'] as const) {
      expect(getServiceUrls(31337, env, hosts)).toEqual({
        orderbookApi: 'http://127.0.0.1:9999/sandbox/api',
        tokenData: 'http://127.0.0.1:9999/31337',
        notifications: 'http://127.0.0.1:9999/accounts',
      })
    }
  })

  it('uses the production hosts with the network segment and the numeric chain id', () => {
    expect(getServiceUrls(100, 'production', hosts)).toEqual({
      orderbookApi: 'https://api.cow.fi/xdai/api',
      tokenData: 'https://bff.cow.fi/100',
      notifications: 'https://bff.cow.fi/accounts',
    })
    expect(getServiceUrls(42161, 'production', hosts).orderbookApi).toBe(
      'https://api.cow.fi/arbitrum_one/api',
    )
  })

  it('uses the staging hosts', () => {
    expect(getServiceUrls(11155111, 'staging', hosts)).toEqual({
      orderbookApi: 'https://barn.api.cow.fi/sepolia/api',
      tokenData: 'https://bff.barn.cow.fi/11155111',
      notifications: 'https://bff.barn.cow.fi/accounts',
    })
  })

  it('reads the app configuration by default', () => {
    expect(getServiceUrls(31337, 'production').orderbookApi).toBe(
      `${appEnv.sandboxApiUrl}/sandbox/api`,
    )
    expect(getServiceUrls(1, 'production').tokenData).toBe(`${appEnv.bffUrl.production}/1`)
  })

  it('refuses a chain outside the table', () => {
    expect(() => getServiceUrls(10, 'production', hosts)).toThrow(/Unsupported chain id 10/)
  })
})
