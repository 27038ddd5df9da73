/**
 * Contract artifacts, read as JSON only: the packages' JavaScript pulls in ethers and
 * node-fetch, which the sandbox does not need.
 */
import { readFileSync } from 'node:fs'
import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { resolvePackageFile, SANDBOX_CONTRACTS, type SandboxContractName } from './paths'

const artifactSchema = z.looseObject({
  abi: z.array(z.unknown()),
  bytecode: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/, 'expected creation bytecode')),
})

export interface ContractArtifact {
  abi: unknown[]
  bytecode: Hex
}

const SAFE_ARTIFACTS = '@safe-global/safe-contracts/build/artifacts/contracts'

export const ARTIFACT_FILES = {
  authenticator: '@cowprotocol/contracts/lib/contracts/GPv2AllowListAuthentication.json',
  settlement: '@cowprotocol/contracts/lib/contracts/GPv2Settlement.json',
  presetToken: '@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json',
  // Safe v1.4.1, as published (the same bytecode as Safe's canonical deployments).
  safeSingleton: `${SAFE_ARTIFACTS}/SafeL2.sol/SafeL2.json`,
  safeProxy: `${SAFE_ARTIFACTS}/proxies/SafeProxy.sol/SafeProxy.json`,
  safeProxyFactory: `${SAFE_ARTIFACTS}/proxies/SafeProxyFactory.sol/SafeProxyFactory.json`,
  safeFallbackHandler: `${SAFE_ARTIFACTS}/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json`,
  safeMultiSend: `${SAFE_ARTIFACTS}/libraries/MultiSend.sol/MultiSend.json`,
  safeMultiSendCallOnly: `${SAFE_ARTIFACTS}/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json`,
} as const

function readArtifact(file: string, label: string): ContractArtifact {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`cannot read the ${label} artifact at ${file}: ${String(error)}`, {
      cause: error,
    })
  }
  const parsed = artifactSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`${file} is not a contract artifact (${label})`)
  // The regex above guarantees the 0x prefix.
  return { abi: parsed.data.abi, bytecode: parsed.data.bytecode as Hex }
}

function isSandboxContract(name: string): name is SandboxContractName {
  return Object.hasOwn(SANDBOX_CONTRACTS, name)
}

export function loadArtifact(
  name: keyof typeof ARTIFACT_FILES | SandboxContractName,
): ContractArtifact {
  if (isSandboxContract(name)) return readArtifact(SANDBOX_CONTRACTS[name].artifactPath, name)
  const file = resolvePackageFile(ARTIFACT_FILES[name])
  if (!file) {
    throw new Error(`${ARTIFACT_FILES[name]} is not installed: run npm install`)
  }
  return readArtifact(file, name)
}
