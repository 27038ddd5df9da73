import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeError, describeSandbox, readSandboxEnv } from './cli'

describe('readSandboxEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readSandboxEnv({})).toEqual({ rpcPort: 8545, apiPort: 8080, dataDir: '.sandbox' })
    expect(readSandboxEnv({ SANDBOX_RPC_PORT: ' ', SANDBOX_DATA_DIR: '' })).toEqual({
      rpcPort: 8545,
      apiPort: 8080,
      dataDir: '.sandbox',
    })
  })

  it('reads the three variables', () => {
    expect(
      readSandboxEnv({ SANDBOX_RPC_PORT: '0', SANDBOX_API_PORT: '18080', SANDBOX_DATA_DIR: '/x' }),
    ).toEqual({ rpcPort: 0, apiPort: 18080, dataDir: '/x' })
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
  })
})
