/**
 * The Safe part of the deterministic sandbox deployment: the Safe v1.4.1 contracts from
 * their published artifacts, then two Safes made through the proxy factory, funded like
 * the traders. deploy.ts appends these steps after the settlement and the tokens, so every
 * address here follows from the deployer's nonce (contracts) or from CREATE2 (the Safes).
 */
import {
  concat,
  encodeFunctionData,
  encodePacked,
  getContractAddress,
  isAddressEqual,
  keccak256,
  pad,
  parseEther,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import type { PublicClient, WalletClient } from 'viem'
import { sandboxDeployment, type SandboxSafe } from '@batchswap/contract/sandbox/deployment'
import { loadArtifact } from './artifacts'
import { safeAbi, safeProxyFactoryAbi } from './safe-abis'
import { bytecodeStep, type DeployStep } from './deploy-step'
import { fundingStep } from './token-funding'

/** ETH each sandbox Safe holds after deployment. */
export const SAFE_ETH_FUNDING = parseEther('100')

/** Fixed gas limits (see deploy.ts for why), about 1.5x what each step uses. */
const GAS = {
  singleton: 8_000_000n,
  factory: 1_500_000n,
  fallbackHandler: 2_500_000n,
  library: 800_000n,
  createSafe: 600_000n,
  call: 120_000n,
} as const

/** The calldata of Safe.setup for a sandbox Safe: its owners and threshold, our fallback handler. */
export function safeInitializer(safe: Pick<SandboxSafe, 'owners' | 'threshold'>): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      [...safe.owners],
      BigInt(safe.threshold),
      zeroAddress,
      '0x',
      sandboxDeployment.safeContracts.fallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}

/** Where SafeProxyFactory.createProxyWithNonce puts a Safe (CREATE2, as the factory computes it). */
export function predictSafeAddress(
  safe: Pick<SandboxSafe, 'owners' | 'threshold' | 'saltNonce'>,
): Address {
  const { proxyFactory, singleton } = sandboxDeployment.safeContracts
  const salt = keccak256(
    encodePacked(
      ['bytes32', 'uint256'],
      [keccak256(safeInitializer(safe)), BigInt(safe.saltNonce)],
    ),
  )
  const bytecode = concat([loadArtifact('safeProxy').bytecode, pad(singleton, { size: 32 })])
  return getContractAddress({ opcode: 'CREATE2', from: proxyFactory, salt, bytecode })
}

export function safeSteps(walletClient: WalletClient): DeployStep[] {
  const { deployer } = sandboxDeployment
  const account = deployer
  const chain = walletClient.chain ?? null
  const contracts = sandboxDeployment.safeContracts
  const deploy = (
    label: string,
    creates: Address,
    artifact: Parameters<typeof loadArtifact>[0],
    gas: bigint,
  ): DeployStep => bytecodeStep(walletClient, label, creates, artifact, gas)

  const steps: DeployStep[] = [
    deploy('deploy SafeL2 1.4.1 (singleton)', contracts.singleton, 'safeSingleton', GAS.singleton),
    deploy(
      'deploy SafeProxyFactory 1.4.1',
      contracts.proxyFactory,
      'safeProxyFactory',
      GAS.factory,
    ),
    deploy(
      'deploy CompatibilityFallbackHandler 1.4.1',
      contracts.fallbackHandler,
      'safeFallbackHandler',
      GAS.fallbackHandler,
    ),
    deploy('deploy MultiSend 1.4.1', contracts.multiSend, 'safeMultiSend', GAS.library),
    deploy(
      'deploy MultiSendCallOnly 1.4.1',
      contracts.multiSendCallOnly,
      'safeMultiSendCallOnly',
      GAS.library,
    ),
  ]

  for (const safe of sandboxDeployment.safes) {
    steps.push({
      label: `create the ${safe.label} Safe`,
      send: (nonce) =>
        walletClient.writeContract({
          account,
          chain,
          nonce,
          gas: GAS.createSafe,
          address: contracts.proxyFactory,
          abi: safeProxyFactoryAbi,
          functionName: 'createProxyWithNonce',
          args: [contracts.singleton, safeInitializer(safe), BigInt(safe.saltNonce)],
        }),
    })
  }
  for (const safe of sandboxDeployment.safes) {
    steps.push({
      label: `send ETH to the ${safe.label} Safe`,
      send: (nonce) =>
        walletClient.sendTransaction({
          account,
          chain,
          nonce,
          gas: GAS.call,
          to: safe.address,
          value: SAFE_ETH_FUNDING,
        }),
    })
  }
  return steps
}

/** Token funding of the Safes: the traders' amounts (deploy.ts passes its fundingAmount). */
export function safeFundingSteps(
  walletClient: WalletClient,
  amountOf: (token: (typeof sandboxDeployment.tokens)[number]) => bigint,
): DeployStep[] {
  return sandboxDeployment.safes.flatMap((safe) =>
    sandboxDeployment.tokens.map((token) =>
      fundingStep(
        walletClient,
        token,
        safe.address,
        amountOf(token),
        `fund ${token.symbol} to the ${safe.label} Safe`,
      ),
    ),
  )
}

/** The number of deployer transactions the Safe part sends. */
export const SAFE_DEPLOYMENT_TRANSACTIONS =
  5 + sandboxDeployment.safes.length * (2 + sandboxDeployment.tokens.length)

/** Checks the config's Safe addresses against CREATE2 (before anything is sent). */
export function checkSafeConfig(): string[] {
  return sandboxDeployment.safes.flatMap((safe) => {
    const predicted = predictSafeAddress(safe)
    return isAddressEqual(predicted, safe.address)
      ? []
      : [`the ${safe.label} Safe is created at ${predicted}, the config says ${safe.address}`]
  })
}

/** Checks the Safe contracts and the Safes' owners and thresholds on chain. */
export async function verifySafes(publicClient: PublicClient): Promise<string[]> {
  const problems: string[] = []
  const contracts = sandboxDeployment.safeContracts
  await Promise.all(
    Object.entries(contracts).map(async ([label, address]) => {
      const code = await publicClient.getCode({ address })
      if (code === undefined || code === '0x') problems.push(`Safe ${label} ${address} has no code`)
    }),
  )
  await Promise.all(
    sandboxDeployment.safes.map(async (safe) => {
      const code = await publicClient.getCode({ address: safe.address })
      if (code === undefined || code === '0x') {
        problems.push(`the ${safe.label} Safe ${safe.address} has no code`)
        return
      }
      const [owners, threshold, version] = await Promise.all([
        publicClient.readContract({
          address: safe.address,
          abi: safeAbi,
          functionName: 'getOwners',
        }),
        publicClient.readContract({
          address: safe.address,
          abi: safeAbi,
          functionName: 'getThreshold',
        }),
        publicClient.readContract({ address: safe.address, abi: safeAbi, functionName: 'VERSION' }),
      ])
      const sameOwners =
        owners.length === safe.owners.length &&
        safe.owners.every((owner) => owners.some((o) => isAddressEqual(o, owner)))
      if (!sameOwners || threshold !== BigInt(safe.threshold) || version !== '1.4.1') {
        problems.push(
          `the ${safe.label} Safe is a ${String(threshold)}-of-${owners.length} Safe ${version} owned by ${owners.join(', ')}`,
        )
      }
    }),
  )
  return problems
}
