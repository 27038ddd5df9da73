import { describe, expect, it } from 'vitest'
import { getAbiItem, toFunctionSelector } from 'viem'
import { APP_DATA_VERSION, buildAppDataDocument } from './app-data'
import {
  HOOKS_TRAMPOLINE_EXECUTE,
  HOOKS_TRAMPOLINE_EXECUTE_SELECTOR,
  hooksGas,
  hooksTrampolineAbi,
  orderHooksOf,
} from './hooks'

const target = `0x${'aa'.repeat(20)}` as const

describe('hooksTrampolineAbi', () => {
  it('encodes execute as the real trampoline declares it', () => {
    const execute = getAbiItem({ abi: hooksTrampolineAbi, name: 'execute' })
    expect(toFunctionSelector(execute)).toBe(HOOKS_TRAMPOLINE_EXECUTE_SELECTOR)
    expect(HOOKS_TRAMPOLINE_EXECUTE).toBe('execute((address,bytes,uint256)[])')
    expect(HOOKS_TRAMPOLINE_EXECUTE_SELECTOR).toBe(toFunctionSelector(HOOKS_TRAMPOLINE_EXECUTE))
  })
})

describe('orderHooksOf', () => {
  it('reads pre and post hooks of a document the app writes, gas as bigint', () => {
    const document = buildAppDataDocument({
      appCode: 'x',
      hooks: {
        pre: [{ target, callData: '0x1234', gasLimit: '50000' }],
        post: [{ target, callData: '0x', gasLimit: '21000', dappId: 'd' }],
      },
    })
    const hooks = orderHooksOf(document)
    expect(hooks).toEqual({
      pre: [{ target, callData: '0x1234', gasLimit: 50_000n }],
      post: [{ target, callData: '0x', gasLimit: 21_000n, dappId: 'd' }],
    })
    expect(hooksGas(hooks.pre)).toBe(50_000n)
    expect(hooksGas([...hooks.pre, ...hooks.post])).toBe(71_000n)
  })

  it('has none for missing, foreign or malformed documents, and skips malformed hooks', () => {
    for (const doc of [undefined, null, '', '{}', 'not json', '{"metadata":{"hooks":7}}']) {
      expect(orderHooksOf(doc)).toEqual({ pre: [], post: [] })
    }
    const mixed = JSON.stringify({
      version: APP_DATA_VERSION,
      metadata: {
        hooks: {
          pre: [
            { target: '0x12', callData: '0x', gasLimit: '1' },
            { target, callData: '0xabc', gasLimit: '1' },
            { target, callData: '0x', gasLimit: 1 },
            { target, callData: '0x', gasLimit: '1'.repeat(21) },
            { target, callData: '0xab', gasLimit: '7' },
          ],
        },
      },
    })
    expect(orderHooksOf(mixed)).toEqual({
      pre: [{ target, callData: '0xab', gasLimit: 7n }],
      post: [],
    })
  })
})
