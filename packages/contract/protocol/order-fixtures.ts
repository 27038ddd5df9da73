/**
 * The unit tests' signed order (spec 2.1), for the app's tests and the sandbox's: a WETH -> USDC
 * sell on mainnet addresses with a batchswap appData. Imported by tests only.
 */
import { zeroAddress, type Address } from 'viem'
import { appDataHash, buildAppDataDocument } from './app-data'
import type { OrderData } from './order'

export const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

export const APP_DATA_DOC = buildAppDataDocument({
  appCode: 'batchswap',
  slippageBips: 50,
})
export const APP_DATA_HASH = appDataHash(APP_DATA_DOC)

/** The signed order data (spec 2.1); sandbox tests pass the sandbox tokens and a live validTo. */
export function orderData(overrides: Partial<OrderData> = {}): OrderData {
  return {
    sellToken: WETH,
    buyToken: USDC,
    receiver: zeroAddress,
    sellAmount: 1_000_000_000_000_000_000n,
    buyAmount: 2_500_000_000n,
    validTo: 1_900_000_000,
    appData: APP_DATA_HASH,
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    ...overrides,
  }
}
