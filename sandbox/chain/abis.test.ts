import type { AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import { EthFlowAbi as sdkEthFlowAbi } from '@cowprotocol/sdk-common'
import {
  authenticatorAbi,
  erc20Abi,
  ethFlowAbi,
  presetTokenAbi,
  sandboxTokenAbi,
  settlementAbi,
  wethAbi,
} from './abis'
import { loadArtifact, type ContractArtifact } from './artifacts'
import {
  compatibilityFallbackHandlerAbi,
  multiSendAbi,
  safeAbi,
  safeProxyFactoryAbi,
} from './safe-abis'

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

describe('hand-copied ABIs', () => {
  it('match the settlement artifact', () => {
    expectFragmentsOf(settlementAbi, loadArtifact('settlement'))
  })
  it('match the allow-list authenticator artifact', () => {
    expectFragmentsOf(authenticatorAbi, loadArtifact('authenticator'))
  })
  it('match the OpenZeppelin preset and the compiled sandbox token', () => {
    expectFragmentsOf(erc20Abi, loadArtifact('presetToken'))
    expectFragmentsOf(erc20Abi, loadArtifact('sandboxToken'))
    expectFragmentsOf(presetTokenAbi, loadArtifact('presetToken'))
    expectFragmentsOf(sandboxTokenAbi, loadArtifact('sandboxToken'))
  })
  it('match the compiled wrapped ether and eth-flow contracts', () => {
    expectFragmentsOf(erc20Abi, loadArtifact('sandboxWeth'))
    expectFragmentsOf(wethAbi, loadArtifact('sandboxWeth'))
    expectFragmentsOf(ethFlowAbi, loadArtifact('ethFlow'))
  })
  it('the eth-flow contract has the functions of CoWSwapEthFlow as the CoW SDK publishes them', () => {
    expectFragmentsOf(sdkEthFlowAbi, loadArtifact('ethFlow'))
  })
  it('match the Safe v1.4.1 artifacts', () => {
    expectFragmentsOf(safeAbi, loadArtifact('safeSingleton'))
    expectFragmentsOf(safeProxyFactoryAbi, loadArtifact('safeProxyFactory'))
    expectFragmentsOf(compatibilityFallbackHandlerAbi, loadArtifact('safeFallbackHandler'))
    expectFragmentsOf(multiSendAbi, loadArtifact('safeMultiSend'))
    expectFragmentsOf(multiSendAbi, loadArtifact('safeMultiSendCallOnly'))
  })
  it('would notice a wrong fragment', () => {
    const wrong = [{ ...settlementAbi[1], name: 'settle2' }]
    expect(() => expectFragmentsOf(wrong, loadArtifact('settlement'))).toThrow()
  })
})
