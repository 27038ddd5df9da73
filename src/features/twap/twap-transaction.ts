/**
 * The one Safe transaction of a TWAP, pure: what the Safe lacks (the extensible fallback
 * handler, ComposableCoW as the verifier of the settlement's domain, the allowance) and
 * ComposableCoW's `createWithContext`, from the plan and what the Safe has now.
 */
import { isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import type { SafeCall } from '@/wallet/safe-sdk'
import {
  encodeTwapStaticInput,
  type ComposableCowContracts,
  type ConditionalOrderParams,
  type TwapData,
} from '@batchswap/contract/protocol/twap'
import { twapCreationCalls, type SafeBatchCall } from '@batchswap/contract/protocol/twap-safe-calls'

/** What the Safe has, read from the chain. */
export interface SafeTwapState {
  /** The Safe's fallback handler (zero when none). */
  fallbackHandler: Address
  /** ComposableCoW's entry as the settlement domain's verifier, when the handler is the extensible one. */
  domainVerifier: Address | undefined
  allowance: bigint
}

export interface TwapTransaction {
  params: ConditionalOrderParams
  calls: SafeBatchCall[]
  /** A fallback handler the transaction replaces (neither none nor the extensible one). */
  replacesHandler: Address | undefined
}

export function twapTransaction({
  safe,
  contracts,
  settlementDomainSeparator,
  vaultRelayer,
  data,
  salt,
  state,
}: {
  safe: Address
  contracts: ComposableCowContracts
  settlementDomainSeparator: Hex
  vaultRelayer: Address
  data: TwapData
  salt: Hex
  state: SafeTwapState
}): TwapTransaction {
  const params = { handler: contracts.twapHandler, salt, staticInput: encodeTwapStaticInput(data) }
  const hasHandler = isAddressEqual(state.fallbackHandler, contracts.extensibleFallbackHandler)
  const hasVerifier =
    hasHandler &&
    state.domainVerifier !== undefined &&
    isAddressEqual(state.domainVerifier, contracts.composableCow)
  const total = data.partSellAmount * data.n
  const calls = twapCreationCalls({
    safe,
    contracts,
    settlementDomainSeparator,
    vaultRelayer,
    params,
    totalSellAmount: total,
    setFallbackHandler: !hasHandler,
    setDomainVerifier: !hasVerifier,
    approve: state.allowance < total,
  })
  const replacesHandler =
    !hasHandler && !isAddressEqual(state.fallbackHandler, zeroAddress)
      ? state.fallbackHandler
      : undefined
  return { params, calls, replacesHandler }
}

/** The calls as the Safe Apps SDK takes them. */
export function toSafeCalls(calls: readonly SafeBatchCall[]): SafeCall[] {
  return calls.map((call) => ({ to: call.to, value: call.value.toString(), data: call.data }))
}

/** A fresh salt: each TWAP is its own conditional order, even with the same terms. */
export function randomSalt(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
