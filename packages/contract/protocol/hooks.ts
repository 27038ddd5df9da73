/**
 * CoW hooks: calls an order carries in its appData (`metadata.hooks {pre, post}`, schema
 * hooks/v0.2.0) that the settlement makes through the HooksTrampoline contract, pre-hooks
 * before the order's funds are pulled, post-hooks after its proceeds are paid out.
 */
import { isAddress, isHex, toFunctionSelector, type Address, type Hex } from 'viem'
import { parseAppData, type AppDataObject, type JsonValue } from './app-data'

/**
 * The HooksTrampoline's interface (cowprotocol/hooks-trampoline): `execute(Hook[])`, callable
 * by the settlement only; each hook called with its own gas limit; a reverting hook skipped.
 * No npm package publishes its ABI; hooks.test.ts pins the selector to the real signature.
 */
// prettier-ignore
export const hooksTrampolineAbi = [
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: 'settlement_' }] },
  { name: 'execute', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'tuple[]', name: 'hooks', components: [{ type: 'address', name: 'target' }, { type: 'bytes', name: 'callData' }, { type: 'uint256', name: 'gasLimit' }] }], outputs: [] },
  { name: 'settlement', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'NotASettlement', type: 'error', inputs: [] },
  { name: 'NotEnoughGas', type: 'error', inputs: [] },
] as const

/** The real trampoline's entry point, as its source declares it. */
export const HOOKS_TRAMPOLINE_EXECUTE = 'execute((address,bytes,uint256)[])'
export const HOOKS_TRAMPOLINE_EXECUTE_SELECTOR: Hex = toFunctionSelector(HOOKS_TRAMPOLINE_EXECUTE)

export interface Hook {
  target: Address
  callData: Hex
  gasLimit: bigint
  dappId?: string
}

export interface OrderHookLists {
  pre: Hook[]
  post: Hook[]
}

export const NO_HOOKS: OrderHookLists = Object.freeze({ pre: [], post: [] }) as OrderHookLists

function asObject(v: JsonValue | undefined): AppDataObject | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined
}

function readHook(value: JsonValue): Hook | undefined {
  const hook = asObject(value)
  if (!hook) return undefined
  const { target, callData, gasLimit, dappId } = hook
  if (typeof target !== 'string' || !isAddress(target, { strict: false })) return undefined
  if (typeof callData !== 'string' || !isHex(callData, { strict: true })) return undefined
  if (callData.length % 2 !== 0) return undefined
  if (typeof gasLimit !== 'string' || !/^\d{1,20}$/.test(gasLimit)) return undefined
  return {
    target,
    callData,
    gasLimit: BigInt(gasLimit),
    ...(typeof dappId === 'string' ? { dappId } : {}),
  }
}

function readList(value: JsonValue | undefined): Hook[] {
  if (!Array.isArray(value)) return []
  return value.map(readHook).filter((hook): hook is Hook => hook !== undefined)
}

/**
 * The hooks of an appData document, ignoring entries that are not well-formed hooks (the
 * sandbox refuses such documents before they reach here; foreign documents are read as
 * far as they can be). An unreadable document has no hooks.
 */
export function orderHooksOf(document: string | undefined | null): OrderHookLists {
  if (!document) return NO_HOOKS
  let metadata: AppDataObject | undefined
  try {
    metadata = asObject(parseAppData(document).metadata)
  } catch {
    return NO_HOOKS
  }
  const hooks = asObject(metadata?.hooks)
  if (!hooks) return NO_HOOKS
  return { pre: readList(hooks.pre), post: readList(hooks.post) }
}

/** The gas a list of hooks may use: the sum of their limits. */
export function hooksGas(hooks: readonly Hook[]): bigint {
  return hooks.reduce((sum, hook) => sum + hook.gasLimit, 0n)
}
