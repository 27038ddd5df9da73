import { describe, expect, it } from 'vitest'
import { getAddress, type Hex } from 'viem'
import type { Trade } from '@/api/orderbook-trades'
import { lastTradeBlocks } from './use-fill-times'

const A = getAddress('0x00000000000000000000000000000000000000a1')
const uid = (n: number): Hex => `0x${n.toString(16).padStart(112, '0')}`
const trade = (orderUid: Hex, blockNumber: number): Trade => ({
  orderUid,
  owner: A,
  sellToken: A,
  buyToken: A,
  blockNumber,
  logIndex: 0,
  sellAmount: 1n,
  sellAmountBeforeFees: 1n,
  buyAmount: 1n,
  txHash: null,
  executedProtocolFees: [],
})

describe('lastTradeBlocks', () => {
  it("keeps each order's latest trade block, by lower-case UID", () => {
    const upper = `0x${'AB'.repeat(56)}` as Hex
    const blocks = lastTradeBlocks([
      trade(uid(1), 7),
      trade(uid(1), 12),
      trade(uid(2), 3),
      trade(upper, 5),
    ])
    expect(blocks.get(uid(1))).toBe(12)
    expect(blocks.get(uid(2))).toBe(3)
    expect(blocks.get(upper.toLowerCase())).toBe(5)
    expect(blocks.size).toBe(3)
  })
})
