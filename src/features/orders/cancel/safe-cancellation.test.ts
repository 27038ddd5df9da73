import { decodeFunctionData, parseAbi, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxOrder, TRADER } from '@/api/test-fixtures'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { invalidateCalls } from './safe-cancellation'

const settlement = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431' as Address
const abi = parseAbi(['function invalidateOrder(bytes orderUid)'])

describe("a Safe's on-chain cancellation", () => {
  it('is one invalidateOrder call per order to the settlement contract, for one Safe transaction', () => {
    const orders = [sandboxOrder({}, 1), sandboxOrder({}, 2)]
    const calls = invalidateCalls(orders, { settlement })
    expect(calls.map((c) => [c.to, c.value])).toEqual([
      [settlement, '0'],
      [settlement, '0'],
    ])
    expect(calls.map((c) => decodeFunctionData({ abi, data: c.data }).args[0])).toEqual(
      orders.map((o) => o.uid),
    )
  })

  it("sends an eth-flow order's invalidation to the flow contract, in the same Safe transaction", () => {
    const ethFlowOrder = sandboxOrder(
      {
        owner: sandboxDeployment.ethFlow,
        onchainUser: TRADER,
        ethflowData: { userValidTo: 2_000_000_000, refundTxHash: null },
      },
      3,
    )
    const calls = invalidateCalls([sandboxOrder({}, 1), ethFlowOrder], {
      settlement,
      ethFlow: sandboxDeployment.ethFlow,
    })
    expect(calls.map((c) => [c.to, c.value])).toEqual([
      [settlement, '0'],
      [sandboxDeployment.ethFlow, '0'],
    ])
  })
})
