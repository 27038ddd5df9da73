import type { Hex } from 'viem'
import { appEnv } from '@/config/env'
import { allowedSafeDomains } from '@/wallet/safe-app'

/**
 * The Safe Apps SDK for the Safe's own transaction flow (batched transactions and their
 * lookup). The placement's one lazy boundary (docs/first-load.md): the SDK is a third
 * party's and is only ever used inside Safe{Wallet}'s frame, by a Safe that places, pre-signs
 * or cancels, so it is loaded at the first such call instead of with every visitor's page.
 */

export interface SafeCall {
  to: Hex
  value: string
  data: Hex
}

interface SafeSdk {
  txs: {
    send(args: { txs: SafeCall[] }): Promise<{ safeTxHash: string }>
    getBySafeTxHash(safeTxHash: string): Promise<unknown>
  }
}

let sdk: Promise<SafeSdk> | undefined

export function loadSafeSdk(): Promise<SafeSdk> {
  sdk ??= import('@safe-global/safe-apps-sdk').then(
    ({ default: SafeAppsSDK }) =>
      new SafeAppsSDK({ allowedDomains: allowedSafeDomains(appEnv.safeAllowedDomains) }),
  )
  return sdk
}

/** Proposes one Safe transaction made of `calls` (the host batches them); its Safe tx hash. */
export async function proposeSafeTransaction(calls: SafeCall[]): Promise<Hex> {
  const { safeTxHash } = await (await loadSafeSdk()).txs.send({ txs: calls })
  if (!/^0x[0-9a-fA-F]{64}$/.test(safeTxHash)) {
    throw new Error(`The Safe answered with an invalid transaction hash ${safeTxHash}.`)
  }
  return safeTxHash as Hex
}

export async function lookupSafeTransaction(safeTxHash: Hex): Promise<unknown> {
  return (await loadSafeSdk()).txs.getBySafeTxHash(safeTxHash)
}
