/**
 * The calls of the one Safe transaction that sets a Safe up for TWAPs and creates one (or
 * removes it), and the ComposableCoW signature of a part. The app proposes them; the
 * sandbox's watch-tower tests execute them.
 */
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { composableCowAbi } from './composable-cow-abi'
import { extensibleFallbackHandlerAbi } from './extensible-fallback-handler-abi'
import {
  type ComposableCowContracts,
  type ConditionalOrderParams,
  conditionalOrderId,
  decodeTwapStaticInput,
  safeFallbackManagerAbi,
} from './twap'

/** A call of a Safe transaction (the Safe host batches several into one). */
export interface SafeBatchCall {
  to: Address
  data: Hex
  value: bigint
  /** What the call does, for the review. */
  label: 'fallbackHandler' | 'domainVerifier' | 'approval' | 'create' | 'remove'
}

/**
 * The calls of the one Safe transaction that creates a TWAP: the extensible fallback
 * handler and ComposableCoW as the verifier of the settlement's domain when the Safe does not
 * have them yet, the vault relayer's allowance of the whole sell amount when short, and
 * `createWithContext` (the start time from the block, when `t0` is 0) or `create`.
 */
export function twapCreationCalls({
  safe,
  contracts,
  settlementDomainSeparator,
  vaultRelayer,
  params,
  totalSellAmount,
  setFallbackHandler,
  setDomainVerifier,
  approve,
}: {
  safe: Address
  contracts: ComposableCowContracts
  settlementDomainSeparator: Hex
  vaultRelayer: Address
  params: ConditionalOrderParams
  totalSellAmount: bigint
  setFallbackHandler: boolean
  setDomainVerifier: boolean
  approve: boolean
}): SafeBatchCall[] {
  const calls: SafeBatchCall[] = []
  if (setFallbackHandler) {
    calls.push({
      to: safe,
      value: 0n,
      label: 'fallbackHandler',
      data: encodeFunctionData({
        abi: safeFallbackManagerAbi,
        functionName: 'setFallbackHandler',
        args: [contracts.extensibleFallbackHandler],
      }),
    })
  }
  if (setDomainVerifier || setFallbackHandler) {
    // The Safe calls itself: its fallback hands the call to the (new) handler, `onlySelf`.
    calls.push({
      to: safe,
      value: 0n,
      label: 'domainVerifier',
      data: encodeFunctionData({
        abi: extensibleFallbackHandlerAbi,
        functionName: 'setDomainVerifier',
        args: [settlementDomainSeparator, contracts.composableCow],
      }),
    })
  }
  const sellToken = decodeTwapStaticInput(params.staticInput).sellToken
  if (approve) {
    calls.push({
      to: sellToken,
      value: 0n,
      label: 'approval',
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [vaultRelayer, totalSellAmount],
      }),
    })
  }
  const startsWhenMined = decodeTwapStaticInput(params.staticInput).t0 === 0n
  calls.push({
    to: contracts.composableCow,
    value: 0n,
    label: 'create',
    data: startsWhenMined
      ? encodeFunctionData({
          abi: composableCowAbi,
          functionName: 'createWithContext',
          args: [params, contracts.currentBlockTimestampFactory, '0x', true],
        })
      : encodeFunctionData({
          abi: composableCowAbi,
          functionName: 'create',
          args: [params, true],
        }),
  })
  return calls
}

/** The one call that cancels a TWAP: ComposableCoW's `remove` of its id; no later part is valid. */
export function twapRemoveCall(
  contracts: Pick<ComposableCowContracts, 'composableCow'>,
  params: ConditionalOrderParams,
): SafeBatchCall {
  return {
    to: contracts.composableCow,
    value: 0n,
    label: 'remove',
    data: encodeFunctionData({
      abi: composableCowAbi,
      functionName: 'remove',
      args: [conditionalOrderId(params)],
    }),
  }
}

/** The ComposableCoW signature of a part (`safeSignature(...)`), its payload decoded. */
// prettier-ignore
export const safeSignatureAbi = [
  { name: 'safeSignature', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes32', name: 'domainSeparator' }, { type: 'bytes32', name: 'typeHash' }, { type: 'bytes', name: 'encodeData' }, { type: 'bytes', name: 'payload' }], outputs: [] },
] as const
