import { createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'

/** The sandbox chain for viem, pointed at a running anvil. */
export function sandboxChain(rpcUrl: string) {
  return defineChain({
    id: sandboxDeployment.chainId,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/**
 * Clients for Node code (deploy, tests, the sandbox service). The wallet client sends from
 * anvil's unlocked dev accounts: pass `account: <address>` per call.
 */
export function createSandboxClients(rpcUrl: string) {
  const chain = sandboxChain(rpcUrl)
  // Local node: fail fast instead of viem's default retries with backoff.
  const transport = http(rpcUrl, { retryCount: 0, timeout: 30_000 })
  return {
    // A local node mines at once: poll for receipts often.
    publicClient: createPublicClient({ chain, transport, pollingInterval: 100 }),
    walletClient: createWalletClient({ chain, transport, pollingInterval: 100 }),
  }
}

export type SandboxClients = ReturnType<typeof createSandboxClients>
