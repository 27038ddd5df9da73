import { describe, expect, it } from 'vitest'
import { OWNER, USDC, WETH, wireOrder } from '@/api/test-fixtures'
import { toOrder } from '@/api/types'
import {
  finalEvent,
  lifecyclePayload,
  orderToast,
  postedOrderPayload,
  toWidgetOrder,
} from './order-events'

const weth = { chainId: 1, address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 }
const usdc = { chainId: 1, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }

describe('order event payloads', () => {
  it('hand the host the order as the orderbook’s JSON has it (EnrichedOrder)', () => {
    const wire = wireOrder({
      status: 'fulfilled',
      executedSellAmount: '1000',
      executedBuyAmount: '7',
    })
    const order = toWidgetOrder(toOrder(wire))
    for (const field of [
      'uid',
      'owner',
      'sellToken',
      'buyToken',
      'sellAmount',
      'buyAmount',
      'feeAmount',
      'validTo',
      'appData',
      'kind',
      'partiallyFillable',
      'signingScheme',
      'signature',
      'class',
      'status',
      'executedSellAmount',
      'executedBuyAmount',
      'executedFeeAmount',
      'invalidated',
      'receiver',
      'fullAppData',
    ] as const) {
      expect(order[field], field).toEqual(wire[field])
    }
    expect(new Date(order.creationDate).getTime()).toBe(new Date(wire.creationDate).getTime())
    expect(order).not.toHaveProperty('settlementContract')
    expect(order.totalFee).toBe('0')
  })

  it('ON_POSTED_ORDER: uid, owner, bigint amounts and the tokens', () => {
    const order = toOrder(wireOrder())
    const payload = postedOrderPayload(order, 1, { sell: weth, buy: usdc })
    expect(payload).toMatchObject({
      orderUid: order.uid,
      chainId: 1,
      owner: OWNER,
      kind: order.kind,
      orderType: 'SWAP',
      inputAmount: order.sellAmount,
      outputAmount: order.buyAmount,
      inputToken: weth,
      outputToken: usdc,
      isEthFlow: false,
    })
    expect(typeof payload.inputAmount).toBe('bigint')
  })

  it('lifecycle events only for final states, with their toasts', () => {
    expect(finalEvent('fulfilled')).toBe('ON_FULFILLED_ORDER')
    expect(finalEvent('cancelled')).toBe('ON_CANCELLED_ORDER')
    expect(finalEvent('expired')).toBe('ON_EXPIRED_ORDER')
    expect(finalEvent('open')).toBeUndefined()
    expect(finalEvent('presignaturePending')).toBeUndefined()
    const order = toOrder(wireOrder({ status: 'expired' }))
    expect(lifecyclePayload(order, 1)).toMatchObject({ chainId: 1, orderType: 'SWAP' })
    expect(orderToast('ORDER_EXPIRED', order)).toMatchObject({
      messageType: 'ORDER_EXPIRED',
      data: { orderUid: order.uid, orderType: 'SWAP' },
    })
  })
})
