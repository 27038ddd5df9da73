/**
 * Deploys the CoW settlement contracts and the sandbox tokens, and funds the traders.
 *
 * Every step is one transaction from the deployer (dev account 9) at a fixed nonce, so
 * contract addresses are the same on every fresh chain (packages/contract/sandbox/deployment.ts
 * lists them). Step i has nonce i: a chain that already has some steps resumes from the
 * deployer's nonce, and a complete one is only verified.
 */
import {
  createTestClient,
  getContractAddress,
  http,
  isAddressEqual,
  parseEther,
  zeroAddress,
  type Address,
  type Hash,
} from 'viem'
import { sandboxDeployment, type SandboxToken } from '@batchswap/contract/sandbox/deployment'
import { hooksTrampolineAbi } from '@batchswap/contract/protocol/hooks'
import { sandboxAppendedTokens } from '@batchswap/contract/sandbox/extra-tokens'
import {
  authenticatorAbi,
  ethFlowAbi,
  permitTokenAbi,
  presetTokenAbi,
  sandboxTokenAbi,
  settlementAbi,
  wethAbi,
} from './abis'
import { loadArtifact } from './artifacts'
import { createSandboxClients, type SandboxClients } from './clients'
import { COMPOSABLE_DEPLOYMENT_TRANSACTIONS, composableSteps } from './composable-deploy'
import {
  checkSafeConfig,
  SAFE_DEPLOYMENT_TRANSACTIONS,
  safeFundingSteps,
  safeSteps,
} from './safe-deploy'
import type { DeployStep } from './deploy-step'
import { fundingAmount, isPermitToken, isUsdtStyleToken } from './token-amounts'
import { fundingStep, isWrappedNative } from './token-funding'
import { verifySandbox } from './verify'

/**
 * Fixed gas limits (about 1.5x what each step uses). Without them the node estimates each
 * transaction against the state before the earlier, still pending steps: fine when every
 * transaction is mined at once, a revert with interval mining (--block-time).
 */
const GAS = {
  deployAuthenticator: 1_300_000n,
  deploySettlement: 7_000_000n,
  deployToken: 2_700_000n,
  deployPermitToken: 3_600_000n,
  deployEthFlow: 2_000_000n,
  deployTrampoline: 600_000n,
  call: 120_000n,
} as const

