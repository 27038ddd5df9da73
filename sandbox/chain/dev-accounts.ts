import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '@batchswap/contract/sandbox/deployment'

const derived = new Map<number, HDAccount>()

/**
 * anvil's dev account `index`, derived from the sandbox mnemonic once per process: a
 * derivation (BIP-39 PBKDF2 + BIP-32) costs about 50 ms of blocked event loop, which made
 * seeding 1000 orders in the e2e journeys spend about a minute deriving the same key.
 */
export function devAccount(index: number): HDAccount {
  let account = derived.get(index)
  if (!account) {
    account = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: index })
    derived.set(index, account)
  }
  return account
}
