import { describe, expect, it } from 'vitest'
import { settlementPatch } from './settlement-toast'

const TX_A = `0x${'a'.repeat(64)}` as const
const TX_B = `0x${'b'.repeat(64)}` as const

describe('settlementPatch', () => {
  it('links the latest settlement on a network with an explorer', () => {
    const trades = [
      { txHash: TX_A, blockNumber: 10, logIndex: 3 },
      { txHash: TX_B, blockNumber: 12, logIndex: 0 },
    ]
    expect(settlementPatch(trades, 1, 'Sold 1 WETH for 3,000 USDC.')).toEqual({
      secondLink: { href: `https://etherscan.io/tx/${TX_B}`, label: 'View settlement' },
    })
  })

  it('names the transaction in words where there is no explorer (the sandbox)', () => {
    expect(
      settlementPatch([{ txHash: TX_A, blockNumber: 1, logIndex: 0 }], 31337, 'Sold 1 WETH.'),
    ).toEqual({ description: 'Sold 1 WETH. Settled in transaction 0xaaaaaa…aaaaaa.' })
  })

  it('adds nothing while the service does not know the transaction', () => {
    expect(settlementPatch([{ txHash: null, blockNumber: 1, logIndex: 0 }], 1, 'x')).toBeUndefined()
    expect(settlementPatch([], 1, 'x')).toBeUndefined()
  })
})
