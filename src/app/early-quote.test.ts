import { describe, expect, it } from 'vitest'
import { zeroAddress } from 'viem'
import { checkBody } from '@/api/orderbook-request'
import { toWireQuoteRequest } from '@/api/quote-request'
import { getListedTokens } from '@/config/token-lists'
import { stableStringify } from '@/protocol/app-data'
import { SANDBOX_CHAIN_ID } from '@/protocol/chains'
import { readSwapParams } from '@/features/swap/swap-url'
import { DEFAULT_DEADLINE_MINUTES } from '@/trade/quote/deadline'
import { quoteRequestOf } from '@/trade/quote/quote-draft'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import { listedWithNativeCurrency } from '@/trade/tokens/native-currency'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import { toQuote } from '@/api/quote-types'
import type { WireQuoteResponse } from '@/api/wire-quote'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { quotedAmountText } from '@/trade/trade-text'
import {
  earlyQuoteBody,
  earlyQuotePlan,
  previewQuotedText,
  type EarlyQuoteConfig,
  type EarlyQuotePlan,
} from './early-quote'

const chainId = SANDBOX_CHAIN_ID
const config: EarlyQuoteConfig = {
  chainId,
  environment: 'production',
  url: 'http://127.0.0.1:8080/sandbox/api/v1/quote',
  validForSeconds: DEFAULT_DEADLINE_MINUTES * 60,
  settingsKey: 'batchswap.settings.v1',
  draftKey: 'batchswap.swap-draft.v1',
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

  it('leaves a visitor whose saved deadline is not the default to the app (the quote’s validity)', () => {
    const hash = '#/swap?sell=WETH&buy=USDC&amount=1'
    const minutes = DEFAULT_DEADLINE_MINUTES
    expect(earlyQuoteBody(config, hash, { deadlineMinutes: minutes })).toBeDefined()
    expect(earlyQuoteBody(config, hash, { deadlineMinutes: minutes + 30 })).toBeUndefined()
    expect(earlyQuoteBody(config, hash, { deadlineMinutes: 'soon' })).toBeUndefined()
  })
})

describe('earlyQuotePlan', () => {
  it('names what the form shows: the tokens, the kind and the link’s amount as typed', () => {
    const plan = earlyQuotePlan(config, '#/swap?sell=usdc&buy=WETH&amount=2500.50&kind=buy')
    expect(plan).toMatchObject({ kind: 'buy', sell: usdc, buy: weth, amountText: '2500.50' })
    expect(plan?.body).toEqual(
      earlyQuoteBody(config, '#/swap?sell=usdc&buy=WETH&amount=2500.50&kind=buy'),
    )
  })
})

/** An answer of the service for `plan` (the real service's shape, real-service notes). */
function answerFor(plan: EarlyQuotePlan, amounts: { sell: string; buy: string; fee: string }) {
  return {
    quote: {
      sellToken: plan.sell.address.toLowerCase(),
      buyToken: plan.buy.address.toLowerCase(),
      receiver: null,
      sellAmount: amounts.sell,
      buyAmount: amounts.buy,
      validTo: 1_900_000_000,
      appData: '{}',
      appDataHash: `0x${'ab'.repeat(32)}`,
      feeAmount: amounts.fee,
      gasAmount: '110000',
      gasPrice: '1000000000',
      sellTokenPrice: '1',
      kind: plan.kind,
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
    },
    from: zeroAddress,
    expiration: '2026-11-28T03:00:00.000Z',
    id: 42,
    verified: true,
  }
}

/** The quoted field's text as the swap form derives it (use-swap-trade.ts, pair-section.tsx). */
function formQuotedText(plan: EarlyQuotePlan, answer: ReturnType<typeof answerFor>) {
  const quote = toQuote(answer as WireQuoteResponse, { receivedAt: new Date() })
  const summary = summarizeQuote({
    quote,
    sellToken: plan.sell,
    buyToken: plan.buy,
    slippageBps: 50,
  })
  return plan.kind === 'sell'
    ? quotedAmountText(summary.buyAmount, plan.buy.decimals)
    : quotedAmountText(summary.sellAmount, plan.sell.decimals)
}

describe('previewQuotedText', () => {
  const sellPlan = earlyQuotePlan(config, '#/swap?sell=WETH&buy=USDC&amount=1')
  const buyPlan = earlyQuotePlan(config, '#/swap?sell=WETH&buy=USDC&amount=1000&kind=buy')
  if (!sellPlan || !buyPlan) throw new Error('the sandbox pair has no plan')
  const amounts = { sell: '999850000000000000', buy: '3264615467', fee: '150000000000000' }

  it.each([
    ['a sell (the buy side is quoted)', sellPlan, amounts],
    ['a buy (the sell side is quoted, its network cost included)', buyPlan, amounts],
    ['a large amount, grouped', sellPlan, { ...amounts, buy: '123456789012345678' }],
    ['a dust amount', sellPlan, { ...amounts, buy: '1' }],
  ])('is the form’s text for %s', (_case, plan, figures) => {
    const answer = answerFor(plan, figures)
    const text = previewQuotedText(plan, answer)
    expect(text).toBe(formQuotedText(plan, answer))
    expect(text).not.toBe('')
  })

  it('shows the grouped figure the trader reads', () => {
    expect(previewQuotedText(sellPlan, answerFor(sellPlan, amounts))).toBe('3,264.615467')
  })

  const good = answerFor(sellPlan, amounts)
  it.each([
    ['no answer', undefined],
    ['null', null],
    ['a list', [good]],
    ['a text', JSON.stringify(good)],
    ['no quote', { ...good, quote: undefined }],
    ['the other kind', { ...good, quote: { ...good.quote, kind: 'buy' } }],
    ['another sell token', { ...good, quote: { ...good.quote, sellToken: usdc.address } }],
    ['another buy token', { ...good, quote: { ...good.quote, buyToken: weth.address } }],
    ['a number amount', { ...good, quote: { ...good.quote, buyAmount: 3264615467 } }],
    ['a negative amount', { ...good, quote: { ...good.quote, buyAmount: '-1' } }],
    ['a decimal amount', { ...good, quote: { ...good.quote, buyAmount: '1.5' } }],
    ['a hex amount', { ...good, quote: { ...good.quote, buyAmount: '0x10' } }],
    [
      'an amount over uint256',
      { ...good, quote: { ...good.quote, buyAmount: `1${'0'.repeat(78)}` } },
    ],
    ['no fee', { ...good, quote: { ...good.quote, feeAmount: undefined } }],
  ])('is undefined for %s', (_case, answer) => {
    expect(previewQuotedText(sellPlan, answer)).toBeUndefined()
  })
})
