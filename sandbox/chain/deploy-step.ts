import type { Address, Hash, WalletClient } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { loadArtifact } from './artifacts'

/** One deployer transaction of the sandbox deployment, sent at the nonce deploy.ts gives it. */
export interface DeployStep {
  label: string
  /** Address the step creates, when it deploys a contract. */
  creates?: Address
  send(nonce: number): Promise<Hash>
}

/**
 * A step that deploys an artifact with no constructor arguments: its creation bytecode sent as
 * a plain transaction from the deployer, at a fixed gas limit (see deploy.ts for why).
 */
export function bytecodeStep(
  walletClient: WalletClient,
  label: string,
  creates: Address,
  artifact: Parameters<typeof loadArtifact>[0],
  gas: bigint,
): DeployStep {
  return {
    label,
    creates,
    send: (nonce) =>
      walletClient.sendTransaction({
        account: sandboxDeployment.deployer,
        chain: walletClient.chain ?? null,
        nonce,
        gas,
        data: loadArtifact(artifact).bytecode,
      }),
  }
}
