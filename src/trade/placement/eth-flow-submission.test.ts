import { UserRejectedRequestError, isAddressEqual, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  NATIVE_CURRENCY_ADDRESS,
  type EthFlowOrderData,
} from '@batchswap/contract/protocol/eth-flow'
import { unpackOrderUid } from '@batchswap/contract/protocol/uid'
import { quoteRequestOf } from '../quote/quote-draft'
import { submitEthFlowOrder, uniqueEthFlowOrder, type EthFlowEffects } from './eth-flow-submission'
import { NOW, sellLimit, submissionInput, trader } from './submission-fixtures'
import { initialTradeFlow, tradeReducer, type TradeEvent } from './trade-machine'

const HASH: Hex = `0x${'12'.repeat(32)}`
const contracts = {
  ethFlow: sandboxDeployment.ethFlow,
  wrappedNative: sandboxDeployment.wrappedNativeToken,
}

async function run(
  overrides: Partial<EthFlowEffects> = {},
  input: Partial<Parameters<typeof submitEthFlowOrder>[0]> = {},
) {
  const events: TradeEvent[] = []
  const sent: { order: EthFlowOrderData; value: bigint }[] = []
  const effects: EthFlowEffects = {
    now: () => NOW,
    createOrder: async (order, value) => {
      sent.push({ order, value })
      return HASH
    },
    waitForTransaction: async () => 'success',
    putAppData: async () => undefined,
    ...overrides,
  }
  const uid = await submitEthFlowOrder(
    { ...submissionInput(), ...contracts, ...input },
    effects,
    (event) => events.push(event),
  )
  // The hook dispatches review and confirm before the submission starts.
  const signing = [{ type: 'review' }, { type: 'confirm' }] as const
  const flow = events.reduce(tradeReducer, signing.reduce(tradeReducer, initialTradeFlow))
  return { uid, events, sent, flow }
}

describe('selling the native currency through eth-flow', () => {
  it('sends createOrder with the ETH and tracks the UID of the contract-owned order', async () => {
    const { uid, events, sent, flow } = await run()
    expect(sent).toHaveLength(1)
    const [call] = sent
    expect(call?.value).toBe(call?.order.sellAmount)
    expect(call?.order.receiver).toBe(trader.address)
    expect(call?.order.quoteId).toBe(42n)
    expect(uid).toBeDefined()
    const params = unpackOrderUid(uid ?? '0x')
    expect(isAddressEqual(params.owner, contracts.ethFlow)).toBe(true)
    expect(params.validTo).toBe(2 ** 32 - 1)
    expect(events.map((e) => e.type)).toEqual(['signed', 'appDataUploaded', 'posted'])
    expect(flow).toEqual({ phase: 'tracking', uid })
  })

  it('a rejection in the wallet sends nothing and returns to the review', async () => {
    const { events, flow } = await run({
      createOrder: async () => {
        throw new UserRejectedRequestError(new Error('User rejected the request.'))
      },
    })
    expect(events).toEqual([{ type: 'signatureRejected' }])
    expect(flow).toEqual({ phase: 'confirming', notice: 'rejected' })
  })

  it('a reverted transaction fails the submission; a failed appData upload does not', async () => {
    const reverted = await run({ waitForTransaction: async () => 'reverted' })
    expect(reverted.flow).toMatchObject({ phase: 'failed', step: 'submit' })
    const noAppData = await run({
      putAppData: async () => {
        throw new Error('down')
      },
    })
    expect(noAppData.flow.phase).toBe('tracking')
  })

  it('keeps the UID and its transaction once sent, before mining; forgets it when reverted', async () => {
    const kept: unknown[] = []
    const dropped: Hex[] = []
    let mined = false
    const { uid, sent } = await run({
      onSent: (entry) => {
        // Told before the wait for mining: a reload then still knows the order.
        expect(mined).toBe(false)
        kept.push(entry)
      },
      waitForTransaction: async () => {
        mined = true
        return 'success'
      },
      onReverted: (reverted) => dropped.push(reverted),
    })
    expect(kept).toEqual([{ uid, txHash: HASH, userValidTo: sent[0]?.order.validTo }])
    expect(dropped).toEqual([])

    const reverted: Hex[] = []
    const revertedRun = await run({
      waitForTransaction: async () => 'reverted',
      onReverted: (entry) => reverted.push(entry),
    })
    expect(reverted).toHaveLength(1)
    expect(revertedRun.uid).toBeUndefined()
    // A rejection sends nothing, so there is nothing to keep.
    const rejectedKept: unknown[] = []
    await run({
      createOrder: async () => {
        throw new UserRejectedRequestError(new Error('User rejected the request.'))
      },
      onSent: (entry) => rejectedKept.push(entry),
    })
    expect(rejectedKept).toEqual([])
  })

  it('a limit order keeps its own amounts, expiry and partial fills, fee-less', async () => {
    const limit = sellLimit(5n * 10n ** 17n, 2_000_000_000n)
    const { sent } = await run({}, { limit })
    expect(sent[0]?.order).toMatchObject({
      sellAmount: limit.sellAmount,
      buyAmount: limit.buyAmount,
      feeAmount: 0n,
      partiallyFillable: true,
      receiver: trader.address,
    })
    expect(sent[0]?.value).toBe(limit.sellAmount)
    expect(sent[0]?.order.validTo).toBeGreaterThan(Math.floor(NOW / 1000) + 6 * 24 * 3600)
  })

  it('is quoted as an on-chain eip1271 order selling the wrapped token', () => {
    const request = quoteRequestOf({
      sellToken: contracts.wrappedNative,
      buyToken: NATIVE_CURRENCY_ADDRESS,
      kind: 'sell',
      amount: 1n,
      from: trader.address,
      validForSeconds: 60,
      ethFlow: true,
    })
    expect(request).toMatchObject({ signingScheme: 'eip1271', onchainOrder: true })
    expect(
      quoteRequestOf({ ...request, amount: 1n, validForSeconds: 60, kind: 'sell' }),
    ).toMatchObject({ signingScheme: 'eip712' })
  })
})

