/**
 * Test support for vitest files (not a test): the POST /orders tests (orderbook/orders*.test.ts)
 * on one stack. Traders 0-3 approve WETH, trader 4 never approves anything, account 5 holds no
 * tokens but has approved; trader 3 is on the ban list.
 */
import { parseUnits } from 'viem'
import { expect } from 'vitest'
import { orderSchema } from '@batchswap/contract/wire/orders'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { account, BASE, makeOrder, signedOrderBody } from './orderbook-stack'
import { useTestStack } from './orderbook-hooks'

const BANNED = account(3)

export function useOrdersStack() {
  const stack = useTestStack(
    { banList: [BANNED.address] },
    { accounts: [0, 1, 2, 3, 5], tokens: ['WETH'] },
  )

  let nonce = 0
  /** Distinct orders: each bumps the buy amount by one unit. */
  function freshOrder(overrides: Partial<OrderData> = {}): OrderData {
    nonce += 1
    return makeOrder({ buyAmount: parseUnits('1000', 6) + BigInt(nonce), ...overrides })
  }

  async function post(body: unknown) {
    return stack.api.post(`${BASE}/orders`, body)
  }

  async function postSigned(
    index: number,
    order: OrderData,
    scheme: 'eip712' | 'ethsign' = 'eip712',
    extra: Record<string, unknown> = {},
  ) {
    return post(await signedOrderBody(account(index), order, scheme, extra))
  }

  async function getOrder(uid: string) {
    const response = await stack.api.get(`${BASE}/orders/${uid}`)
    expect(response.status).toBe(200)
    return orderSchema.parse(response.body)
  }

  return { stack, freshOrder, post, postSigned, getOrder }
}
