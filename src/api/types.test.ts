import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import { orderFromQuote } from '@batchswap/contract/protocol/quote-to-order'
import { computeOrderUid } from '@batchswap/contract/protocol/order'
import {
  APP_DATA_DOC,
  APP_DATA_HASH,
  orderData,
  OWNER,
  USDC,
  WETH,
  wireOrder,
  wireQuote,
  quoteRequest,
} from './test-fixtures'
import { appDataHashOf } from '@batchswap/contract/wire/values'
import { isOrderPending, orderDataOf, orderSellToken, orderTrader, toOrder } from './types'
import { toQuote, toWireOrderCreation } from './quote-types'
import { toWireQuoteRequest } from './quote-request'
import { toSolverCompetition } from './competition-types'

describe('toOrder', () => {
  it('converts every field of spec 2.1', () => {
    const wire = wireOrder({
      receiver: OWNER,
      from: OWNER,
      quoteId: 12,
      fullBalanceCheck: true,
      executedSellAmount: '500',
      executedSellAmountBeforeFees: '500',
      executedBuyAmount: '1250',
      executedFeeAmount: '0',
      executedFee: '7',
      executedFeeToken: WETH,
      status: 'fulfilled',
      class: 'limit',
      isLiquidityOrder: false,
      ethflowData: { refundTxHash: `0x${'cd'.repeat(32)}`, userValidTo: 1_900_000_100 },
      onchainUser: OWNER,
      onchainOrderData: { sender: OWNER, placementError: null },
      quote: {
        gasAmount: '103178.0',
        gasPrice: '12073241396',
        sellTokenPrice: '0.00035',
        sellAmount: '998500000000000000',
        buyAmount: '2496250000',
        feeAmount: '1500000000000000',
        solver: '0x4339889FD9dFCa20a423fbA011e9dfF1C856CAEb',
        verified: true,
        metadata: { interactions: [] },
      },
      interactions: {
        pre: [{ target: USDC, value: '0', callData: '0x095ea7b3' }],
        post: [],
      },
    })
    const order = toOrder(wire)
    expect(order).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      receiver: OWNER,
      sellAmount: 10n ** 18n,
      buyAmount: 2_500_000_000n,
      validTo: 1_900_000_000,
      appData: APP_DATA_HASH,
      appDataHash: APP_DATA_HASH,
      feeAmount: 0n,
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
      signature: wire.signature,
      from: OWNER,
      quoteId: 12,
      fullBalanceCheck: true,
      creationDate: new Date('2024-05-13T09:13:07.561Z'),
      class: 'limit',
      owner: OWNER,
      uid: wire.uid,
      availableBalance: undefined,
      executedSellAmount: 500n,
      executedSellAmountBeforeFees: 500n,
      executedBuyAmount: 1250n,
      executedFeeAmount: 0n,
      executedFee: 7n,
      executedFeeToken: WETH,
      invalidated: false,
      status: 'fulfilled',
      settlementContract: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
      isLiquidityOrder: false,
      ethflowData: { refundTxHash: `0x${'cd'.repeat(32)}`, userValidTo: 1_900_000_100 },
      onchainUser: OWNER,
      onchainOrderData: { sender: OWNER, placementError: undefined },
      fullAppData: APP_DATA_DOC,
      quote: {
        gasAmount: 103178,
        gasPrice: 12073241396,
        sellTokenPrice: 0.00035,
        sellAmount: 998_500_000_000_000_000n,
        buyAmount: 2_496_250_000n,
        feeAmount: 1_500_000_000_000_000n,
        solver: '0x4339889FD9dFCa20a423fbA011e9dfF1C856CAEb',
        verified: true,
        metadata: { interactions: [] },
      },
      interactions: {
        pre: [{ target: USDC, value: 0n, callData: '0x095ea7b3' }],
        post: [],
      },
    })
  })

  it('reads receiver null, absent and zero as "the owner"', () => {
    expect(toOrder(wireOrder({ receiver: null })).receiver).toBeUndefined()
    const { receiver: _r, ...withoutReceiver } = wireOrder()
    expect(toOrder(withoutReceiver).receiver).toBeUndefined()
    expect(toOrder(wireOrder({ receiver: zeroAddress })).receiver).toBeUndefined()
  })

  it('fills the defaults of absent optional fields', () => {
    const { interactions: _i, sellTokenBalance: _s, buyTokenBalance: _b, ...minimal } = wireOrder()
    const order = toOrder(minimal)
    expect(order.interactions).toEqual({ pre: [], post: [] })
    expect(order.sellTokenBalance).toBe('erc20')
    expect(order.buyTokenBalance).toBe('erc20')
    expect(order.fullBalanceCheck).toBe(false)
    expect(order.quote).toBeUndefined()
  })

  it('recomputes the UID from the converted order (round trip with the contract)', () => {
    const data = orderData({ kind: 'buy', partiallyFillable: true, receiver: USDC })
    const order = toOrder(wireOrder({ receiver: USDC }, data))
    expect(orderDataOf(order)).toEqual(data)
    expect(computeOrderUid(getDomainFor(1, 'production'), orderDataOf(order), order.owner)).toBe(
      order.uid,
    )
  })

  it('derives the signed hash from a full-document appData', () => {
    const order = toOrder(wireOrder({ appData: APP_DATA_DOC }))
    expect(order.appDataHash).toBe(APP_DATA_HASH)
    expect(appDataHashOf('{}')).toBe(appDataHash('{}'))
  })

  it('refuses amounts beyond uint256 and unreadable dates', () => {
    expect(() => toOrder(wireOrder({ sellAmount: '9'.repeat(80) }))).toThrow(/sellAmount/)
    expect(() => toOrder(wireOrder({ creationDate: 'not a date' }))).toThrow(/creationDate/)
  })

  it('knows which statuses are pending', () => {
    expect(isOrderPending({ status: 'open' })).toBe(true)
    expect(isOrderPending({ status: 'presignaturePending' })).toBe(true)
    for (const status of ['fulfilled', 'cancelled', 'expired'] as const) {
      expect(isOrderPending({ status })).toBe(false)
    }
  })
})

