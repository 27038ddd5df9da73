import { encodePacked, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  NATIVE_CURRENCY_ADDRESS,
  buysNativeCurrency,
  decodeEthFlowPlacementData,
  ethFlowCowOrder,
  hasEthFlowReceiver,
  isSameToken,
} from './eth-flow'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('eth-flow rules', () => {
  it('reads OrderPlacement data: abi.encodePacked(int64 quoteId, uint32 validTo)', () => {
    const data = encodePacked(['int64', 'uint32'], [1234n, 1_800_000_000])
    expect(decodeEthFlowPlacementData(data)).toEqual({ quoteId: 1234n, userValidTo: 1_800_000_000 })
    // int64: -1 is "no quote" in some clients.
    const none = encodePacked(['int64', 'uint32'], [-1n, 5])
    expect(decodeEthFlowPlacementData(none)).toEqual({ quoteId: -1n, userValidTo: 5 })
    expect(decodeEthFlowPlacementData('0x1234')).toBeUndefined()
  })

  it('the CoW order sells WETH, never expires on the settlement, sell kind, erc20', () => {
    const order = ethFlowCowOrder(
      {
        buyToken: USDC,
        receiver: USDC,
        sellAmount: 5n,
        buyAmount: 7n,
        appData: `0x${'11'.repeat(32)}`,
        feeAmount: 0n,
        validTo: 1_800_000_000,
        partiallyFillable: true,
        quoteId: 3n,
      },
      WETH,
    )
    expect(order).toMatchObject({
      sellToken: WETH,
      validTo: 0xffffffff,
      kind: 'sell',
      partiallyFillable: true,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
    })
  })

  it('native ETH: bought, not the same as USDC, the same as WETH; a receiver is required', () => {
    expect(buysNativeCurrency({ buyToken: NATIVE_CURRENCY_ADDRESS })).toBe(true)
    expect(buysNativeCurrency({ buyToken: WETH })).toBe(false)
    expect(isSameToken(WETH, NATIVE_CURRENCY_ADDRESS, WETH)).toBe(true)
    expect(isSameToken(USDC, NATIVE_CURRENCY_ADDRESS, WETH)).toBe(false)
    expect(isSameToken(USDC, USDC, WETH)).toBe(true)
    expect(hasEthFlowReceiver({ receiver: zeroAddress })).toBe(false)
    expect(hasEthFlowReceiver({ receiver: USDC })).toBe(true)
  })
})
