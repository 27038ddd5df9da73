/**
 * An owner's funds as they will be once an order's pre-hooks ran: the real orderbook
 * simulates the transfer with the order's pre-interactions before it judges balance and
 * allowance, so an order whose permit pre-hook grants the allowance is not refused for it.
 * Here: one `eth_call` of the hook-funds simulator as deployless code
 * (sandbox/chain/contracts/sandbox-hook-funds.sol), which makes the hooks (each capped at
 * its gas limit, a failing one skipped) and reads balance and allowance; nothing changes on
 * chain.
 */
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import type { Hook } from '@batchswap/contract/protocol/hooks'
import { hookFundsAbi } from './abis'
import { loadArtifact } from './artifacts'

export interface FundsAfterHooks {
  balance: bigint
  allowance: bigint
}

let simulatorCode: Hex | undefined

/** Balance of `token` and allowance to `spender` after `hooks`; undefined when the simulation fails. */
export async function fundsAfterHooks(
  client: Pick<PublicClient, 'call'>,
  hooks: readonly Hook[],
  token: Address,
  owner: Address,
  spender: Address,
): Promise<FundsAfterHooks | undefined> {
  simulatorCode ??= loadArtifact('hookFunds').bytecode
  try {
    const { data } = await client.call({
      code: simulatorCode,
      data: encodeFunctionData({
        abi: hookFundsAbi,
        functionName: 'fundsAfterHooks',
        args: [
          hooks.map(({ target, callData, gasLimit }) => ({ target, callData, gasLimit })),
          token,
          owner,
          spender,
        ],
      }),
    })
    if (!data) return undefined
    const [balance, allowance] = decodeFunctionResult({
      abi: hookFundsAbi,
      functionName: 'fundsAfterHooks',
      data,
    })
    return { balance, allowance }
  } catch {
    return undefined
  }
}
