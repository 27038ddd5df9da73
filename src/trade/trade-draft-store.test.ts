import { describe, expect, it } from 'vitest'
import { SANDBOX_USDC as USDC, SANDBOX_WETH as WETH } from '@/api/test-fixtures'
import { memoryStorage } from '@/lib/browser-storage'
import {
  createTradeDraftStore,
  sanitizeTradeDraft,
  SWAP_DRAFT_STORAGE_KEY,
} from './trade-draft-store'

describe('swap draft store', () => {
  it('persists the override, deadline, pair and imports under a versioned key', () => {
    const storage = memoryStorage()
    const store = createTradeDraftStore(storage)
    store.getState().setSlippageOverride(75)
    store.getState().setDeadlineMinutes(45)
    store.getState().rememberPair(31337, { sell: WETH.address, buy: USDC.address })
    store.getState().importToken(31337, USDC.address)
    store.getState().importToken(31337, USDC.address.toLowerCase() as `0x${string}`)
    store.getState().rememberAmount(31337, { kind: 'buy', amount: '12.5' })
    const saved = JSON.parse(storage.data.get(SWAP_DRAFT_STORAGE_KEY) ?? '{}') as {
      version: number
      state: unknown
    }
    expect(saved.version).toBe(1)
    expect(saved.state).toEqual({
      slippageOverrideBps: 75,
      deadlineMinutes: 45,
      lastPairByChain: { 31337: { sell: WETH.address, buy: USDC.address } },
      lastAmountByChain: { 31337: { kind: 'buy', amount: '12.5' } },
      importedTokensByChain: { 31337: [USDC.address] },
      customRecipient: false,
    })
    store.getState().setCustomRecipient(true)
    expect(createTradeDraftStore(storage).getState().customRecipient).toBe(true)
    store.getState().forgetToken(31337, USDC.address)
    expect(store.getState().importedTokensByChain[31337]).toEqual([])
  })

  it('keeps a saved amount only when it is well formed', () => {
    const storage = memoryStorage({
      [SWAP_DRAFT_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: {
          lastAmountByChain: {
            1: { kind: 'sell', amount: '3' },
            100: { kind: 'both', amount: '3' },
            31337: { kind: 'buy', amount: 'x'.repeat(500) },
          },
        },
      }),
    })
    expect(createTradeDraftStore(storage).getState().lastAmountByChain).toEqual({
      1: { kind: 'sell', amount: '3' },
    })
  })

  it('rehydrates what was saved', () => {
    const storage = memoryStorage({
      [SWAP_DRAFT_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { slippageOverrideBps: 20, deadlineMinutes: 10 },
      }),
    })
    const store = createTradeDraftStore(storage)
    expect(store.getState().slippageOverrideBps).toBe(20)
    expect(store.getState().deadlineMinutes).toBe(10)
  })

  it('enforces 0..10000 bps and a deadline of at least 2 minutes', () => {
    const store = createTradeDraftStore(memoryStorage())
    expect(() => store.getState().setSlippageOverride(10_001)).toThrow(RangeError)
    expect(() => store.getState().setSlippageOverride(-1)).toThrow(RangeError)
    expect(() => store.getState().setDeadlineMinutes(1)).toThrow(RangeError)
    store.getState().setSlippageOverride(null)
    expect(store.getState().slippageOverrideBps).toBeNull()
  })

  it('drops invalid stored fields instead of crashing', () => {
    expect(
      sanitizeTradeDraft({
        slippageOverrideBps: 99_999,
        deadlineMinutes: 1,
        lastPairByChain: { 1: { sell: 'nope', buy: WETH.address }, 2: 'x' },
        importedTokensByChain: { 1: ['0x12', USDC.address], 2: 'x' },
      }),
    ).toEqual({
      lastPairByChain: { 1: { buy: WETH.address } },
      importedTokensByChain: { 1: [USDC.address] },
    })
    expect(sanitizeTradeDraft('garbage')).toEqual({})
  })

  it('keeps a stored deadline above the 3 h cap as 3 h, not the default', () => {
    expect(sanitizeTradeDraft({ deadlineMinutes: 4 * 60 })).toEqual({ deadlineMinutes: 180 })
    expect(sanitizeTradeDraft({ deadlineMinutes: 10_000.5 })).toEqual({})
  })
})
