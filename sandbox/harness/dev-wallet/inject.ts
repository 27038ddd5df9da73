/**
 * Entry of the injected dev wallet (bundled into an IIFE by bundle.ts): what a browser
 * extension's content script does. It reads its options from `window.__devWalletOptions`
 * (set by the lines before it), announces the wallet by EIP-6963 and exposes the wallet's
 * controls as `window.__devWallet` for the tests. Only the top-level page gets a wallet.
 */
import {
  announceEip6963,
  createDevWallet,
  type DevWalletControl,
  type DevWalletOptions,
  type Eip6963Info,
} from './provider'

export interface InjectedDevWalletOptions extends DevWalletOptions {
  info: Eip6963Info
  /** Also set `window.ethereum`, as many extensions do besides EIP-6963. */
  windowEthereum?: boolean
}

declare global {
  interface Window {
    __devWalletOptions?: InjectedDevWalletOptions
    __devWallet?: DevWalletControl
  }
}

const options = window.__devWalletOptions
if (options && window.top === window) {
  const { provider, control } = createDevWallet(options)
  window.__devWallet = control
  if (options.windowEthereum) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
  }
  announceEip6963(provider, options.info)
}
