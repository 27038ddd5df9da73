import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { allRealShapedOrders, OPEN_UNFILLED, REAL, UINT32_MAX } from './fixtures/real-service'
import { toWireOrderCreation } from './quote-types'
import { FAKE_SIGNATURE, orderData, OWNER, SETTLEMENT, uidOf, wireOrder } from './test-fixtures'
import { orderCreationSchema, orderSchema, signedOrderShape } from '@batchswap/contract/wire/orders'

const NOW = 1_900_000_000

/** Spec 2.1's required creation fields, written from its table. */
const specCreation = {
  sellToken: REAL.weth,
  buyToken: REAL.usdc,
  sellAmount: '1000000000000000000',
  buyAmount: '3000000000',
  validTo: NOW + 1800,
  feeAmount: '0',
  kind: 'sell',
  partiallyFillable: false,
  signingScheme: 'eip712',
  signature: FAKE_SIGNATURE,
  appData: '{}',
}

/** Spec 2.1's required metadata fields. */
const specMetadata = {
  creationDate: '2030-03-17T12:00:00Z',
  class: 'market',
  owner: REAL.trader,
  uid: uidOf(orderData(), OWNER),
  ...OPEN_UNFILLED,
  settlementContract: SETTLEMENT,
}

/** The creation fields of an order answer: what POST /orders took to make it. */
function creationPart(order: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(orderCreationSchema.def.shape)
  return Object.fromEntries(Object.entries(order).filter(([key]) => keys.includes(key)))
}

describe('order creation and order share their fields', () => {
  it('accept the spec 2.1 shapes: creation data, and creation data plus metadata', () => {
    expect(orderCreationSchema.safeParse(specCreation).success).toBe(true)
    expect(orderSchema.safeParse({ ...specCreation, ...specMetadata }).success).toBe(true)
    // An order is not an order without its metadata.
    expect(orderSchema.safeParse(specCreation).success).toBe(false)
  })

  it('accept what the app sends and what the sandbox answers', () => {
    const creation = toWireOrderCreation({
      order: orderData(),
      signingScheme: 'eip712',
      signature: FAKE_SIGNATURE,
      appDataDocument: '{}',
      from: OWNER,
      quoteId: 7,
    })
    expect(orderCreationSchema.safeParse(creation).success).toBe(true)
    expect(orderSchema.safeParse(wireOrder()).success).toBe(true)
  })

  it("accept the real service's orders, and their creation fields as a creation", () => {
    for (const order of allRealShapedOrders(NOW)) {
      expect(orderSchema.safeParse(order).success).toBe(true)
      expect(orderCreationSchema.safeParse(creationPart(order)).success).toBe(true)
    }
  })

  it('give the same verdict on validTo, a uint32 (spec 2.1)', () => {
    const cases: [unknown, boolean][] = [
      [0, true],
      [NOW, true],
      // Eth-flow orders sign the largest uint32 (real-service-notes.md).
      [UINT32_MAX, true],
      [UINT32_MAX + 1, false],
      [-1, false],
      [NOW + 0.5, false],
      [String(NOW), false],
    ]
    for (const [validTo, valid] of cases) {
      expect(orderCreationSchema.safeParse({ ...specCreation, validTo }).success).toBe(valid)
      const order = { ...specCreation, ...specMetadata, validTo }
      expect(orderSchema.safeParse(order).success).toBe(valid)
    }
  })

  it('name the signed fields once, for both', () => {
    for (const field of Object.keys(signedOrderShape)) {
      expect(orderCreationSchema.def.shape).toHaveProperty(field)
      expect(orderSchema.def.shape).toHaveProperty(field)
    }
  })
})

describe('addresses and hex', () => {
  it('pass in any case and come out as sent', () => {
    const checksummed = getAddress(REAL.weth)
    const parsed = orderCreationSchema.parse({ ...specCreation, sellToken: checksummed })
    expect(parsed.sellToken).toBe(checksummed)
    expect(parsed.buyToken).toBe(REAL.usdc)
  })

  it('refuse what is not an address or hex bytes', () => {
    for (const sellToken of ['0x1234', REAL.weth.slice(2), `${REAL.weth}00`, 'weth']) {
      expect(orderCreationSchema.safeParse({ ...specCreation, sellToken }).success).toBe(false)
    }
    for (const signature of ['0x123', 'nothex', `0x${'zz'.repeat(65)}`]) {
      expect(orderCreationSchema.safeParse({ ...specCreation, signature }).success).toBe(false)
    }
  })
})
