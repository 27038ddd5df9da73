import { describe, expect, it } from 'vitest'
import { SANDBOX_USDC as USDC, SANDBOX_WETH as WETH } from '@/api/test-fixtures'
import { memoryStorage } from '@/lib/browser-storage'
import {
  createLimitDraftStore,
  INITIAL_LIMIT_DRAFT,
  LIMIT_DRAFT_STORAGE_KEY,
  recipientInForce,
  sanitizeLimitDraft,
} from './limit-draft-store'

const typed = {
  ...INITIAL_LIMIT_DRAFT,
  sell: WETH.address,
  buy: USDC.address,
  sellText: '2',
  priceText: '3600.5',
  direction: 'buyPerSell' as const,
  expiry: '1mo' as const,
  partiallyFillable: false,
  acceptBelowMarket: true,
}

describe('limit draft store', () => {
  it('keeps the form per chain under a versioned key, never the below-market acknowledgement', () => {
    const storage = memoryStorage()
    createLimitDraftStore(storage).getState().remember(31337, typed)
    const saved = JSON.parse(storage.data.get(LIMIT_DRAFT_STORAGE_KEY) ?? '{}') as {
      version: number
      state: { byChain: Record<string, Record<string, unknown>> }
    }
    expect(saved.version).toBe(1)
    const { acceptBelowMarket: _dropped, ...kept } = typed
    expect(saved.state.byChain[31337]).toEqual(kept)
    expect(saved.state.byChain[31337]).not.toHaveProperty('acceptBelowMarket')

    // A new page load reads it back.
    const reloaded = createLimitDraftStore(storage)
    expect(reloaded.getState().byChain[31337]).toEqual(kept)
    expect(reloaded.getState().byChain[1]).toBeUndefined()
  })

  it('keeps only the well-formed fields of a stale or hand-edited entry', () => {
    expect(
      sanitizeLimitDraft({
        sell: 'nope',
        buy: USDC.address,
        sellText: 'x'.repeat(500),
        priceText: 12,
        leading: 'sideways',
        direction: 'sellPerBuy',
        expiry: '10y',
        partiallyFillable: 'yes',
        recipient: '',
      }),
    ).toEqual({ buy: USDC.address, direction: 'sellPerBuy', recipient: '' })
    expect(sanitizeLimitDraft('garbage')).toEqual({})
    expect(sanitizeLimitDraft({ kind: 'swap' })).toEqual({})
    const storage = memoryStorage({
      [LIMIT_DRAFT_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { byChain: { 31337: { expiry: '3d', sell: 42 }, 1: 'x' } },
      }),
    })
    expect(createLimitDraftStore(storage).getState().byChain).toEqual({
      31337: { expiry: '3d' },
      1: {},
    })
  })

  it('keeps a buy order’s draft, and reads a draft stored before buy orders as it was meant', () => {
    const buying = { ...typed, kind: 'buy' as const, buyText: '10000', sellText: '' }
    const storage = memoryStorage()
    createLimitDraftStore(storage).getState().remember(31337, buying)
    expect(createLimitDraftStore(storage).getState().byChain[31337]).toMatchObject({
      kind: 'buy',
      buyText: '10000',
    })
    // `leading: 'buyAmount'` meant: both amounts typed, the price theirs, the sell amount exact.
    expect(sanitizeLimitDraft({ leading: 'buyAmount', sellText: '1', buyText: '3300' })).toEqual({
      leading: 'amounts',
      sellText: '1',
      buyText: '3300',
    })
  })
})

describe('recipientInForce', () => {
  it('is the draft’s recipient, unless the embedding disables custom recipients', () => {
    const draft = { ...INITIAL_LIMIT_DRAFT, recipient: 'vitalik.eth' }
    expect(recipientInForce(draft, false)).toBe('vitalik.eth')
    // A recipient kept from an earlier visit is ignored: the order goes to the trader.
    expect(recipientInForce(draft, true)).toBe('')
  })
})
