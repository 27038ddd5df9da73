import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, parseEther, recoverTypedDataAddress, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage, type Storage } from 'wagmi'
import {
  connect,
  disconnect,
  getAccount,
  reconnect,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { startAnvil, type RunningAnvil } from '../../sandbox/chain/anvil'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { SANDBOX_CONNECTOR_ID } from '@/wallet/sandbox-wallet-id'
import { SANDBOX_CHAIN_ID, SUPPORTED_CHAIN_IDS } from '@batchswap/contract/protocol/chains'
import { createSandboxChain, createWagmiConfig } from './wagmi'
import { createWalletConnectors, type WalletOptions } from './wallets'

/**
 * A fresh anvil for the describe block that calls this, in its own data folder; stopped and
 * removed after the block. `rpcUrl` is set once it runs.
 */
function useAnvil(dataDirPrefix: string): { rpcUrl: string } {
  const node = { rpcUrl: '' }
  let anvil: RunningAnvil | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix))
    anvil = await startAnvil({ port: 0, dataDir, reset: true })
    node.rpcUrl = anvil.rpcUrl
  })
  afterAll(async () => {
    await anvil?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
  return node
}

function memoryStorage() {
  const map = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
  })
}

type TestOptions = Partial<
  Pick<WalletOptions, 'walletConnectProjectId' | 'hasInjectedProvider'> & { storage: Storage }
>

