/**
 * Test support for vitest files (not a test): the orderbook test stack (orderbook-stack.ts)
 * started before a file's tests and stopped after them.
 */
import { useStarted } from './lifecycle'
import type { OrderbookServiceOptions } from '../compose'
import { account, approveRelayer, startTestStack, token, type TestStack } from './orderbook-stack'

/**
 * The file's stack (started and stopped as `useStarted` says), with the given dev accounts'
 * approvals of the given tokens to the vault relayer.
 */
export function useTestStack(
  options: Partial<OrderbookServiceOptions> = {},
  approvals: { accounts: readonly number[]; tokens: readonly string[] } = {
    accounts: [],
    tokens: [],
  },
): TestStack {
  return useStarted('stack', async () => {
    const stack = await startTestStack(options)
    for (const index of approvals.accounts) {
      for (const symbol of approvals.tokens) {
        await approveRelayer(stack.clients, account(index).address, token(symbol))
      }
    }
    return stack
  })
}
