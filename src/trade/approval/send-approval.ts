import { erc20Abi, type Address, type Hex } from 'viem'
import type { Config } from 'wagmi'
import { writeContract } from 'wagmi/actions'

/** Sends `approve(spender, value)` on the token; resolves with the transaction hash. */
export function sendApproval(
  config: Config,
  {
    chainId,
    token,
    spender,
    value,
  }: { chainId: number; token: Address; spender: Address; value: bigint },
): Promise<Hex> {
  return writeContract(config, {
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, value],
  })
}
