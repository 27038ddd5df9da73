import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { TradeFlow } from '../placement/trade-machine'
import { ethFlowStepsOf } from './eth-flow-progress'
import { ethFlowRefund, trackingFinished } from './eth-flow-refund'

const UID: Hex = `0x${'ab'.repeat(56)}`
const REFUND_TX: Hex = `0x${'5e'.repeat(32)}`

type Fields = Parameters<typeof ethFlowRefund>[0] & object
const ethFlowOrder = (overrides: Partial<Fields> = {}): Fields => ({
  status: 'open',
  executedSellAmount: 0n,
  ethflowData: { userValidTo: 1_900_000_000 },
  ...overrides,
})

/** The steps as "label: state" lines, for readable expectations. */
const stepsAt = (flow: TradeFlow, order?: Fields) =>
  ethFlowStepsOf(flow, order, 'ETH').map((s) => `${s.label}: ${s.state}`)

describe('the refund of an eth-flow order', () => {
  it('is pending once it expired unfilled, done with the refund transaction', () => {
    expect(ethFlowRefund(ethFlowOrder())).toBeUndefined()
    expect(ethFlowRefund(ethFlowOrder({ status: 'expired' }))).toBe('refunding')
    expect(
      ethFlowRefund(ethFlowOrder({ status: 'expired', ethflowData: { refundTxHash: REFUND_TX } })),
    ).toBe('refunded')
  })

  it('is none for an order its trader cancelled: the ETH came back in the cancellation', () => {
    // The real service serves it cancelled and never with a refundTxHash (no OrderRefund).
    expect(ethFlowRefund(ethFlowOrder({ status: 'cancelled' }))).toBeUndefined()
    expect(ethFlowRefund(ethFlowOrder({ status: 'cancelled', executedSellAmount: 5n }))).toBe(
      undefined,
    )
    // So tracking it ends at once: nothing is waited for.
    expect(trackingFinished(ethFlowOrder({ status: 'cancelled' }))).toBe(true)
  })

  it('is none for a filled, a partly filled or an ordinary order', () => {
    expect(ethFlowRefund(ethFlowOrder({ status: 'fulfilled', executedSellAmount: 5n }))).toBe(
      undefined,
    )
    expect(ethFlowRefund(ethFlowOrder({ status: 'expired', executedSellAmount: 5n }))).toBe(
      undefined,
    )
    expect(ethFlowRefund({ status: 'expired', executedSellAmount: 0n })).toBeUndefined()
    expect(ethFlowRefund(undefined)).toBeUndefined()
  })

  it('keeps tracking going until the refund is done', () => {
    expect(trackingFinished(undefined)).toBe(false)
    expect(trackingFinished(ethFlowOrder())).toBe(false)
    expect(trackingFinished(ethFlowOrder({ status: 'expired' }))).toBe(false)
    expect(
      trackingFinished(
        ethFlowOrder({ status: 'expired', ethflowData: { refundTxHash: REFUND_TX } }),
      ),
    ).toBe(true)
    expect(trackingFinished(ethFlowOrder({ status: 'fulfilled' }))).toBe(true)
    expect(trackingFinished({ status: 'expired', executedSellAmount: 0n })).toBe(true)
  })
})

describe('the steps of a native sell', () => {
  it('sending, then mined, then created (indexed), then filled', () => {
    expect(stepsAt({ phase: 'signing' })).toEqual([
      'Send the ETH with the order in your wallet (createOrder): active',
      'Waiting for the transaction to be mined: pending',
      'Waiting for the service to index the order: pending',
      'Waiting for a solver to settle the batch: pending',
    ])
    expect(stepsAt({ phase: 'submitting', uid: UID, scheme: 'eip1271' }).slice(0, 3)).toEqual([
      'Send the ETH with the order in your wallet (createOrder): done',
      'Waiting for the transaction to be mined: active',
      'Waiting for the service to index the order: pending',
    ])
    // Mined, not indexed yet: no order from the service.
    expect(stepsAt({ phase: 'tracking', uid: UID }).slice(1)).toEqual([
      'Transaction mined: done',
      'Waiting for the service to index the order: active',
      'Waiting for a solver to settle the batch: pending',
    ])
    expect(stepsAt({ phase: 'tracking', uid: UID }, ethFlowOrder()).slice(2)).toEqual([
      'Order created: done',
      'Waiting for a solver to settle the batch: active',
    ])
    expect(
      stepsAt(
        { phase: 'done', uid: UID, outcome: 'fulfilled' },
        ethFlowOrder({ status: 'fulfilled', executedSellAmount: 1n }),
      ).slice(3),
    ).toEqual(['Filled: done'])
  })

  it('expired, then refunding, then refunded', () => {
    const done: TradeFlow = { phase: 'done', uid: UID, outcome: 'expired' }
    expect(stepsAt(done, ethFlowOrder({ status: 'expired' })).slice(3)).toEqual([
      'Expired without a fill: failed',
      'Refunding your ETH: active',
    ])
    expect(
      stepsAt(
        done,
        ethFlowOrder({ status: 'expired', ethflowData: { refundTxHash: REFUND_TX } }),
      ).slice(3),
    ).toEqual(['Expired without a fill: failed', 'ETH refunded: done'])
  })

  it('cancelled by the trader: the ETH returned in that transaction, no refund step', () => {
    const done: TradeFlow = { phase: 'done', uid: UID, outcome: 'cancelled' }
    expect(stepsAt(done, ethFlowOrder({ status: 'cancelled' })).slice(3)).toEqual([
      'Cancelled: failed',
      'ETH returned in the cancellation transaction: done',
    ])
  })

  it('marks the step that failed: the wallet, or the transaction', () => {
    const error = new ApiError({ type: 'network', message: 'down' })
    expect(stepsAt({ phase: 'failed', step: 'sign', error })[0]).toMatch(/: failed$/)
    const reverted = stepsAt({ phase: 'failed', step: 'submit', error, uid: UID })
    expect(reverted.slice(0, 2)).toEqual([
      'Send the ETH with the order in your wallet (createOrder): done',
      'Waiting for the transaction to be mined: failed',
    ])
  })
})
