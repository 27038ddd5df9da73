import * as cow from '@cowprotocol/contracts'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { getDomainFor } from './domain'
import { ethFlowOrderFromQuote, ethFlowOrderUid, ethFlowValue } from './eth-flow-order'
import { UINT32_MAX } from './bounds'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH_FLOW = '0xbA3cB449bD2B4ADddBc894D8697F5170800EAdeC'
const TRADER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const APP_DATA = `0x${'ab'.repeat(32)}` as const

const quote = {
  sellToken: WETH,
  buyToken: USDC,
  sellAmount: 990n,
  buyAmount: 3_000_000n,
  feeAmount: 10n,
  kind: 'sell',
} as const

/** The order from the quote above for the trader, with `overrides` of the inputs. */
const orderWith = (overrides: Partial<Parameters<typeof ethFlowOrderFromQuote>[0]> = {}) =>
  ethFlowOrderFromQuote({
    quote,
    slippageBps: 50,
    validTo: 1_800_000_000,
    appDataHash: APP_DATA,
    owner: TRADER,
    quoteId: 42,
    ...overrides,
  })

describe('an eth-flow order from a quote', () => {
  const order = orderWith()

  it('folds the fee into sellAmount, takes slippage off buyAmount, pays the trader', () => {
    expect(order).toEqual({
      buyToken: USDC,
      receiver: TRADER,
      sellAmount: 1000n,
      buyAmount: 2_985_000n,
      appData: APP_DATA,
      feeAmount: 0n,
      validTo: 1_800_000_000,
      partiallyFillable: false,
      quoteId: 42n,
    })
    expect(ethFlowValue(order)).toBe(1000n)
  })

  it('keeps another receiver, and -1 without a quote id', () => {
    const other = orderWith({ slippageBps: 0, validTo: 1, receiver: USDC, quoteId: undefined })
    expect(other.receiver).toBe(USDC)
    expect(other.quoteId).toBe(-1n)
    expect(
      ethFlowOrderFromQuote({
        quote,
        slippageBps: 0,
        validTo: 1,
        appDataHash: APP_DATA,
        owner: TRADER,
        receiver: zeroAddress,
        quoteId: 1,
      }).receiver,
    ).toBe(TRADER)
  })

  it('refuses a buy quote (the contract creates sell orders only)', () => {
    expect(() =>
      ethFlowOrderFromQuote({
        quote: { ...quote, kind: 'buy' },
        slippageBps: 0,
        validTo: 1,
        appDataHash: APP_DATA,
        owner: TRADER,
        quoteId: 1,
      }),
    ).toThrow(/sell orders/)
  })

  it('has the UID the reference computes: the WETH order owned by the eth-flow contract', () => {
    const domain = getDomainFor(1, 'production')
    const uid = ethFlowOrderUid(domain, order, { ethFlow: ETH_FLOW, wrappedNative: WETH })
    const reference: cow.Order = {
      sellToken: WETH,
      buyToken: USDC,
      receiver: TRADER,
      sellAmount: order.sellAmount.toString(),
      buyAmount: order.buyAmount.toString(),
      validTo: UINT32_MAX,
      appData: APP_DATA,
      feeAmount: '0',
      kind: cow.OrderKind.SELL,
      partiallyFillable: false,
      sellTokenBalance: cow.OrderBalance.ERC20,
      buyTokenBalance: cow.OrderBalance.ERC20,
    }
    const refDomain = cow.domain(1, domain.verifyingContract)
    expect(uid).toBe(cow.computeOrderUid(refDomain, reference, ETH_FLOW))
    expect(uid.toLowerCase().endsWith(`${ETH_FLOW.slice(2).toLowerCase()}ffffffff`)).toBe(true)
  })
})
