/**
 * How the deployment hands an account its starting tokens: the ERC-20 presets mint, the
 * wrapped ether is deposited for the account (`depositTo`, paid in ETH by the deployer), so
 * every WETH unit stays backed and unwrapping always pays out.
 */
import { isAddressEqual, type Address, type WalletClient } from 'viem'
import { sandboxDeployment, type SandboxToken } from '@batchswap/contract/sandbox/deployment'
import { presetTokenAbi, wethAbi } from './abis'
import type { DeployStep } from './deploy-step'

const CALL_GAS = 120_000n

export function isWrappedNative(token: Pick<SandboxToken, 'address'>): boolean {
  return isAddressEqual(token.address, sandboxDeployment.wrappedNativeToken)
}

/** One deployer transaction that gives `to` `amount` of `token`. */
export function fundingStep(
  walletClient: WalletClient,
  token: SandboxToken,
  to: Address,
  amount: bigint,
  label: string,
): DeployStep {
  const common = {
    account: sandboxDeployment.deployer,
    chain: walletClient.chain ?? null,
    gas: CALL_GAS,
    address: token.address,
  } as const
  return {
    label,
    send: (nonce) =>
      isWrappedNative(token)
        ? walletClient.writeContract({
            ...common,
            nonce,
            abi: wethAbi,
            functionName: 'depositTo',
            args: [to],
            value: amount,
          })
        : walletClient.writeContract({
            ...common,
            nonce,
            abi: presetTokenAbi,
            functionName: 'mint',
            args: [to, amount],
          }),
  }
}
