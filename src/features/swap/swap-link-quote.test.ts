import { QueryClient } from '@tanstack/react-query'
import { zeroAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { quoteQueryOptions } from '@/api/queries/orderbook-queries'
import { SANDBOX_USDC as USDC, SANDBOX_WETH as WETH } from '@/api/test-fixtures'
import { useSettingsStore } from '@/lib/settings-store'
import { quoteDraftOf, quoteRequestOf } from '@/trade/quote/quote-draft'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { prefetchSwapLinkQuote, swapLinkQuote, type SwapLinkState } from './swap-link-quote'

const state = (hash: string, extra: Partial<SwapLinkState> = {}): SwapLinkState => ({
  hash,
  chainId: 31337,
  env: 'production',
  deadlineMinutes: 30,
  lastPair: undefined,
  ...extra,
})

describe('swapLinkQuote', () => {
  it('asks what the form first asks for: the link pair and amount, from no account', () => {
    const linked = swapLinkQuote(state('#/swap?sell=WETH&buy=USDC&amount=1.5'))
    expect(linked?.ctx).toEqual({ chainId: 31337, env: 'production' })
    // The form's request for the same inputs (use-trade-quote.ts builds it so).
    const draft = quoteDraftOf({
      chainId: 31337,
      sellToken: WETH.address,
      buyToken: USDC.address,
      kind: 'sell',
      amount: 1_500_000_000_000_000_000n,
      from: zeroAddress,
      validForSeconds: 30 * 60,
    })
    expect(draft).toBeDefined()
    if (!linked || !draft) return
    expect(linked.request).toEqual(quoteRequestOf(draft))
    expect(quoteQueryOptions(linked.ctx, linked.request).queryKey).toEqual(
      quoteQueryOptions({ chainId: 31337, env: 'production' }, quoteRequestOf(draft)).queryKey,
    )
  })

  it('reads a buy link, addresses in either spelling, and the trader deadline', () => {
    const linked = swapLinkQuote(
      state(`#/swap?sell=${WETH.address.toLowerCase()}&buy=USDC&amount=25&kind=buy`, {
        deadlineMinutes: 45,
      }),
    )
    expect(linked?.request).toMatchObject({
      sellToken: WETH.address,
      buyToken: USDC.address,
      kind: 'buy',
      buyAmountAfterFee: 25_000_000n,
      validFor: 45 * 60,
      from: zeroAddress,
    })
  })

  it('takes the last pair when the link names no token, as the form does', () => {
    const linked = swapLinkQuote(
      state('#/swap?amount=2', { lastPair: { sell: USDC.address, buy: WETH.address } }),
    )
    expect(linked?.request).toMatchObject({
      sellToken: USDC.address,
      buyToken: WETH.address,
      sellAmountBeforeFee: 2_000_000n,
    })
  })

  it('quotes a native sell as eth-flow, with its deadline floor', () => {
    const linked = swapLinkQuote(state('#/swap?sell=ETH&buy=USDC&amount=1', { deadlineMinutes: 2 }))
    expect(linked?.request).toMatchObject({
      sellToken: WETH.address,
      signingScheme: 'eip1271',
      onchainOrder: true,
      validFor: 10 * 60,
    })
  })

  it('leaves to the form what it would not quote at once', () => {
    for (const hash of [
      '',
      '#/swap',
      '#/limit?sell=WETH&buy=USDC&amount=1',
      '#/swap?sell=WETH&buy=USDC',
      '#/swap?sell=WETH&buy=USDC&amount=0',
      '#/swap?sell=WETH&buy=USDC&amount=1,5',
      '#/swap?sell=WETH&buy=USDC&amount=1.1234567&kind=buy',
      '#/swap?sell=WETH&buy=NOPE&amount=1',
      '#/swap?sell=WETH&buy=WETH&amount=1',
      `#/swap?sell=WETH&buy=0x${'12'.repeat(20)}&amount=1`,
      `#/swap?sell=${NATIVE_CURRENCY_ADDRESS}&buy=WETH&amount=1`,
    ]) {
      expect(swapLinkQuote(state(hash)), hash).toBeUndefined()
    }
  })

  it('asks once into the client, with the form query options', () => {
    const client = new QueryClient()
    const prefetch = vi.spyOn(client, 'query').mockResolvedValue(undefined)
    prefetchSwapLinkQuote(client, '#/swap?sell=WETH&buy=USDC&amount=1')
    prefetchSwapLinkQuote(client, '#/swap')
    expect(prefetch).toHaveBeenCalledTimes(1)
    const { selectedChainId, environment } = useSettingsStore.getState()
    const linked = swapLinkQuote(
      state('#/swap?sell=WETH&buy=USDC&amount=1', { chainId: selectedChainId, env: environment }),
    )
    expect(linked).toBeDefined()
    if (!linked) return
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual(
      quoteQueryOptions(linked.ctx, linked.request).queryKey,
    )
  })
})
