import { describe, expect, it } from 'vitest'
import { appEnv } from '@/config/env'
import { SERVICE_HOSTS } from './test-fixtures'
import { getServiceUrls } from './urls'

describe('getServiceUrls', () => {
  it('serves every family of the sandbox chain from the sandbox service', () => {
    for (const env of ['production', 'staging'] as const) {
      expect(getServiceUrls(31337, env, SERVICE_HOSTS)).toEqual({
        orderbookApi: 'http://127.0.0.1:9999/sandbox/api',
        tokenData: 'http://127.0.0.1:9999/31337',
        notifications: 'http://127.0.0.1:9999/accounts',
      })
    }
  })

  it('uses the production hosts with the network segment and the numeric chain id', () => {
    expect(getServiceUrls(100, 'production', SERVICE_HOSTS)).toEqual({
      orderbookApi: 'https://api.cow.fi/xdai/api',
      tokenData: 'https://bff.cow.fi/100',
      notifications: 'https://bff.cow.fi/accounts',
    })
    expect(getServiceUrls(42161, 'production', SERVICE_HOSTS).orderbookApi).toBe(
      'https://api.cow.fi/arbitrum_one/api',
    )
  })

  it('uses the staging hosts', () => {
    expect(getServiceUrls(11155111, 'staging', SERVICE_HOSTS)).toEqual({
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
    expect(() => getServiceUrls(10, 'production', SERVICE_HOSTS)).toThrow(/Unsupported chain id 10/)
  })
})
