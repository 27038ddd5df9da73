/**
 * Verifies a sandbox chain: contracts, wiring and token metadata, as the deployment leaves
 * them; a chain saved by an older sandbox is refused with what is wrong (restart with --reset).
 */
import { encodeDeployData, isAddressEqual, type Address } from 'viem'
import {
  sandboxComposableDeployment,
  sandboxDeployment,
} from '@batchswap/contract/sandbox/deployment'
import { sandboxAllTokens } from '@batchswap/contract/sandbox/extra-tokens'
import { hooksTrampolineAbi } from '@batchswap/contract/protocol/hooks'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import { twapHandlerAbi } from '@batchswap/contract/protocol/twap'
import { authenticatorAbi, erc20Abi, ethFlowAbi, permitTokenAbi, settlementAbi } from './abis'
import { loadArtifact } from './artifacts'
import { createSandboxClients, type SandboxClients } from './clients'
import { verifySafes } from './safe-deploy'
import { isPermitToken } from './token-amounts'

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
    sandboxAllTokens.map(async (token) => {
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
  problems.push(...(await verifyComposable(publicClient)))
  return problems
}

/** ComposableCoW signs for the settlement's domain, the TWAP handler asks it, the others exist. */
async function verifyComposable(publicClient: SandboxClients['publicClient']): Promise<string[]> {
  const { settlement } = sandboxDeployment
  const composable = sandboxComposableDeployment
  const problems: string[] = []
  const [separator, cowSeparator, twapCow, factoryCode, handlerCode] = await Promise.all([
    publicClient
      .readContract({ address: settlement, abi: settlementAbi, functionName: 'domainSeparator' })
      .catch(() => undefined),
    publicClient
      .readContract({
        address: composable.composableCow,
        abi: composableCowAbi,
        functionName: 'domainSeparator',
      })
      .catch(() => undefined),
    publicClient
      .readContract({
        address: composable.twapHandler,
        abi: twapHandlerAbi,
        functionName: 'composableCow',
      })
      .catch(() => undefined),
    publicClient.getCode({ address: composable.currentBlockTimestampFactory }),
    publicClient.getCode({ address: composable.extensibleFallbackHandler }),
  ])
  if (separator === undefined || cowSeparator !== separator) {
    problems.push(
      `ComposableCoW ${composable.composableCow} is missing or not wired to the settlement`,
    )
  }
  if (!twapCow || !isAddressEqual(twapCow, composable.composableCow)) {
    problems.push(
      `the TWAP handler ${composable.twapHandler} is missing or not wired to ComposableCoW`,
    )
  }
  if (factoryCode === undefined || factoryCode === '0x') {
    problems.push(
      `CurrentBlockTimestampFactory ${composable.currentBlockTimestampFactory} has no code`,
    )
  }
  if (handlerCode === undefined || handlerCode === '0x') {
    problems.push(`ExtensibleFallbackHandler ${composable.extensibleFallbackHandler} has no code`)
  }
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
