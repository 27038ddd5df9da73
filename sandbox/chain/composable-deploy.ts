/**
 * The ComposableCoW part of the deterministic sandbox deployment (deployer nonces 99-102,
 * packages/contract/sandbox/deployment.ts): ComposableCoW wired to the settlement, the TWAP
 * handler, the CurrentBlockTimestampFactory and the extensible fallback handler. deploy.ts
 * appends these steps last.
 */
import {
  sandboxComposableDeployment,
  sandboxDeployment,
} from '@batchswap/contract/sandbox/deployment'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import { twapHandlerAbi } from '@batchswap/contract/protocol/twap'
import { loadArtifact } from './artifacts'
import type { SandboxClients } from './clients'
import { bytecodeStep, type DeployStep } from './deploy-step'

/** Fixed gas limits (see deploy.ts for why), about 1.5x what each step uses. */
const GAS = {
  composableCow: 3_000_000n,
  twapHandler: 1_500_000n,
  timestampFactory: 300_000n,
  fallbackHandler: 2_500_000n,
} as const

/** One step per contract. */
export const COMPOSABLE_DEPLOYMENT_TRANSACTIONS = 4

/** ComposableCoW (wired to the settlement), the TWAP handler, the timestamp factory, the handler. */
export function composableSteps(walletClient: SandboxClients['walletClient']): DeployStep[] {
  const account = sandboxDeployment.deployer
  const { settlement } = sandboxDeployment
  const composable = sandboxComposableDeployment
  return [
    {
      label: 'deploy ComposableCoW',
      creates: composable.composableCow,
      send: (nonce) =>
        walletClient.deployContract({
          account,
          nonce,
          gas: GAS.composableCow,
          abi: composableCowAbi,
          bytecode: loadArtifact('composableCow').bytecode,
          args: [settlement],
        }),
    },
    {
      label: 'deploy the TWAP handler',
      creates: composable.twapHandler,
      send: (nonce) =>
        walletClient.deployContract({
          account,
          nonce,
          gas: GAS.twapHandler,
          abi: twapHandlerAbi,
          bytecode: loadArtifact('twapHandler').bytecode,
          args: [composable.composableCow],
        }),
    },
    bytecodeStep(
      walletClient,
      'deploy CurrentBlockTimestampFactory',
      composable.currentBlockTimestampFactory,
      'currentBlockTimestampFactory',
      GAS.timestampFactory,
    ),
    bytecodeStep(
      walletClient,
      'deploy ExtensibleFallbackHandler',
      composable.extensibleFallbackHandler,
      'extensibleFallbackHandler',
      GAS.fallbackHandler,
    ),
  ]
}
