import type { Wallet } from '@rainbow-me/rainbowkit'
import { createConnector } from 'wagmi'
import { sandboxConnector, type SandboxConnectorOptions } from '@/wallet/sandbox-connector'
import { SANDBOX_CONNECTOR_ID, SANDBOX_WALLET_NAME } from '@/wallet/sandbox-wallet-id'

// Inline icon: the wallet list must not fetch anything from outside the machine.
const SANDBOX_WALLET_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="#1e1b4b"/>' +
      '<path d="M7 10.5 14 7l7 3.5v7L14 21l-7-3.5z" fill="none" stroke="#a5b4fc" stroke-width="1.8" stroke-linejoin="round"/>' +
      '<path d="M7 10.5 14 14l7-3.5M14 14v7" fill="none" stroke="#a5b4fc" stroke-width="1.8" stroke-linejoin="round"/></svg>',
  )

/** The Sandbox wallet as a RainbowKit wallet entry (see `sandboxConnector`). */
export function sandboxWallet(options: SandboxConnectorOptions): () => Wallet {
  return () => ({
    id: SANDBOX_CONNECTOR_ID,
    name: SANDBOX_WALLET_NAME,
    shortName: 'Sandbox',
    iconUrl: SANDBOX_WALLET_ICON,
    iconBackground: '#1e1b4b',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({ ...sandboxConnector(options)(config), ...walletDetails })),
  })
}
