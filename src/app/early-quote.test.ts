import { describe, expect, it } from 'vitest'
import { zeroAddress } from 'viem'
import { checkBody } from '@/api/orderbook-request'
import { toWireQuoteRequest } from '@/api/quote-request'
import { getListedTokens } from '@/config/token-lists'
import { stableStringify } from '@/protocol/app-data'
import { SANDBOX_CHAIN_ID } from '@/protocol/chains'
import { readSwapParams } from '@/features/swap/swap-url'
import { DEFAULT_DEADLINE_MINUTES } from '@/trade/quote/deadline'
import { quoteRequestOf } from '@/trade/quote/quote-request'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import { listedWithNativeCurrency } from '@/trade/tokens/native-currency'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import { earlyQuoteBody, type EarlyQuoteConfig } from './early-quote'

const chainId = SANDBOX_CHAIN_ID
const config: EarlyQuoteConfig = {
  chainId,
  environment: 'production',
  url: 'http://127.0.0.1:8080/sandbox/api/v1/quote',
  validForSeconds: DEFAULT_DEADLINE_MINUTES * 60,
  settingsKey: 'batchswap.settings.v1',
  tokens: [...getListedTokens(chainId)],
}
const [weth, usdc] = getListedTokens(chainId)
if (!weth || !usdc) throw new Error('the sandbox lists no tokens')

/**
 * What the swap form sends for `hash`, a visitor with no wallet on the default network,
 * through the form's own steps: the link read, tokens resolved against the list (the native
 * currency included), the typed amount parsed, the draft's request, then the API module's
 * wire form as checked by the service's schema (what goes on the wire).
 */
async function formBody(hash: string) {
  const link = readSwapParams(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)))
  const listed = listedWithNativeCurrency(chainId)
  const sell = resolveTokenRef(listed, link.sell ?? '')
  const buy = resolveTokenRef(listed, link.buy ?? '')
  if (sell.type !== 'listed' || buy.type !== 'listed') throw new Error('not listed')
  const typed = link.kind === 'sell' ? sell.token : buy.token
  const amount = parseAmountInput(link.amount, typed.decimals, typed.symbol)
  if (amount.status !== 'valid') throw new Error('not a valid amount')
  const request = quoteRequestOf({
    sellToken: sell.token.address,
    buyToken: buy.token.address,
    kind: link.kind,
    amount: amount.value,
    from: zeroAddress,
    validForSeconds: DEFAULT_DEADLINE_MINUTES * 60,
  })
  return checkBody('quote', (wire) => wire.quoteRequestSchema, toWireQuoteRequest(request))
}

describe('earlyQuoteBody', () => {
  it.each([
    '#/swap?sell=WETH&buy=USDC&amount=1',
    '#/swap?sell=weth&buy=usdc&amount=0.5',
    '#/swap?sell=USDC&buy=WETH&amount=2500.25',
    '#/swap?sell=WETH&buy=USDC&amount=1000&kind=buy',
    `#/swap?chain=${chainId}&sell=${weth.address.toLowerCase()}&buy=${usdc.address}&amount=.1`,
  ])('is the body the swap form sends for %s', async (hash) => {
    const early = earlyQuoteBody(config, hash)
    expect(early).toBeDefined()
    expect(stableStringify(early)).toBe(stableStringify(await formBody(hash)))
  })

  it.each([
    ['another network in the link', '#/swap?chain=1&sell=WETH&buy=USDC&amount=1'],
    ['no amount', '#/swap?sell=WETH&buy=USDC'],
    ['a zero amount', '#/swap?sell=WETH&buy=USDC&amount=0'],
    ['a locale separator', '#/swap?sell=WETH&buy=USDC&amount=1,5'],
    ['more decimals than the token has', '#/swap?sell=USDC&buy=WETH&amount=1.1234567'],
    ['an exponent', '#/swap?sell=WETH&buy=USDC&amount=1e3'],
    ['one token only', '#/swap?sell=WETH&amount=1'],
    ['the same token twice', '#/swap?sell=WETH&buy=weth&amount=1'],
    ['an unlisted symbol', '#/swap?sell=WETH&buy=NOPE&amount=1'],
    ['the native currency (eth-flow, left to the app)', '#/swap?sell=ETH&buy=USDC&amount=1'],
    ['an unlisted address', `#/swap?sell=WETH&buy=0x${'12'.repeat(20)}&amount=1`],
    ['another page', '#/limit?sell=WETH&buy=USDC&amount=1'],
  ])('is undefined for %s', (_case, hash) => {
    expect(earlyQuoteBody(config, hash)).toBeUndefined()
  })

  it('leaves a visitor whose saved settings name another network or environment to the app', () => {
    const hash = '#/swap?sell=WETH&buy=USDC&amount=1'
    expect(earlyQuoteBody(config, hash, { selectedChainId: chainId })).toBeDefined()
    expect(earlyQuoteBody(config, hash, { selectedChainId: 1 })).toBeUndefined()
    expect(earlyQuoteBody(config, hash, { environment: 'staging' })).toBeUndefined()
  })
})