/** The Sandbox wallet's options, with a tiny stand-in for the settings store's account index. */
function sandboxAccountIndex() {
  let index = 0
  const listeners = new Set<() => void>()
  return {
    getSandboxAccountIndex: () => index,
    subscribeSandboxAccountIndex: (onChange: () => void) => {
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
    setIndex: (next: number) => {
      index = next
      for (const listener of listeners) listener()
    },
  }
}

/** A config with the wallet list's connectors present from the start. */
function testConfig(rpcUrl: string, extra: TestOptions = {}) {
  const { setIndex, ...accountIndex } = sandboxAccountIndex()
  const config = createWagmiConfig({
    sandboxRpcUrl: rpcUrl,
    storage: extra.storage ?? memoryStorage(),
    discoverInjectedWallets: false,
    connectors: createWalletConnectors({
      sandboxChain: createSandboxChain(rpcUrl),
      ...accountIndex,
      hasInjectedProvider: extra.hasInjectedProvider ?? (() => true),
      walletConnectProjectId: extra.walletConnectProjectId,
    }),
  })
  const sandboxConnector = config.connectors.find((c) => c.id === SANDBOX_CONNECTOR_ID)
  if (!sandboxConnector) throw new Error('no sandbox connector in the config')
  return { config, setIndex, sandboxConnector }
}

/** The wallet ids RainbowKit lists (its `rkDetails`); EIP-6963 discovery is off here. */
function walletIds(config: ReturnType<typeof testConfig>['config']): string[] {
  return config.connectors.map((c) => {
    const details: unknown = (c as { rkDetails?: unknown }).rkDetails
    return typeof details === 'object' && details !== null && 'id' in details
      ? String(details.id)
      : c.id
  })
}

describe('wagmi config', () => {
  it('has every supported chain, the sandbox first, with its RPC from the options', () => {
    const { config } = testConfig('http://127.0.0.1:1')
    expect(config.chains.map((c) => c.id).sort()).toEqual([...SUPPORTED_CHAIN_IDS].sort())
    expect(config.chains[0].id).toBe(SANDBOX_CHAIN_ID)
    expect(config.chains[0].rpcUrls.default.http[0]).toBe('http://127.0.0.1:1')
  })

  it('lists no WalletConnect wallet without a project id', () => {
    const { config } = testConfig('http://127.0.0.1:1')
    expect(walletIds(config)).toEqual(['injected', SANDBOX_CONNECTOR_ID])
  })

  it('hides the browser wallet when no extension injected a provider', () => {
    const { config } = testConfig('http://127.0.0.1:1', { hasInjectedProvider: () => false })
    expect(walletIds(config)).toEqual([SANDBOX_CONNECTOR_ID])
  })

  it('adds WalletConnect wallets when a project id is set', () => {
    const { config } = testConfig('http://127.0.0.1:1', { walletConnectProjectId: 'abc123' })
    expect(walletIds(config)).toEqual(
      expect.arrayContaining(['injected', 'metaMask', 'walletConnect', SANDBOX_CONNECTOR_ID]),
    )
  })
})

describe('Sandbox wallet against anvil', () => {
  const anvil = useAnvil('batchswap-wagmi-')

  it('connects dev account 0 on the sandbox chain', async () => {
    const { config, sandboxConnector } = testConfig(anvil.rpcUrl)
    const result = await connect(config, { connector: sandboxConnector })
    expect(result.chainId).toBe(SANDBOX_CHAIN_ID)
    expect(getAccount(config).address).toBe(sandboxDeployment.traders[0])
  })

  it('ignores a request to connect on another chain', async () => {
    const { config, sandboxConnector } = testConfig(anvil.rpcUrl)
    const result = await connect(config, { connector: sandboxConnector, chainId: 1 })
    expect(result.chainId).toBe(SANDBOX_CHAIN_ID)
  })

  it('signs typed data and messages with the node (recoverable to the account)', async () => {
    const { config, sandboxConnector, setIndex } = testConfig(anvil.rpcUrl)
    setIndex(1)
    await connect(config, { connector: sandboxConnector })
    const account = sandboxDeployment.traders[1]
    expect(getAccount(config).address).toBe(account)

    const typedData = {
      domain: { name: 'Test', version: '1', chainId: SANDBOX_CHAIN_ID },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signature = await signTypedData(config, typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(account)

    const messageSignature = await signMessage(config, { message: 'batchswap' })
    expect(
      await verifyMessage({ address: account, message: 'batchswap', signature: messageSignature }),
    ).toBe(true)
  })

  it('sends transactions from the chosen account', async () => {
    const { config, sandboxConnector, setIndex } = testConfig(anvil.rpcUrl)
    setIndex(2)
    await connect(config, { connector: sandboxConnector })
    const to = sandboxDeployment.traders[3]
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: to })
    const hash = await sendTransaction(config, { to, value: parseEther('1') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(sandboxDeployment.traders[2].toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1'))
  })

  it('switches the current account when another dev account is chosen', async () => {
    const { config, sandboxConnector, setIndex } = testConfig(anvil.rpcUrl)
    await connect(config, { connector: sandboxConnector })
    setIndex(4)
    expect(getAccount(config).address).toBe(sandboxDeployment.traders[4])
    setIndex(0)
    expect(getAccount(config).address).toBe(sandboxDeployment.traders[0])
  })

  it('refuses to switch to another network with a clear message', async () => {
    const { config, sandboxConnector } = testConfig(anvil.rpcUrl)
    await connect(config, { connector: sandboxConnector })
    await expect(switchChain(config, { chainId: 1 })).rejects.toThrow(
      /works only on the Sandbox network/,
    )
    expect(getAccount(config).chainId).toBe(SANDBOX_CHAIN_ID)
  })

  it('reconnects after a reload only when it was connected, and not after disconnect', async () => {
    const storage = memoryStorage()
    const first = testConfig(anvil.rpcUrl, { storage })
    // Never connected: a reload stays disconnected.
    await reconnect(first.config)
    expect(getAccount(first.config).status).toBe('disconnected')

    await connect(first.config, { connector: first.sandboxConnector })
    const reloaded = testConfig(anvil.rpcUrl, { storage })
    await reconnect(reloaded.config)
    expect(getAccount(reloaded.config).address).toBe(sandboxDeployment.traders[0])

    await disconnect(reloaded.config)
    const again = testConfig(anvil.rpcUrl, { storage })
    await reconnect(again.config)
    expect(getAccount(again.config).status).toBe('disconnected')
  })
})
