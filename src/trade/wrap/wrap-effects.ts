import { parseAbi, type Address, type Hex } from 'viem'
import type { Config } from 'wagmi'
import { writeContract } from 'wagmi/actions'
import type { WrapDirection } from './wrap-status'

/**
 * The wrap's transaction: WETH9's `deposit()` with the amount as value, or `withdraw(wad)`.
 * Loaded on demand (dynamic import) when the trader wraps or unwraps.
 */
const wrappedNativeAbi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

export function sendWrap(
  config: Config,
  {
    chainId,
    wrappedNative,
    direction,
    amount,
  }: { chainId: number; wrappedNative: Address; direction: WrapDirection; amount: bigint },
): Promise<Hex> {
  return direction === 'wrap'
    ? writeContract(config, {
        chainId,
        address: wrappedNative,
        abi: wrappedNativeAbi,
        functionName: 'deposit',
        value: amount,
      })
    : writeContract(config, {
        chainId,
        address: wrappedNative,
        abi: wrappedNativeAbi,
        functionName: 'withdraw',
        args: [amount],
      })
}
