import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

// Resolving through Node from the sandbox package (its own dependencies, npm workspaces) finds
// them hoisted to the root's node_modules or nested in sandbox/node_modules alike.
const requireFromSandbox = createRequire(new URL('../package.json', import.meta.url))

/** Absolute path of a file inside an installed package, or undefined when it is not installed. */
export function resolvePackageFile(specifier: string): string | undefined {
  try {
    return requireFromSandbox.resolve(specifier)
  } catch {
    return undefined
  }
}

const artifactPath = (file: string) =>
  fileURLToPath(new URL(`./artifacts/${file}`, import.meta.url))

/**
 * The sandbox's own contracts (contracts/*.sol): artifacts written by compile.ts, read by
 * deploy.ts (kept apart so deploying never loads solc).
 */
export const SANDBOX_CONTRACTS = {
  sandboxToken: {
    sourceName: 'sandbox-token.sol',
    contractName: 'SandboxToken',
    artifactPath: artifactPath('sandbox-token.json'),
  },
  sandboxWeth: {
    sourceName: 'sandbox-weth.sol',
    contractName: 'SandboxWETH',
    artifactPath: artifactPath('sandbox-weth.json'),
  },
  ethFlow: {
    sourceName: 'sandbox-ethflow.sol',
    contractName: 'SandboxEthFlow',
    artifactPath: artifactPath('sandbox-ethflow.json'),
  },
  permitToken: {
    sourceName: 'sandbox-permit-token.sol',
    contractName: 'SandboxPermitToken',
    artifactPath: artifactPath('sandbox-permit-token.json'),
  },
  usdtStyleToken: {
    sourceName: 'sandbox-usdt-style-token.sol',
    contractName: 'SandboxUsdtStyleToken',
    artifactPath: artifactPath('sandbox-usdt-style-token.json'),
  },
  hooksTrampoline: {
    sourceName: 'sandbox-hooks-trampoline.sol',
    contractName: 'HooksTrampoline',
    artifactPath: artifactPath('sandbox-hooks-trampoline.json'),
  },
  hookRecorder: {
    sourceName: 'sandbox-hook-recorder.sol',
    contractName: 'HookRecorder',
    artifactPath: artifactPath('sandbox-hook-recorder.json'),
  },
  hookFunds: {
    sourceName: 'sandbox-hook-funds.sol',
    contractName: 'HookFundsSimulator',
    artifactPath: artifactPath('sandbox-hook-funds.json'),
  },
  composableCow: {
    sourceName: 'sandbox-composable-cow.sol',
    contractName: 'ComposableCoW',
    artifactPath: artifactPath('sandbox-composable-cow.json'),
  },
  twapHandler: {
    sourceName: 'sandbox-composable-cow.sol',
    contractName: 'TWAP',
    artifactPath: artifactPath('sandbox-twap.json'),
  },
  currentBlockTimestampFactory: {
    sourceName: 'sandbox-composable-cow.sol',
    contractName: 'CurrentBlockTimestampFactory',
    artifactPath: artifactPath('sandbox-current-block-timestamp-factory.json'),
  },
  extensibleFallbackHandler: {
    sourceName: 'sandbox-extensible-fallback-handler.sol',
    contractName: 'ExtensibleFallbackHandler',
    artifactPath: artifactPath('sandbox-extensible-fallback-handler.json'),
  },
} as const

export type SandboxContractName = keyof typeof SANDBOX_CONTRACTS
