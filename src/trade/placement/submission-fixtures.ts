/**
 * Test fixtures of the submission pipeline, shared by its unit tests: a sandbox trader that
 * signs for real, a fixed clock, and a submission input for a sandbox quote.
 */
import { mnemonicToAccount } from 'viem/accounts'
import { sandboxQuote } from '@/api/test-fixtures'
import { SANDBOX_MNEMONIC } from '@/config/sandbox-deployment'
import type { SubmissionInput } from './submit-order'

export const trader = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 })
export const NOW = 1_700_000_000_000

export function submissionInput(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    quote: sandboxQuote({ receivedAt: NOW, serverDate: NOW, id: 42 }),
    slippageBps: 50,
    smartSlippage: true,
    deadlineMinutes: 30,
    chainId: 31337,
    env: 'production',
    account: trader.address,
    walletChainId: 31337,
    ...overrides,
  }
}