describe('a UID of its own, as the SDK makes it', () => {
  const uidOf = (order: EthFlowOrderData) => `0x${order.buyAmount.toString(16)}` as Hex

  it('keeps the order when the orderbook has no order with its UID', async () => {
    const order = { buyAmount: 1000n } as EthFlowOrderData
    const checked: Hex[] = []
    const unique = await uniqueEthFlowOrder(order, uidOf, async (uid) => {
      checked.push(uid)
      return false
    })
    expect(unique).toEqual({ order, uid: '0x3e8' })
    expect(checked).toEqual(['0x3e8'])
  })

  it('makes the buy amount 1 wei worse until the UID is new, never the sell amount', async () => {
    const order = { buyAmount: 1000n, sellAmount: 5n } as EthFlowOrderData
    const taken = new Set<Hex>(['0x3e8', '0x3e7'])
    const unique = await uniqueEthFlowOrder(order, uidOf, async (uid) => taken.has(uid))
    expect(unique.order.buyAmount).toBe(998n)
    expect(unique.order.sellAmount).toBe(5n)
    expect(unique.uid).toBe('0x3e6')
  })

  it('gives up, saying why, rather than walking the price away', async () => {
    const order = { buyAmount: 1000n } as EthFlowOrderData
    await expect(uniqueEthFlowOrder(order, uidOf, async () => true)).rejects.toThrow(
      'An identical order selling ETH already exists',
    )
  })

  it('is not asked when submitting without a lookup (the order as quoted)', async () => {
    const { sent } = await run()
    expect(sent).toHaveLength(1)
  })

  it('sends the adjusted order when the first UID is taken', async () => {
    let calls = 0
    const { sent, uid } = await run({ orderExists: async () => calls++ === 0 })
    const plain = await run()
    expect(sent[0]?.order.buyAmount).toBe((plain.sent[0]?.order.buyAmount ?? 0n) - 1n)
    expect(uid).not.toBe(plain.uid)
  })
})
