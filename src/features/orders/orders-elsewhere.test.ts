import { describe, expect, it } from 'vitest'
import {
  cancelledEthFlowOrder,
  ethFlowOrder,
  hashFormOrder,
  hooksOrder,
  partiallyFilledLimitOrder,
  presignPendingOrder,
  refundedEthFlowOrder,
  refundingEthFlowOrder,
  withNewStatus,
} from '@/api/fixtures/real-service'
import { toOrder } from '@/api/types'
import { orderReadSchema } from '@batchswap/contract/wire/orders'
import { cancellability } from './cancel/cancellation-plan'
import { appDataHooks, describeHooks, orderTags, placementOf } from './order-facts'
import { isLive, statusChip } from './order-status'

const NOW = 1_900_000_000
const read = (order: Record<string, unknown>) => toOrder(orderReadSchema.parse(order))

describe('orders placed with other front ends', () => {
  it('an open eth-flow order is live until userValidTo, not until its signed validTo', () => {
    const open = read(ethFlowOrder(NOW + 60))
    expect(isLive(open, NOW)).toBe(true)
    expect(statusChip(open, { nowSeconds: NOW }).label).toBe('Open')
    // Past the trader's deadline it has ended, although validTo is uint32 max.
    expect(isLive(open, NOW + 61)).toBe(false)
    expect(statusChip(open, { nowSeconds: NOW + 61 })).toEqual({
      status: 'refunding',
      label: 'Refunding',
      tone: 'warning',
    })
  })

  it('an expired eth-flow order reads Refunding until refundTxHash, then Refunded', () => {
    expect(statusChip(read(refundingEthFlowOrder(NOW - 600)), { nowSeconds: NOW }).label).toBe(
      'Refunding',
    )
    expect(statusChip(read(refundedEthFlowOrder(NOW - 600)), { nowSeconds: NOW })).toEqual({
      status: 'refunded',
      label: 'Refunded',
      tone: 'neutral',
    })
  })

  it('an eth-flow order its trader cancelled reads Cancelled, never Refunding', () => {
    // The real service: OrderInvalidation, no refund transaction ever (the ETH came back in
    // the cancellation itself); it stays Cancelled past the trader's deadline too.
    const order = read(cancelledEthFlowOrder(NOW + 60))
    expect(order.ethflowData?.refundTxHash).toBeUndefined()
    expect(statusChip(order, { nowSeconds: NOW })).toEqual({
      status: 'cancelled',
      label: 'Cancelled',
      tone: 'neutral',
    })
    expect(statusChip(order, { nowSeconds: NOW + 3600 }).label).toBe('Cancelled')
    expect(isLive(order, NOW)).toBe(false)
  })

  it('an expired eth-flow order that partly filled reads Expired: the refunder leaves it', () => {
    const order = read(refundingEthFlowOrder(NOW - 600))
    const part = {
      ...order,
      executedSellAmountBeforeFees: order.sellAmount / 4n,
      partiallyFillable: true,
    }
    expect(statusChip(part, { nowSeconds: NOW }).label).toBe('Expired (25 % filled)')
  })

  it('a filled eth-flow order is simply filled', () => {
    const order = read(ethFlowOrder(NOW - 60, { status: 'fulfilled' }))
    expect(statusChip(order, { nowSeconds: NOW }).label).toBe('Filled')
  })

  it('an eth-flow order is cancelled on chain by its trader (onchainUser), never by the contract', () => {
    const order = read(ethFlowOrder(NOW + 60))
    expect(cancellability(order, order.onchainUser, NOW, order.settlementContract)).toEqual({
      cancellable: true,
      route: 'onChain',
    })
    expect(cancellability(order, order.owner, NOW, order.settlementContract).cancellable).toBe(
      false,
    )
    // Past the trader's deadline it is the refunder's.
    expect(
      cancellability(order, order.onchainUser, NOW + 61, order.settlementContract).cancellable,
    ).toBe(false)
  })

  it('a presigned order waiting for its signature reads Signing and is live', () => {
    const order = read(presignPendingOrder(NOW + 60))
    expect(statusChip(order, { nowSeconds: NOW }).label).toBe('Signing')
    expect(placementOf(order)).toBe('presign')
    expect(isLive(order, NOW)).toBe(true)
  })

  it('a partially fillable limit order shows its fill, also once it has ended', () => {
    const open = read(partiallyFilledLimitOrder(NOW + 60))
    expect(statusChip(open, { nowSeconds: NOW }).label).toBe('Partially filled 40 %')
    const expired = read({ ...partiallyFilledLimitOrder(NOW - 60), status: 'expired' })
    expect(statusChip(expired, { nowSeconds: NOW }).label).toBe('Expired (40 % filled)')
    expect(orderTags(open, 'ETH')).toEqual(['Limit', 'Partially fillable'])
  })

  it('an order with hooks in its appData lists them', () => {
    const order = read(hooksOrder(NOW + 60))
    const hooks = appDataHooks(order)
    expect(hooks?.pre[0]).toMatchObject({
      callData: '0xd505accf',
      gasLimit: '80000',
      dappId: 'cow-swap://libs/hook-dapp-lib/permit',
    })
    expect(hooks && describeHooks(hooks)).toBe('1 pre-hook, 1 post-hook')
    expect(orderTags(order, 'ETH')).toEqual(['Hooks'])
  })

  it('no hooks without a document, or with a document that has none', () => {
    expect(appDataHooks(read(hashFormOrder(NOW)))).toBeUndefined()
    expect(appDataHooks(read(presignPendingOrder(NOW)))).toBeUndefined()
    expect(
      appDataHooks({ appData: '{', fullAppData: '{"metadata":{"hooks":{"pre":[{"x":1}]}}}' }),
    ).toBeUndefined()
  })

  it('tags an eth-flow order with the chain native currency', () => {
    expect(orderTags(read(ethFlowOrder(NOW + 60)), 'xDAI')).toEqual(['Native xDAI'])
  })

  it('a status the app does not know reads "Other status" and is not live', () => {
    const order = read(withNewStatus(presignPendingOrder(NOW + 60)))
    expect(statusChip(order, { nowSeconds: NOW })).toEqual({
      status: 'unknown',
      label: 'Other status',
      tone: 'neutral',
    })
    expect(isLive(order, NOW)).toBe(false)
  })
})
