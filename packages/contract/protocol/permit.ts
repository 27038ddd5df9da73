/**
 * EIP-2612 `permit`: an approval given by an EIP-712 signature instead of a transaction.
 * batchswap carries it as an order's pre-hook (the settlement calls `permit` on the token
 * through the HooksTrampoline just before it pulls the funds), as CoW Swap does.
 */
import {
  encodeFunctionData,
  maxUint256,
  hexToNumber,
  size,
  slice,
  type Address,
  type Hex,
  type TypedDataDomain,
} from 'viem'
import type { CowHook } from './app-data'

/**
 * EIP-2612, and EIP-5267's eip712Domain (how a token names its EIP-712 domain). A JSON ABI
 * typed `as const` (as wagmi's CLI writes them), so no signature parser runs on the first
 * load; one fragment a line, as an interface reads.
 */
// prettier-ignore
export const erc2612Abi = [
  { type: 'function', name: 'permit', inputs: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'deadline', type: 'uint256' }, { name: 'v', type: 'uint8' }, { name: 'r', type: 'bytes32' }, { name: 's', type: 'bytes32' }], outputs: [], stateMutability: 'nonpayable' },
  { type: 'function', name: 'nonces', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ type: 'uint256' }], stateMutability: 'view' },
  { type: 'function', name: 'DOMAIN_SEPARATOR', inputs: [], outputs: [{ type: 'bytes32' }], stateMutability: 'view' },
  { type: 'function', name: 'name', inputs: [], outputs: [{ type: 'string' }], stateMutability: 'view' },
  { type: 'function', name: 'version', inputs: [], outputs: [{ type: 'string' }], stateMutability: 'view' },
  { type: 'function', name: 'eip712Domain', inputs: [], outputs: [{ name: 'fields', type: 'bytes1' }, { name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }, { name: 'salt', type: 'bytes32' }, { name: 'extensions', type: 'uint256[]' }], stateMutability: 'view' },
] as const

export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** CoW Swap's defaults (permit-utils): an unlimited approval valid 5 years, 80,000 gas. */
export const DEFAULT_PERMIT_VALUE = maxUint256
export const DEFAULT_PERMIT_DURATION_SECONDS = 5 * 365 * 24 * 3600
export const DEFAULT_PERMIT_GAS_LIMIT = 80_000n
/** Below this estimate a "permit" call did nothing real (CoW Swap's DEFAULT_MIN_GAS_LIMIT). */
export const MIN_PERMIT_GAS = 55_000n

export interface PermitMessage {
  owner: Address
  spender: Address
  value: bigint
  nonce: bigint
  deadline: bigint
}

export interface PermitDomainInfo {
  name: string
  /** The token's EIP-712 version; "1" when it does not say (OpenZeppelin's default). */
  version: string
  chainId: number
  verifyingContract: Address
}

export function permitTypedData(domain: PermitDomainInfo, message: PermitMessage) {
  const typedDomain: TypedDataDomain = {
    name: domain.name,
    version: domain.version,
    chainId: domain.chainId,
    verifyingContract: domain.verifyingContract,
  }
  return {
    domain: typedDomain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message,
  } as const
}

/**
 * A 65-byte signature's r, s and v (27 or 28). Read by slicing: viem's parseSignature would
 * bring the whole secp256k1 curve into the app's first load for the same three slices.
 */
export function splitSignature(signature: Hex): { r: Hex; s: Hex; v: number } {
  if (size(signature) !== 65) {
    throw new Error(`A permit signature has 65 bytes; this one has ${size(signature)}`)
  }
  const v = hexToNumber(slice(signature, 64, 65))
  return { r: slice(signature, 0, 32), s: slice(signature, 32, 64), v: v < 27 ? v + 27 : v }
}

/** The `permit(...)` call a signature authorises. */
export function permitCallData(message: PermitMessage, signature: Hex): Hex {
  const { r, s, v: vByte } = splitSignature(signature)
  return encodeFunctionData({
    abi: erc2612Abi,
    functionName: 'permit',
    args: [message.owner, message.spender, message.value, message.deadline, vByte, r, s],
  })
}

/** The pre-hook that runs the permit: the token is the target. */
export function permitHook(
  token: Address,
  message: PermitMessage,
  signature: Hex,
  gasLimit: bigint = DEFAULT_PERMIT_GAS_LIMIT,
): CowHook {
  return {
    target: token,
    callData: permitCallData(message, signature),
    gasLimit: gasLimit.toString(),
  }
}
