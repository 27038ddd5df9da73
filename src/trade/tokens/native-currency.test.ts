import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { SUPPORTED_CHAIN_IDS } from '@batchswap/contract/protocol/chains'
import {
  isNativeCurrency,
  listedWithNativeCurrency,
  nativeCurrencyToken,
  sellsThroughEthFlow,
  usdPricedAddress,
  wrapDirection,
} from './native-currency'
import { searchTokens } from './token-search'

const WETH = { address: sandboxDeployment.wrappedNativeToken }
const USDC = { address: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48' as const }
const ETH = { address: NATIVE_CURRENCY_ADDRESS }

describe('the native currency as a token', () => {
  it('is listed first on every network with an eth-flow contract, in the chain own symbol', () => {
    for (const id of SUPPORTED_CHAIN_IDS) {
      const [first] = listedWithNativeCurrency(id)
      expect(first?.address, `chain ${id}`).toBe(NATIVE_CURRENCY_ADDRESS)
    }
    expect(nativeCurrencyToken(31337)).toMatchObject({ symbol: 'ETH', name: 'Ether', decimals: 18 })
    expect(nativeCurrencyToken(100)?.symbol).toBe('xDAI')
  })

  it('keeps one list per chain, so memoized reads stay put', () => {
    expect(listedWithNativeCurrency(31337)).toBe(listedWithNativeCurrency(31337))
  })

  it('is found by searching "ETH" (before WETH) and by pasting 0xEeee...', () => {
    const tokens = listedWithNativeCurrency(31337)
    expect(searchTokens(tokens, 'ETH')[0]?.address).toBe(NATIVE_CURRENCY_ADDRESS)
    expect(searchTokens(tokens, 'ETH').map((t) => t.symbol)).toContain('WETH')
    expect(searchTokens(tokens, NATIVE_CURRENCY_ADDRESS)).toHaveLength(1)
    expect(searchTokens(tokens, NATIVE_CURRENCY_ADDRESS.toLowerCase())[0]?.symbol).toBe('ETH')
  })

  it('is priced as the wrapped native token', () => {
    expect(usdPricedAddress(31337, NATIVE_CURRENCY_ADDRESS)).toBe(WETH.address)
    expect(usdPricedAddress(31337, USDC.address)).toBe(USDC.address)
  })

  it('makes ETH/WETH a wrap or an unwrap, and nothing else', () => {
    expect(isNativeCurrency(ETH)).toBe(true)
    expect(isNativeCurrency(WETH)).toBe(false)
    expect(wrapDirection(31337, ETH, WETH)).toBe('wrap')
    expect(wrapDirection(31337, WETH, ETH)).toBe('unwrap')
    expect(wrapDirection(31337, ETH, USDC)).toBeUndefined()
    expect(wrapDirection(31337, USDC, ETH)).toBeUndefined()
    expect(wrapDirection(31337, WETH, USDC)).toBeUndefined()
    expect(wrapDirection(31337, ETH, undefined)).toBeUndefined()
    // Mainnet WETH is not the sandbox's.
    expect(wrapDirection(1, ETH, WETH)).toBeUndefined()
  })
})

describe('sellsThroughEthFlow', () => {
  it('is a native sell on a network and environment with an eth-flow contract', () => {
    expect(sellsThroughEthFlow(31337, 'production', ETH)).toBe(true)
    expect(sellsThroughEthFlow(1, 'staging', ETH)).toBe(true)
    expect(sellsThroughEthFlow(31337, 'production', WETH)).toBe(false)
    expect(sellsThroughEthFlow(31337, 'production', undefined)).toBe(false)
  })
})
