import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/i18n/activate'
import { formatShare, shareBps, sortHolders } from './holders'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'

describe('shareBps / formatShare', () => {
  it('gives the share of supply in basis points', () => {
    expect(shareBps(25n, 100n)).toBe(2500)
    expect(formatShare(1234n, 10_000n)).toBe('12.34 %')
    expect(formatShare(10_000n, 10_000n)).toBe('100.00 %')
    expect(formatShare(1n, undefined)).toBeUndefined()
  })

  it('has no share without a supply, and caps at 100 %', () => {
    expect(shareBps(1n, undefined)).toBeUndefined()
    expect(shareBps(1n, 0n)).toBeUndefined()
    expect(shareBps(200n, 100n)).toBe(10_000)
  })

  it('shows tiny holdings as below 0.01 %', () => {
    expect(formatShare(1n, 10n ** 18n)).toBe('< 0.01 %')
    expect(formatShare(0n, 10n ** 18n)).toBe('0 %')
  })
})

describe('formatShare in French', () => {
  afterEach(() => activateLocale('en'))

  it('never breaks before "%": a no-break space, as every percentage in the catalog', async () => {
    await activateLocale('fr')
    expect(formatShare(1234n, 10_000n)).toBe('12,34\u00a0%')
    expect(formatShare(1n, 10n ** 18n)).toBe('< 0,01\u00a0%')
    expect(formatShare(0n, 10n ** 18n)).toBe('0\u00a0%')
  })
})

describe('sortHolders', () => {
  it('orders by balance, largest first', () => {
    const [a, b, c] = sandboxDeployment.traders
    const sorted = sortHolders([
      { address: a, balance: 5n },
      { address: b, balance: 50n },
      { address: c, balance: 7n },
    ])
    expect(sorted.map((h) => h.balance)).toEqual([50n, 7n, 5n])
  })
})
