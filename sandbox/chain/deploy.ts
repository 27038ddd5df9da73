/**
 * Deploys the CoW settlement contracts and the sandbox tokens, and funds the traders.
 *
 * Every step is one transaction from the deployer (dev account 9) at a fixed nonce, so
 * contract addresses are the same on every fresh chain (src/config/sandbox-deployment.ts
 * lists them). Step i has nonce i: a chain that already has some steps resumes from the
 * deployer's nonce, and a complete one is only verified.
 */
import {
  createTestClient,
  encodeDeployData,
  getContractAddress,
  http,
  isAddressEqual,
  parseEther,
  zeroAddress,
  type Address,
  type Hash,
} from 'viem'
import { sandboxDeployment, type SandboxToken } from '@/config/sandbox-deployment'
import { hooksTrampolineAbi } from '@/protocol/hooks'
import { sandboxExtraListTokens } from '@/config/sandbox-extra-tokens'
import {
  authenticatorAbi,
  erc20Abi,
  ethFlowAbi,
  permitTokenAbi,
  presetTokenAbi,
  sandboxTokenAbi,
  settlementAbi,
  wethAbi,
} from './abis'
import { loadArtifact } from './artifacts'
import { createSandboxClients, type SandboxClients } from './clients'
import {
  checkSafeConfig,
  SAFE_DEPLOYMENT_TRANSACTIONS,
  safeFundingSteps,
  safeSteps,
  verifySafes,
} from './safe-deploy'
import type { DeployStep } from './deploy-step'
import { fundingStep, isWrappedNative } from './token-funding'

type SandboxSymbol = (typeof sandboxDeployment.tokens)[number]['symbol']

/** Whole token units minted to each trader and to the settlement contract (its buffer). */
export const SANDBOX_FUNDING: Record<SandboxSymbol, { trader: bigint; settlement: bigint }> = {
  WETH: { trader: 1_000n, settlement: 10_000n },
  USDC: { trader: 1_000_000n, settlement: 10_000_000n },
  DAI: { trader: 1_000_000n, settlement: 10_000_000n },
  COW: { trader: 1_000_000n, settlement: 10_000_000n },
  WBTC: { trader: 100n, settlement: 1_000n },
  UNSUPPORTED: { trader: 1_000_000n, settlement: 10_000_000n },
  NOPRICE: { trader: 1_000_000n, settlement: 10_000_000n },
}

/** The extra list's tokens (sandboxExtraListTokens), funded alike. */
const EXTRA_FUNDING: Record<string, { trader: bigint; settlement: bigint }> = {
  GNO: { trader: 10_000n, settlement: 100_000n },
}

export function fundingAmount(token: SandboxToken, who: 'trader' | 'settlement'): bigint {
  const funding = (
    { ...SANDBOX_FUNDING, ...EXTRA_FUNDING } as Partial<
      Record<string, { trader: bigint; settlement: bigint }>
    >
  )[token.symbol]
  if (!funding) throw new Error(`no funding amounts for sandbox token ${token.symbol}`)
  return funding[who] * 10n ** BigInt(token.decimals)
}

/**
 * The tokens with EIP-2612 `permit` (a trader approves them with a signature, carried as a
 * pre-hook); the others (WBTC, UNSUPPORTED, NOPRICE) have none, so both paths exist.
 */
export const PERMIT_TOKEN_SYMBOLS: readonly SandboxSymbol[] = ['USDC', 'DAI', 'COW']

export function isPermitToken(token: Pick<SandboxToken, 'symbol'>): boolean {
  return (PERMIT_TOKEN_SYMBOLS as readonly string[]).includes(token.symbol)
}

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
  // Appended last, so a chain deployed before them resumes with them.
  for (const token of sandboxExtraListTokens) {
    steps.push({
      label: `deploy ${token.symbol} (extra list)`,
      creates: token.address,
      send: (nonce) => deployPreset(token, nonce),
    })
    const recipients = [
      ...sandboxDeployment.traders.map((to) => ({ to, amount: fundingAmount(token, 'trader') })),
      { to: settlement, amount: fundingAmount(token, 'settlement') },
    ]
    for (const { to, amount } of recipients) {
      steps.push(fundingStep(walletClient, token, to, amount, `fund ${token.symbol} to ${to}`))
    }
  }
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
  // the extra list's tokens: deploy + mints
  sandboxExtraListTokens.length * (1 + sandboxDeployment.traders.length + 1)

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

