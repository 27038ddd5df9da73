import type { Address, Hash } from 'viem'

/** One deployer transaction of the sandbox deployment, sent at the nonce deploy.ts gives it. */
export interface DeployStep {
  label: string
  /** Address the step creates, when it deploys a contract. */
  creates?: Address
  send(nonce: number): Promise<Hash>
}
