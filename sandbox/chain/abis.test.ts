import type { AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import { EthFlowAbi as sdkEthFlowAbi } from '@cowprotocol/sdk-common'
import { hooksTrampolineAbi } from '@batchswap/contract/protocol/hooks'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import { extensibleFallbackHandlerAbi } from '@batchswap/contract/protocol/extensible-fallback-handler-abi'
import { currentBlockTimestampFactoryAbi, twapHandlerAbi } from '@batchswap/contract/protocol/twap'
import * as abis from './abis'
import { loadArtifact, type ContractArtifact } from './artifacts'
import * as safeAbis from './safe-abis'

type ArtifactName = Parameters<typeof loadArtifact>[0]

/** An ABI item reduced to what decides its encoding (artifacts add internalType etc.). */
function shape(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item
  const record = item as Record<string, unknown>
  const params = (list: unknown): unknown =>
    Array.isArray(list)
      ? list.map((p: AbiParameter & { indexed?: boolean }) => ({
          name: p.name ?? '',
          type: p.type,
          indexed: p.indexed ?? false,
          components: 'components' in p ? params(p.components) : undefined,
        }))
      : []
  return {
    type: record.type,
    name: record.name,
    inputs: params(record.inputs),
    outputs: params(record.outputs),
    stateMutability: record.stateMutability,
  }
}

function expectFragmentsOf(abi: readonly unknown[], artifact: ContractArtifact): void {
  const known = artifact.abi.map(shape)
  for (const item of abi) expect(known).toContainEqual(shape(item))
}

/** Each hand-copied ABI and the artifacts (of the contracts deployed) it must match. */
const COPIES: [string, readonly unknown[], ArtifactName[]][] = [
  ['settlement', abis.settlementAbi, ['settlement']],
  ['allow-list authenticator', abis.authenticatorAbi, ['authenticator']],
  ['ERC-20', abis.erc20Abi, ['presetToken', 'sandboxToken', 'permitToken', 'sandboxWeth']],
  ['permit token', abis.permitTokenAbi, ['permitToken']],
  ['hook recorder', abis.hookRecorderAbi, ['hookRecorder']],
  ['hook funds simulator', abis.hookFundsAbi, ['hookFunds']],
  // The trampoline's ABI lives once in the contract (packages/contract/protocol).
  ['HooksTrampoline', hooksTrampolineAbi, ['hooksTrampoline']],
  ['OpenZeppelin preset token', abis.presetTokenAbi, ['presetToken']],
  ['sandbox token', abis.sandboxTokenAbi, ['sandboxToken']],
  ['wrapped ether', abis.wethAbi, ['sandboxWeth']],
  ['eth-flow', abis.ethFlowAbi, ['ethFlow']],
  // CoWSwapEthFlow's functions as the CoW SDK publishes them.
  ['CoW SDK eth-flow', sdkEthFlowAbi, ['ethFlow']],
  ['Safe v1.4.1 singleton', safeAbis.safeAbi, ['safeSingleton']],
  ['Safe proxy factory', safeAbis.safeProxyFactoryAbi, ['safeProxyFactory']],
  ['Safe fallback handler', safeAbis.compatibilityFallbackHandlerAbi, ['safeFallbackHandler']],
  ['MultiSend', safeAbis.multiSendAbi, ['safeMultiSend', 'safeMultiSendCallOnly']],
  // ComposableCoW and the handler as @cowprotocol/sdk-composable publishes them.
  ['ComposableCoW', composableCowAbi, ['composableCow']],
  ['extensible fallback handler', extensibleFallbackHandlerAbi, ['extensibleFallbackHandler']],
  ['TWAP handler', twapHandlerAbi, ['twapHandler']],
  ['block timestamp factory', currentBlockTimestampFactoryAbi, ['currentBlockTimestampFactory']],
]

describe('hand-copied ABIs', () => {
  it.each(COPIES)('the %s ABI matches its artifacts', (_name, abi, artifacts) => {
    for (const artifact of artifacts) expectFragmentsOf(abi, loadArtifact(artifact))
  })
  it.each([
    ['ComposableCoW', composableCowAbi, 'composableCow'],
    ['extensible fallback handler', extensibleFallbackHandlerAbi, 'extensibleFallbackHandler'],
  ] as const)('the sandbox %s has exactly the ABI the SDK publishes', (_name, abi, artifact) => {
    const published = abi.map(shape)
    for (const item of loadArtifact(artifact).abi) expect(published).toContainEqual(shape(item))
  })
  it('would notice a wrong fragment', () => {
    const wrong = [{ ...abis.settlementAbi[1], name: 'settle2' }]
    expect(() => expectFragmentsOf(wrong, loadArtifact('settlement'))).toThrow()
  })
})