/** Checks contracts, wiring and token metadata; returns what is wrong (empty when all is well). */
export async function verifySandbox(rpcUrl: string): Promise<string[]> {
  const { publicClient } = createSandboxClients(rpcUrl)
  const { authenticator, settlement, vaultRelayer, solver } = sandboxDeployment
  const problems: string[] = []

  const hasCode = async (label: string, address: Address): Promise<boolean> => {
    const code = await publicClient.getCode({ address })
    if (code === undefined || code === '0x') {
      problems.push(`${label} ${address} has no code`)
      return false
    }
    return true
  }

  const [authOk, settlementOk, relayerOk] = await Promise.all([
    hasCode('authenticator', authenticator),
    hasCode('settlement', settlement),
    hasCode('vault relayer', vaultRelayer),
  ])
  if (settlementOk) {
    const [relayer, auth] = await Promise.all([
      publicClient.readContract({
        address: settlement,
        abi: settlementAbi,
        functionName: 'vaultRelayer',
      }),
      publicClient.readContract({
        address: settlement,
        abi: settlementAbi,
        functionName: 'authenticator',
      }),
    ])
    if (relayerOk && !isAddressEqual(relayer, vaultRelayer)) {
      problems.push(`settlement.vaultRelayer() is ${relayer}, the config says ${vaultRelayer}`)
    }
    if (!isAddressEqual(auth, authenticator)) {
      problems.push(`settlement.authenticator() is ${auth}, the config says ${authenticator}`)
    }
  }
  if (authOk) {
    const isSolver = await publicClient.readContract({
      address: authenticator,
      abi: authenticatorAbi,
      functionName: 'isSolver',
      args: [solver],
    })
    if (!isSolver) problems.push(`the solver ${solver} is not allow-listed`)
  }

  await Promise.all(
    [...sandboxDeployment.tokens, ...sandboxExtraListTokens].map(async (token) => {
      if (!(await hasCode(token.symbol, token.address))) return
      const [symbol, decimals] = await Promise.all([
        publicClient.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'symbol',
        }),
        publicClient.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'decimals',
        }),
      ])
      if (symbol !== token.symbol || decimals !== token.decimals) {
        problems.push(
          `${token.address} is ${symbol} with ${decimals} decimals, the config says ${token.symbol} with ${token.decimals}`,
        )
      }
    }),
  )
  problems.push(...(await verifySafes(publicClient)))
  problems.push(...(await verifyEthFlow(publicClient)))
  problems.push(...(await verifyHooks(publicClient)))
  return problems
}

/** The trampoline is wired to the settlement, and the permit tokens have permit (a chain from before does not). */
async function verifyHooks(publicClient: SandboxClients['publicClient']): Promise<string[]> {
  const { hooksTrampoline, settlement } = sandboxDeployment
  const problems: string[] = []
  const wiredTo = await publicClient
    .readContract({ address: hooksTrampoline, abi: hooksTrampolineAbi, functionName: 'settlement' })
    .catch(() => undefined)
  if (!wiredTo || !isAddressEqual(wiredTo, settlement)) {
    problems.push(`HooksTrampoline ${hooksTrampoline} is missing or not wired to the settlement`)
  }
  await Promise.all(
    sandboxDeployment.tokens.filter(isPermitToken).map(async (token) => {
      const separator = await publicClient
        .readContract({
          address: token.address,
          abi: permitTokenAbi,
          functionName: 'DOMAIN_SEPARATOR',
        })
        .catch(() => undefined)
      if (separator === undefined)
        problems.push(`${token.symbol} ${token.address} has no EIP-2612 permit`)
    }),
  )
  return problems
}

/** The wrapped ether is backed (a chain from before it was real WETH is not) and eth-flow is wired. */
async function verifyEthFlow(publicClient: SandboxClients['publicClient']): Promise<string[]> {
  const { ethFlow, wrappedNativeToken, settlement } = sandboxDeployment
  const problems: string[] = []
  const [held, supply] = await Promise.all([
    publicClient.getBalance({ address: wrappedNativeToken }),
    publicClient
      .readContract({ address: wrappedNativeToken, abi: erc20Abi, functionName: 'totalSupply' })
      .catch(() => undefined),
  ])
  if (supply === undefined || held !== supply) {
    problems.push(`WETH ${wrappedNativeToken} is not the sandbox's wrapped ether (unbacked supply)`)
  }
  const code = await publicClient.getCode({ address: ethFlow })
  if (code === undefined || code === '0x') {
    problems.push(`eth-flow ${ethFlow} has no code`)
    return problems
  }
  const [wrapped, cowSwapSettlement] = await Promise.all([
    publicClient.readContract({
      address: ethFlow,
      abi: ethFlowAbi,
      functionName: 'wrappedNativeToken',
    }),
    publicClient.readContract({
      address: ethFlow,
      abi: ethFlowAbi,
      functionName: 'cowSwapSettlement',
    }),
  ])
  if (
    !isAddressEqual(wrapped, wrappedNativeToken) ||
    !isAddressEqual(cowSwapSettlement, settlement)
  ) {
    problems.push(`eth-flow ${ethFlow} is wired to ${wrapped} and ${cowSwapSettlement}`)
    return problems
  }
  // The code this sandbox would deploy there now (its constructor run as a call, immutables
  // and all): a chain saved by an older sandbox keeps an older contract (one that emitted both
  // OrderInvalidation and OrderRefund at every invalidation).
  const { data: current } = await publicClient.call({
    data: encodeDeployData({
      abi: ethFlowAbi,
      bytecode: loadArtifact('ethFlow').bytecode,
      args: [settlement, wrappedNativeToken],
    }),
  })
  if (current !== undefined && current.toLowerCase() !== code.toLowerCase()) {
    problems.push(`eth-flow ${ethFlow} runs an older build of the sandbox's contract`)
  }
  return problems
}
