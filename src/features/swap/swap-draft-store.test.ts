import { describe, expect, it } from 'vitest'
import type { StateStorage } from 'zustand/middleware'
import { createSwapDraftStore, sanitizeSwapDraft, SWAP_DRAFT_STORAGE_KEY } from './swap-draft-store'
import { USDC, WETH } from './test-fixtures'

function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('swap draft store', () => {
  it('persists the override, deadline, pair and imports under a versioned key', () => {
    const storage = memoryStorage()
    const store = createSwapDraftStore(storage)
    store.getState().setSlippageOverride(75)
    store.getState().setDeadlineMinutes(45)
    store.getState().rememberPair(31337, { sell: WETH.address, buy: USDC.address })
    store.getState().importToken(31337, USDC.address)
    store.getState().importToken(31337, USDC.address.toLowerCase() as `0x${string}`)
    const saved = JSON.parse(storage.data.get(SWAP_DRAFT_STORAGE_KEY) ?? '{}') as {
      version: number
      state: unknown
    }
    expect(saved.version).toBe(1)
    expect(saved.state).toEqual({
      slippageOverrideBps: 75,
      deadlineMinutes: 45,
      lastPairByChain: { 31337: { sell: WETH.address, buy: USDC.address } },
      importedTokensByChain: { 31337: [USDC.address] },
    })
    store.getState().forgetToken(31337, USDC.address)
    expect(store.getState().importedTokensByChain[31337]).toEqual([])
  })

  it('rehydrates what was saved', () => {
    const storage = memoryStorage({
      [SWAP_DRAFT_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { slippageOverrideBps: 20, deadlineMinutes: 10 },
      }),
    })
    const store = createSwapDraftStore(storage)
    expect(store.getState().slippageOverrideBps).toBe(20)
    expect(store.getState().deadlineMinutes).toBe(10)
  })

  it('enforces 0..10000 bps and a deadline of at least 2 minutes', () => {
    const store = createSwapDraftStore(memoryStorage())
    expect(() => store.getState().setSlippageOverride(10_001)).toThrow(RangeError)
    expect(() => store.getState().setSlippageOverride(-1)).toThrow(RangeError)
    expect(() => store.getState().setDeadlineMinutes(1)).toThrow(RangeError)
    store.getState().setSlippageOverride(null)
    expect(store.getState().slippageOverrideBps).toBeNull()
  })

  it('drops invalid stored fields instead of crashing', () => {
    expect(
      sanitizeSwapDraft({
        slippageOverrideBps: 99_999,
        deadlineMinutes: 1,
        lastPairByChain: { 1: { sell: 'nope', buy: WETH.address }, 2: 'x' },
        importedTokensByChain: { 1: ['0x12', USDC.address], 2: 'x' },
      }),
    ).toEqual({
      lastPairByChain: { 1: { buy: WETH.address } },
      importedTokensByChain: { 1: [USDC.address] },
    })
    expect(sanitizeSwapDraft('garbage')).toEqual({})
  })
})
