/**
 * CoW hooks in the solver, as the real driver runs them: an order's pre-hooks (appData
 * `metadata.hooks.pre`) go into the batch's pre-interactions, before the vault relayer pulls
 * any funds, and only on the order's first fill; its post-hooks into the post-interactions,
 * after the payouts, on every fill. Both go through the HooksTrampoline's `execute`, so a
 * hook runs outside the settlement's privileged context, capped at its gas limit, and a
 * reverting hook does not revert the settlement.
 *
 * Before choosing the auction's orders, the owner's funds of an order with pending
 * pre-hooks are read after those hooks (`chain/hook-funds.ts`): a permit pre-hook grants
 * the allowance the order needs.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem'
import {
  hooksTrampolineAbi,
  NO_HOOKS,
  orderHooksOf,
  type Hook,
  type OrderHookLists,
} from '@batchswap/contract/protocol/hooks'
import type { SandboxClients } from '../chain/clients'
import type { StoredOrder } from '../kernel/db'
import { fundsAfterHooks } from '../chain/hook-funds'
import { spendableKey, type OwnerFunds } from './funds'

/** One call of a settlement's interactions (pre, intra or post). */
export interface EncodedInteraction {
  target: Address
  value: bigint
  callData: Hex
}

type PublicClient = SandboxClients['publicClient']

/**
 * The hooks a fill of this order runs: pre-hooks only while the contract has filled none of
 * it (`filled`, its filledAmount), post-hooks always.
 */
export function hooksForFill(
  order: Pick<StoredOrder, 'fullAppData'>,
  filled: bigint,
): OrderHookLists {
  const hooks = orderHooksOf(order.fullAppData)
  if (hooks.pre.length === 0 && hooks.post.length === 0) return NO_HOOKS
  return { pre: filled === 0n ? hooks.pre : [], post: hooks.post }
}

function executeHooks(trampoline: Address, hooks: readonly Hook[]): EncodedInteraction {
  return {
    target: trampoline,
    value: 0n,
    callData: encodeFunctionData({
      abi: hooksTrampolineAbi,
      functionName: 'execute',
      args: [hooks.map(({ target, callData, gasLimit }) => ({ target, callData, gasLimit }))],
    }),
  }
}

/**
 * The trampoline calls of a batch: one `execute` with every pre-hook (in the order of the
 * trades) and one with every post-hook; none when there are none.
 */
export function hookInteractions(
  trampoline: Address,
  fillHooks: readonly (OrderHookLists | undefined)[],
): { pre: EncodedInteraction[]; post: EncodedInteraction[] } {
  const pre = fillHooks.flatMap((h) => h?.pre ?? [])
  const post = fillHooks.flatMap((h) => h?.post ?? [])
  return {
    pre: pre.length > 0 ? [executeHooks(trampoline, pre)] : [],
    post: post.length > 0 ? [executeHooks(trampoline, post)] : [],
  }
}

/**
 * The auction's funds with pending pre-hooks applied: for each (owner, sell token) with an
 * order that has not filled yet and carries pre-hooks, the funds after those hooks when
 * they are more. Orders filled before keep the funds read from the chain.
 */
export async function applyPreHooksToFunds(
  publicClient: PublicClient,
  vaultRelayer: Address,
  orders: readonly StoredOrder[],
  funds: Map<string, OwnerFunds>,
): Promise<void> {
  const pending = orders.filter(
    (o) =>
      o.executedSellAmountBeforeFees === 0n &&
      o.executedBuyAmount === 0n &&
      orderHooksOf(o.fullAppData).pre.length > 0,
  )
  await Promise.all(
    pending.map(async (o) => {
      const key = spendableKey(o.owner, o.sellToken)
      const after = await fundsAfterHooks(
        publicClient,
        orderHooksOf(o.fullAppData).pre,
        o.sellToken,
        o.owner,
        vaultRelayer,
      )
      const before = funds.get(key)
      if (!after) return
      if (!before || after.allowance > before.allowance) funds.set(key, after)
    }),
  )
}
