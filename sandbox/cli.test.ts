import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeError, describeSandbox, readSandboxEnv } from './cli'
import { PRICE_DRIFT_OFF, PRICE_DRIFT_ON } from './kernel/price-drift'

/** What `npm start` and `npm run sandbox` get with nothing set: a market that moves, 10 limit orders. */
const MARKET_DEFAULTS = { priceDrift: PRICE_DRIFT_ON, maxLimitOrdersPerOwner: 10 }

describe('readSandboxEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readSandboxEnv({})).toEqual({
      rpcPort: 8545,
      apiPort: 8080,
      dataDir: '.sandbox',
      ...MARKET_DEFAULTS,
    })
    expect(
      readSandboxEnv({
        SANDBOX_RPC_PORT: ' ',
        SANDBOX_DATA_DIR: '',
        SANDBOX_PRICE_DRIFT: '',
        SANDBOX_MAX_LIMIT_ORDERS: ' ',
      }),
    ).toEqual({ rpcPort: 8545, apiPort: 8080, dataDir: '.sandbox', ...MARKET_DEFAULTS })
  })

  it('reads the variables', () => {
    expect(
      readSandboxEnv({
        SANDBOX_RPC_PORT: '0',
        SANDBOX_API_PORT: '18080',
        SANDBOX_DATA_DIR: '/x',
        SANDBOX_PRICE_DRIFT: '3',
        SANDBOX_MAX_LIMIT_ORDERS: '25',
      }),
    ).toEqual({
      rpcPort: 0,
      apiPort: 18080,
      dataDir: '/x',
      priceDrift: { on: true, volatilityScale: 3 },
      maxLimitOrdersPerOwner: 25,
    })
    expect(
      readSandboxEnv({ SANDBOX_PRICE_DRIFT: 'off', SANDBOX_MAX_LIMIT_ORDERS: 'Unlimited' }),
    ).toMatchObject({ priceDrift: PRICE_DRIFT_OFF, maxLimitOrdersPerOwner: Infinity })
  })

  it('rejects a cap on limit orders that is not a whole number of at least 1', () => {
    for (const bad of ['0', '-1', '2.5', 'ten', '1e3', '99999999999999999999']) {
      expect(() => readSandboxEnv({ SANDBOX_MAX_LIMIT_ORDERS: bad })).toThrow(
        `SANDBOX_MAX_LIMIT_ORDERS=${bad} is not a whole number`,
      )
    }
    expect(() => readSandboxEnv({ SANDBOX_PRICE_DRIFT: 'fast' })).toThrow(
      'SANDBOX_PRICE_DRIFT=fast',
    )
  })

  it('rejects what is not a port', () => {
    for (const bad of ['abc', '-1', '1.5', '65536', '0x10']) {
      expect(() => readSandboxEnv({ SANDBOX_API_PORT: bad })).toThrow(
        `SANDBOX_API_PORT=${bad} is not a port number`,
      )
    }
  })
})

describe('describeError', () => {
  it('follows causes and prefers viem short messages', () => {
    const cause = new BaseError('HTTP request failed.', { details: 'fetch failed' })
    const error = new Error('cannot reach the sandbox chain at http://x', { cause })
    expect(describeError(error)).toBe(
      'cannot reach the sandbox chain at http://x\n  caused by: HTTP request failed.',
    )
    expect(describeError('plain')).toBe('plain')
  })
})

describe('describeSandbox', () => {
  it('lists the URLs, the traders with their dev keys and the tokens', () => {
    const text = describeSandbox({ rpcUrl: 'http://127.0.0.1:1', apiUrl: 'http://127.0.0.1:2' })
    expect(text).toContain('http://127.0.0.1:2/health')
    // Dev account 0 of the default mnemonic, well known from anvil and hardhat.
    expect(text).toContain(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266  key 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    )
    expect(text).toMatch(/USDC\s+6 decimals\s+0xe1DA8919f262Ee86f9BE05059C9280142CF23f48/)
    expect(text).not.toContain('price drift')
  })

  it('names the price drift and the price control when it knows the drift', () => {
    const text = describeSandbox({
      rpcUrl: 'http://127.0.0.1:1',
      apiUrl: 'http://127.0.0.1:2',
      priceDrift: PRICE_DRIFT_ON,
    })
    expect(text).toContain('price drift    on (volatility x1)')
    expect(text).toContain('npm run sandbox -- price WETH 3300')
  })
})