function plan({ walletClient }: SandboxClients): DeployStep[] {
  const { deployer, solver, authenticator, settlement } = sandboxDeployment
  const account = deployer
  const authenticatorArtifact = loadArtifact('authenticator')
  const settlementArtifact = loadArtifact('settlement')
  const presetArtifact = loadArtifact('presetToken')
  const sandboxTokenArtifact = loadArtifact('sandboxToken')
  const wethArtifact = loadArtifact('sandboxWeth')
  const permitArtifact = loadArtifact('permitToken')
  const usdtStyleArtifact = loadArtifact('usdtStyleToken')
  /** OpenZeppelin's minter preset: an 18-decimals token with no permit. */
  const deployPreset = (token: SandboxToken, nonce: number) =>
    walletClient.deployContract({
      account,
      nonce,
      gas: GAS.deployToken,
      abi: presetTokenAbi,
      bytecode: presetArtifact.bytecode,
      args: [token.name, token.symbol],
    })
  /** A call of the allow-list authenticator that names one account (its manager, a solver). */
  const authenticatorCall = (
    functionName: 'initializeManager' | 'addSolver',
    who: Address,
    label: string,
  ): DeployStep => ({
    label,
    send: (nonce) =>
      walletClient.writeContract({
        account,
        nonce,
        gas: GAS.call,
        address: authenticator,
        abi: authenticatorAbi,
        functionName,
        args: [who],
      }),
  })

  const steps: DeployStep[] = [
    {
      label: 'deploy GPv2AllowListAuthentication',
      creates: authenticator,
      send: (nonce) =>
        walletClient.deployContract({
          account,
          nonce,
          gas: GAS.deployAuthenticator,
          abi: authenticatorAbi,
          bytecode: authenticatorArtifact.bytecode,
        }),
    },
    authenticatorCall('initializeManager', deployer, 'initializeManager(deployer)'),
    {
      label: 'deploy GPv2Settlement (creates GPv2VaultRelayer)',
      creates: settlement,
      // No Balancer vault in the sandbox: erc20 balances only.
      send: (nonce) =>
        walletClient.deployContract({
          account,
          nonce,
          gas: GAS.deploySettlement,
          abi: settlementAbi,
          bytecode: settlementArtifact.bytecode,
          args: [authenticator, zeroAddress],
        }),
    },
    authenticatorCall('addSolver', solver, 'addSolver(solver)'),
  ]

  for (const token of sandboxDeployment.tokens) {
    steps.push({
      label: `deploy ${token.symbol}`,
      creates: token.address,
      // WETH is a real wrapped ether; the OpenZeppelin preset is fixed at 18 decimals;
      // other decimals use our compiled variant.
      send: (nonce) =>
        isPermitToken(token)
          ? walletClient.deployContract({
              account,
              nonce,
              gas: GAS.deployPermitToken,
              abi: permitTokenAbi,
              bytecode: permitArtifact.bytecode,
              args: [token.name, token.symbol, token.decimals],
            })
          : isWrappedNative(token)
            ? walletClient.deployContract({
                account,
                nonce,
                gas: GAS.deployToken,
                abi: wethAbi,
                bytecode: wethArtifact.bytecode,
              })
            : token.decimals === 18
              ? deployPreset(token, nonce)
              : walletClient.deployContract({
                  account,
                  nonce,
                  gas: GAS.deployToken,
                  abi: sandboxTokenAbi,
                  bytecode: sandboxTokenArtifact.bytecode,
                  args: [token.name, token.symbol, token.decimals],
                }),
    })
  }

  for (const token of sandboxDeployment.tokens) {
    const recipients: { to: Address; amount: bigint }[] = [
      ...sandboxDeployment.traders.map((to) => ({ to, amount: fundingAmount(token, 'trader') })),
      { to: settlement, amount: fundingAmount(token, 'settlement') },
    ]
    for (const { to, amount } of recipients) {
      steps.push(fundingStep(walletClient, token, to, amount, `fund ${token.symbol} to ${to}`))
    }
  }
  // Appended last, so a chain deployed before the Safes existed resumes with them.
  steps.push(...safeSteps(walletClient))
  steps.push(...safeFundingSteps(walletClient, (token) => fundingAmount(token, 'trader')))
  const ethFlowArtifact = loadArtifact('ethFlow')
  steps.push({
    label: 'deploy the eth-flow contract',
    creates: sandboxDeployment.ethFlow,
    send: (nonce) =>
      walletClient.deployContract({
        account,
        nonce,
        gas: GAS.deployEthFlow,
        abi: ethFlowAbi,
        bytecode: ethFlowArtifact.bytecode,
        args: [settlement, sandboxDeployment.wrappedNativeToken],
      }),
  })
  const trampolineArtifact = loadArtifact('hooksTrampoline')
  steps.push({
    label: 'deploy the HooksTrampoline',
    creates: sandboxDeployment.hooksTrampoline,
    send: (nonce) =>
      walletClient.deployContract({
        account,
        nonce,
        gas: GAS.deployTrampoline,
        abi: hooksTrampolineAbi,
        bytecode: trampolineArtifact.bytecode,
        args: [settlement],
      }),
  })
  // Appended last, so a chain deployed before them resumes with them: the extra list's
  // tokens, the approvals list's, then the unlisted ones.
  for (const token of sandboxAppendedTokens) {
    steps.push({
      label: `deploy ${token.symbol} (extra)`,
      creates: token.address,
      send: (nonce) =>
        isUsdtStyleToken(token)
          ? walletClient.deployContract({
              account,
              nonce,
              gas: GAS.deployToken,
              abi: sandboxTokenAbi,
              bytecode: usdtStyleArtifact.bytecode,
              args: [token.name, token.symbol, token.decimals],
            })
          : deployPreset(token, nonce),
    })
    const recipients = [
      ...sandboxDeployment.traders.map((to) => ({ to, amount: fundingAmount(token, 'trader') })),
      { to: settlement, amount: fundingAmount(token, 'settlement') },
    ]
    for (const { to, amount } of recipients) {
      steps.push(fundingStep(walletClient, token, to, amount, `fund ${token.symbol} to ${to}`))
    }
  }
  // Appended last, so a chain deployed before them resumes with them.
  steps.push(...composableSteps(walletClient))
  return steps
}

/** Transactions sent before their receipts are awaited (see deploySandbox). */
const PENDING_BATCH = 40

