import { decodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { invalidateCalls } from './safe-cancellation'

const settlement = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431' as Address
const abi = parseAbi(['function invalidateOrder(bytes orderUid)'])

describe("a Safe's on-chain cancellation", () => {
  it('is one invalidateOrder call per order to the settlement contract, for one Safe transaction', () => {
    const uids = [`0x${'01'.repeat(56)}`, `0x${'02'.repeat(56)}`] as Hex[]
    const calls = invalidateCalls(uids, settlement)
    expect(calls.map((c) => [c.to, c.value])).toEqual([
      [settlement, '0'],
      [settlement, '0'],
    ])
    expect(calls.map((c) => decodeFunctionData({ abi, data: c.data }).args[0])).toEqual(uids)
  })
})
