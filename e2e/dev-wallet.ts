/**
 * A browser wallet as traders have one: an EIP-1193 provider injected into the page before
 * the app loads and announced by EIP-6963, as extensions do (sandbox/harness/dev-wallet). It holds
 * the sandbox's dev accounts and forwards to the test anvil, which signs with them. The app
 * finds it through wagmi's EIP-6963 discovery and RainbowKit's wallet list: no mock
 * connector. Drive it as the person at the extension would, through `devWallet(page)`.
 */
import type { Page } from '@playwright/test'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { devWalletScript } from '../sandbox/harness/dev-wallet/bundle'
import type { InjectedDevWalletOptions } from '../sandbox/harness/dev-wallet/inject'
import { DEV_WALLET_ICON, type RpcErrorShape } from '../sandbox/harness/dev-wallet/provider'

export const DEV_WALLET_NAME = 'Dev Extension'
export const DEV_WALLET_ICON_URI = DEV_WALLET_ICON

export async function installDevWallet(
  page: Page,
  options: { rpcUrl: string; accountIndex?: number; chainId?: number; knownChainIds?: number[] },
): Promise<void> {
  const chainId = options.chainId ?? sandboxDeployment.chainId
  const walletOptions: InjectedDevWalletOptions = {
    rpcUrl: options.rpcUrl,
    accounts: sandboxDeployment.traders,
    accountIndex: options.accountIndex ?? 0,
    // The node behind the wallet is the sandbox: that is the chain it can sign on.
    chainId: sandboxDeployment.chainId,
    knownChainIds: options.knownChainIds ?? [sandboxDeployment.chainId, 10],
    info: {
      uuid: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: 'dev.batchswap.extension',
    },
  }
  const switchTo =
    chainId === sandboxDeployment.chainId
      ? ''
      : `window.__devWallet && window.__devWallet.switchChain(${chainId});`
  await page.addInitScript({
    content: `window.__devWalletOptions = ${JSON.stringify(walletOptions)};\n${await devWalletScript()}\n${switchTo}`,
  })
}

/** The person at the extension: pick an account, switch networks, reject the next request. */
export function devWallet(page: Page) {
  return {
    selectAccount: (index: number) =>
      page.evaluate((i) => window.__devWallet?.selectAccount(i), index),
    switchChain: (chainId: number) =>
      page.evaluate((id) => window.__devWallet?.switchChain(id), chainId),
    setAllowSwitch: (allow: boolean) =>
      page.evaluate((a) => window.__devWallet?.setAllowSwitch(a), allow),
    rejectNext: (method: string, error?: RpcErrorShape) =>
      page.evaluate(([m, e]) => window.__devWallet?.rejectNext(m, e), [method, error] as const),
    requests: () => page.evaluate(() => [...(window.__devWallet?.requests ?? [])]),
    signedDomains: () => page.evaluate(() => [...(window.__devWallet?.signedDomains ?? [])]),
  }
}

/** Connects the dev extension through RainbowKit's modal, where it is listed by its announced name. */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: new RegExp(DEV_WALLET_NAME) }).click()
  await modal.waitFor({ state: 'hidden' })
}