describe('quotes', () => {
  it('a converted quote feeds orderFromQuote directly', () => {
    const quote = toQuote(wireQuote(), { receivedAt: new Date('2029-12-31T23:59:30Z') })
    const order = orderFromQuote({
      quote,
      slippageBps: 50,
      validTo: 1_900_000_000,
      appDataHash: APP_DATA_HASH,
    })
    expect(order.sellAmount).toBe(10n ** 18n)
    expect(order.feeAmount).toBe(0n)
    expect(order.buyAmount).toBe((2_496_250_000n * 9950n) / 10000n)
  })

  it('leaves out unknown optional fields from the request', () => {
    expect(toWireQuoteRequest(quoteRequest({ kind: 'buy', buyAmountAfterFee: 1n }))).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'buy',
      buyAmountAfterFee: '1',
    })
  })

  it('order creation carries the document and its hash', () => {
    const wire = toWireOrderCreation({
      order: orderData(),
      appDataDocument: APP_DATA_DOC,
      signingScheme: 'ethsign',
      signature: '0x01',
      fullBalanceCheck: false,
    })
    expect(wire).toMatchObject({
      appData: APP_DATA_DOC,
      appDataHash: APP_DATA_HASH,
      fullBalanceCheck: false,
    })
  })
})

describe('toSolverCompetition', () => {
  it('defaults absent lists and maps', () => {
    expect(toSolverCompetition({ auctionId: 1, solutions: [{}] })).toEqual({
      auctionId: 1,
      auctionStartBlock: undefined,
      transactionHashes: [],
      referenceScores: {},
      auction: { orders: [], prices: {} },
      solutions: [
        {
          solver: undefined,
          solverAddress: undefined,
          score: undefined,
          ranking: undefined,
          isWinner: false,
          txHash: undefined,
          clearingPrices: {},
          orders: [],
        },
      ],
    })
  })

  it('refuses a price that is not an integer', () => {
    expect(() =>
      toSolverCompetition({ auctionId: 1, solutions: [{ clearingPrices: { a: '1.5' } }] }),
    ).toThrow(/clearingPrices.a/)
  })
})

describe("an eth-flow order in the trader's terms", () => {
  const ETH_FLOW = '0xbA3cB449bD2B4ADddBc894D8697F5170800EAdeC'
  const ethFlow = toOrder(
    wireOrder({
      owner: ETH_FLOW,
      onchainUser: OWNER,
      ethflowData: { refundTxHash: null, userValidTo: 1_900_000_100 },
    }),
  )
  const plain = toOrder(wireOrder())

  it('sold native ETH (0xEeee...), not the wrapped token the contract sold', () => {
    expect(ethFlow.sellToken).toBe(WETH)
    expect(orderSellToken(ethFlow)).toBe('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
    expect(orderSellToken(plain)).toBe(plain.sellToken)
  })

  it("is the trader's (onchainUser), not the contract's", () => {
    expect(orderTrader(ethFlow)).toBe(OWNER)
    expect(orderTrader(plain)).toBe(plain.owner)
  })
})
