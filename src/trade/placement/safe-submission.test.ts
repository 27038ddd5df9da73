import { decodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { settlementAbi } from '@batchswap/contract/protocol/abis'
import { describe, expect, it, vi } from 'vitest'
import { orderData } from '@/api/test-fixtures'
import { presignAsSafe, presignCalls } from './safe-submission'
import type { TradeEvent } from './trade-machine'

const ctx = {
  chainId: 31337,
  account: '0xC8A41fd2109F6653ef6829fC043A932302125FB0' as Address,
  settlement: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431' as Address,
  vaultRelayer: '0x21dB43cDD6FbD4998FF67Af132F953747BFaCb97' as Address,
}
const uid = `0x${'ab'.repeat(56)}` as Hex
const safeTxHash = `0x${'11'.repeat(32)}` as Hex
const txHash = `0x${'22'.repeat(32)}` as Hex
const order = orderData({ sellAmount: 1000n, buyAmount: 1n, validTo: 2_000 })

describe('the Safe pre-signature transaction', () => {
  it('batches the approval with setPreSignature when the allowance is short', () => {
    const calls = presignCalls(uid, order, 999n, ctx)
    expect(calls.map((c) => c.to)).toEqual([order.sellToken, ctx.settlement])
    expect(decodeFunctionData({ abi: erc20Abi, data: calls[0]?.data ?? '0x' }).args).toEqual([
      ctx.vaultRelayer,
      1000n,
    ])
    expect(decodeFunctionData({ abi: settlementAbi, data: calls[1]?.data ?? '0x' }).args).toEqual([
      uid,
      true,
    ])
  })

  it('sends only setPreSignature when the allowance covers the order', () => {
    expect(presignCalls(uid, order, 1000n, ctx).map((c) => c.to)).toEqual([ctx.settlement])
  })
})

describe('presignAsSafe', () => {
  it('proposes once, follows the Safe transaction by its hash, then moves to tracking', async () => {
    const events: TradeEvent[] = []
    const answers = [
      { txStatus: 'AWAITING_CONFIRMATIONS', txHash: null },
      { txStatus: 'SUCCESS', txHash },
    ]
    const lookup = vi.fn(async () => answers.shift() ?? { txStatus: 'SUCCESS', txHash })
    const propose = vi.fn(async () => safeTxHash)
    await presignAsSafe(
      uid,
      order,
      ctx,
      {
        readAllowance: async () => 0n,
        propose,
        lookup,
        now: () => 0,
        sleep: async () => undefined,
      },
      (e) => events.push(e),
    )
    expect(propose).toHaveBeenCalledTimes(1)
    expect(lookup).toHaveBeenCalledWith(safeTxHash)
    expect(events.map((e) => e.type)).toEqual([
      'safeTxProgress',
      'safeTxProgress',
      'safeTxProgress',
      'presigned',
    ])
    expect(events[0]).toMatchObject({ progress: { safeTxHash, status: 'awaitingConfirmations' } })
  })

  it('says plainly that the order expires when the owners never execute it', async () => {
    const events: TradeEvent[] = []
    let clock = 1_000_000
    await presignAsSafe(
      uid,
      order,
      ctx,
      {
        readAllowance: async () => 0n,
        propose: async () => safeTxHash,
        lookup: async () => ({ txStatus: 'AWAITING_CONFIRMATIONS', txHash: null }),
        now: () => clock,
        sleep: async (ms) => {
          clock += ms
        },
      },
      (e) => events.push(e),
    )
    const last = events.at(-1)
    expect(last?.type).toBe('failed')
    expect(last && 'error' in last ? last.error.message : '').toMatch(
      /did not execute the transaction before the order's deadline .* expired\. Nothing was traded\./,
    )
  })

  it('reports a rejected proposal as a failed pre-signature, without following anything', async () => {
    const events: TradeEvent[] = []
    const lookup = vi.fn()
    await presignAsSafe(
      uid,
      order,
      ctx,
      {
        readAllowance: async () => 0n,
        propose: async () => {
          throw new Error('Transaction was rejected')
        },
        lookup,
        now: () => 0,
      },
      (e) => events.push(e),
    )
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'failed', step: 'presign' })
    expect(lookup).not.toHaveBeenCalled()
  })
})
