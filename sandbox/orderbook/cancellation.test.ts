import { parseUnits, type Address, type Hex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { competitionStatusSchema } from '@batchswap/contract/wire/competition'
import { orderSchema } from '@batchswap/contract/wire/orders'
import {
  hashOrderCancellations,
  orderCancellationsTypedData,
} from '@batchswap/contract/protocol/cancellation'
import type { OrderData } from '@batchswap/contract/protocol/order'
import {
  account,
  BASE,
  cancelSignedOrder,
  domain,
  errorTypeOf,
  makeOrder,
  signedOrderBody,
} from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

/** The service clock runs `skew` ms ahead of real time, so tests can let orders expire. */
let skew = 0

const stack = useTestStack({ now: () => Date.now() + skew }, { accounts: [0, 1], tokens: ['WETH'] })

let nonce = 0
async function placeOrder(
  index = 0,
  overrides: Partial<OrderData> = {},
  scheme: 'eip712' | 'presign' = 'eip712',
): Promise<Hex> {
  nonce += 1
  const order = makeOrder({ buyAmount: parseUnits('900', 6) + BigInt(nonce), ...overrides })
  const body = await signedOrderBody(account(index), order, scheme)
  const response = await stack.api.post(`${BASE}/orders`, body)
  expect(response.status).toBe(201)
  return String(response.body) as Hex
}

async function cancelMany(signer: HDAccount, uids: Hex[], scheme: 'eip712' | 'ethsign') {
  const signature =
    scheme === 'eip712'
      ? await signer.signTypedData(orderCancellationsTypedData(domain, uids))
      : await signer.signMessage({ message: { raw: hashOrderCancellations(domain, uids) } })
  return stack.api.delete(`${BASE}/orders`, { orderUids: uids, signature, signingScheme: scheme })
}

async function getOrder(uid: Hex) {
  return orderSchema.parse((await stack.api.get(`${BASE}/orders/${uid}`)).body)
}

describe('DELETE /orders/{uid} (OrderCancellation)', () => {
  it('cancels with the owner signature: "Cancelled", status cancelled, invalidated', async () => {
    const uid = await placeOrder()
    const response = await cancelSignedOrder(stack, account(0), uid)
    expect(response.status).toBe(200)
    expect(response.body).toBe('Cancelled')
    expect(await getOrder(uid)).toMatchObject({ status: 'cancelled', invalidated: true })
    const status = competitionStatusSchema.parse(
      (await stack.api.get(`${BASE}/orders/${uid}/status`)).body,
    )
    expect(status.type).toBe('cancelled')

    const again = await cancelSignedOrder(stack, account(0), uid)
    expect(again.status).toBe(400)
    expect(errorTypeOf(again)).toBe('AlreadyCancelled')
  })

  it('WrongOwner when someone else signs', async () => {
    const uid = await placeOrder()
    const response = await cancelSignedOrder(stack, account(1), uid)
    expect(errorTypeOf(response)).toBe('WrongOwner')
    expect((await getOrder(uid)).status).toBe('open')
  })

  it('WrongOwner when the owner signed the batch type for the single route', async () => {
    // The single route verifies OrderCancellation(uid); a signature over the batch type
    // recovers another address.
    const uid = await placeOrder()
    const signature = await account(0).signMessage({
      message: { raw: hashOrderCancellations(domain, [uid]) },
    })
    const response = await stack.api.delete(`${BASE}/orders/${uid}`, {
      signature,
      signingScheme: 'ethsign',
    })
    expect(errorTypeOf(response)).toBe('WrongOwner')
  })

  it('InvalidSignature for malformed signature bytes', async () => {
    const uid = await placeOrder()
    const response = await stack.api.delete(`${BASE}/orders/${uid}`, {
      signature: `0x${'00'.repeat(65)}`,
      signingScheme: 'eip712',
    })
    expect(response.status).toBe(400)
    expect(errorTypeOf(response)).toBe('InvalidSignature')
  })

  it('OrderNotFound for an unknown UID', async () => {
    const uid = `0x${'12'.repeat(56)}` as Hex
    const response = await cancelSignedOrder(stack, account(0), uid)
    expect(response.status).toBe(404)
    expect(errorTypeOf(response)).toBe('OrderNotFound')
  })

  it('OnChainOrder for a presign order', async () => {
    const uid = await placeOrder(0, {}, 'presign')
    const response = await cancelSignedOrder(stack, account(0), uid)
    expect(errorTypeOf(response)).toBe('OnChainOrder')
  })

  it('OrderFullyExecuted once the order is fulfilled', async () => {
    const uid = await placeOrder()
    const order = await getOrder(uid)
    // What the indexer (issue 5) records on a Trade event.
    await stack.service.context.db.updateExecution(
      uid,
      {
        executedSellAmount: BigInt(order.sellAmount),
        executedSellAmountBeforeFees: BigInt(order.sellAmount),
        executedBuyAmount: BigInt(order.buyAmount),
        executedFeeAmount: 0n,
        executedFee: 0n,
        executedFeeToken: order.sellToken as Address,
      },
      'fulfilled',
    )
    const response = await cancelSignedOrder(stack, account(0), uid)
    expect(errorTypeOf(response)).toBe('OrderFullyExecuted')
    const status = competitionStatusSchema.parse(
      (await stack.api.get(`${BASE}/orders/${uid}/status`)).body,
    )
    expect(status.type).toBe('traded')
  })

  it('OrderExpired once validTo has passed on the service clock', async () => {
    const validTo = Math.floor(Date.now() / 1000) + 120
    const uid = await placeOrder(0, { validTo })
    skew = 300_000
    try {
      expect((await getOrder(uid)).status).toBe('expired')
      const response = await cancelSignedOrder(stack, account(0), uid)
      expect(errorTypeOf(response)).toBe('OrderExpired')
    } finally {
      skew = 0
    }
    expect((await getOrder(uid)).status).toBe('open')
  })
})

describe('DELETE /orders (OrderCancellations batch)', () => {
  it('cancels several orders with one eip712 or ethsign signature', async () => {
    const uids = [await placeOrder(), await placeOrder(), await placeOrder()]
    const response = await cancelMany(account(0), uids.slice(0, 2), 'eip712')
    expect(response.status).toBe(200)
    expect(response.body).toBe('Cancelled')
    const ethsign = await cancelMany(account(0), [uids[2] as Hex], 'ethsign')
    expect(ethsign.status).toBe(200)
    for (const uid of uids) expect((await getOrder(uid)).status).toBe('cancelled')
  })

  it('cancels nothing when one order of the batch fails', async () => {
    const mine = await placeOrder(0)
    const theirs = await placeOrder(1)
    const response = await cancelMany(account(0), [mine, theirs], 'eip712')
    expect(errorTypeOf(response)).toBe('WrongOwner')
    expect((await getOrder(mine)).status).toBe('open')
  })

  it('InvalidParameter for an empty or malformed batch', async () => {
    const empty = await stack.api.delete(`${BASE}/orders`, {
      orderUids: [],
      signature: '0x',
      signingScheme: 'eip712',
    })
    expect(errorTypeOf(empty)).toBe('InvalidParameter')
    const presign = await stack.api.delete(`${BASE}/orders`, {
      orderUids: [`0x${'12'.repeat(56)}`],
      signature: '0x',
      signingScheme: 'presign',
    })
    expect(errorTypeOf(presign)).toBe('InvalidParameter')
  })
})