/** The number of deployer transactions a complete deployment has sent. */
export const DEPLOYMENT_TRANSACTIONS =
  // authenticator, initializeManager, settlement, addSolver; per token: deploy + mints
  4 +
  sandboxDeployment.tokens.length * (1 + sandboxDeployment.traders.length + 1) +
  SAFE_DEPLOYMENT_TRANSACTIONS +
  // the eth-flow contract, the HooksTrampoline
  2 +
  // the extra list's tokens and the unlisted ones: deploy + mints
  sandboxAppendedTokens.length * (1 + sandboxDeployment.traders.length + 1) +
  COMPOSABLE_DEPLOYMENT_TRANSACTIONS

export interface DeployResult {
  /** Transactions sent by this call: 0 when the chain was already deployed. */
  transactions: number
}

/**
 * Brings the chain at rpcUrl to the sandbox deployment. Idempotent: an already deployed
 * chain is verified and left alone; an interrupted deployment resumes.
 */
export async function deploySandbox(rpcUrl: string): Promise<DeployResult> {
  const clients = createSandboxClients(rpcUrl)
  const { publicClient } = clients
  const { deployer } = sandboxDeployment

  const steps = plan(clients)
  // Guards the config file against the plan: creation addresses follow the nonce.
  steps.forEach((step, nonce) => {
    if (!step.creates) return
    const expected = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
    if (!isAddressEqual(expected, step.creates)) {
      throw new Error(
        `sandbox-deployment.ts is out of date: "${step.label}" creates ${expected}, the config says ${step.creates}`,
      )
    }
  })
  const safeProblems = checkSafeConfig()
  if (safeProblems.length > 0) {
    throw new Error(`sandbox-deployment.ts is out of date: ${safeProblems.join('; ')}`)
  }

  let first: number
  try {
    first = await publicClient.getTransactionCount({ address: deployer, blockTag: 'pending' })
  } catch (error) {
    throw new Error(`cannot reach the sandbox chain at ${rpcUrl}`, { cause: error })
  }
  if (first > steps.length) {
    throw new Error(
      `the deployer ${deployer} has sent ${first} transactions, more than the deployment's ${steps.length}: ` +
        'this chain was changed by hand; restart the sandbox with --reset',
    )
  }

  if (first < steps.length) await provideDeployerEth(rpcUrl, clients)

  // Sent back to back (nonces fix the order), then awaited: one round trip per step.
  const sent: { step: DeployStep; hash: Hash }[] = []
  for (let nonce = first; nonce < steps.length; nonce++) {
    const step = steps[nonce]
    if (!step) break
    try {
      sent.push({ step, hash: await step.send(nonce) })
      // anvil keeps only so many pending transactions of one sender: with interval mining
      // more than about 80 back to back are never all mined. Let each batch land first.
      if (sent.length % PENDING_BATCH === 0)
        await Promise.all(
          sent
            .slice(-PENDING_BATCH)
            .map(({ hash }) => publicClient.waitForTransactionReceipt({ hash })),
        )
    } catch (error) {
      throw new Error(`sandbox deployment failed at "${step.label}" (nonce ${nonce})`, {
        cause: error,
      })
    }
  }
  for (const { step, hash } of sent) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success')
      throw new Error(`sandbox deployment: "${step.label}" reverted`)
    if (
      step.creates &&
      !(receipt.contractAddress && isAddressEqual(receipt.contractAddress, step.creates))
    ) {
      throw new Error(
        `sandbox deployment: "${step.label}" created ${String(receipt.contractAddress)}, expected ${step.creates}`,
      )
    }
  }

  const problems = await verifySandbox(rpcUrl)
  if (problems.length > 0) {
    throw new Error(
      `the chain at ${rpcUrl} does not hold the sandbox deployment (restart with --reset):\n- ${problems.join('\n- ')}`,
    )
  }
  return { transactions: sent.length }
}

/**
 * The deployer wraps every account's WETH with its own ETH: more than anvil's 10,000 per
 * account, so the (anvil) chain tops it up first. What the deployer holds has no other use.
 */
async function provideDeployerEth(rpcUrl: string, { publicClient }: SandboxClients) {
  const { deployer, traders, safes, tokens } = sandboxDeployment
  const weth = tokens.find(isWrappedNative)
  if (!weth) return
  const needed =
    BigInt(traders.length + safes.length) * fundingAmount(weth, 'trader') +
    fundingAmount(weth, 'settlement') +
    // gas and the Safes' ETH
    parseEther('1000')
  const balance = await publicClient.getBalance({ address: deployer })
  if (balance >= needed) return
  const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await testClient.setBalance({ address: deployer, value: needed })
}
