import { describe, expect, it } from 'vitest'
import { getSlippageTolerance } from '@/api/token-data'
import { fakeFetch, json, testContext, USDC, WETH } from '@/api/test-fixtures'
import { slippageParamsOf } from './use-trade-quote'
import type { QuoteDraft } from './quote-draft'

const TRADER = '0x70997970C51812dc3A010C7d01b50e20d17dc79C'

const sell: QuoteDraft = {
  sellToken: WETH,
  buyToken: USDC,
  kind: 'sell',
  amount: 10n ** 18n,
  from: TRADER,
  validForSeconds: 1800,
}

/** What the swap sends to slippageTolerance (spec 4.3) for `draft`, as the wire query. */
async function sentQuery(draft: QuoteDraft, quotedFee: bigint) {
  const fetch = fakeFetch(() => json(200, { slippageBps: 50 }))
  await getSlippageTolerance(testContext(fetch), slippageParamsOf(draft, quotedFee))
  const url = new URL(fetch.calls[0]?.url ?? '')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

describe('what the swap asks slippageTolerance', () => {
  it("the pair, the kind, the fixed amount, not partially fillable, the deadline and the quote's fee", async () => {
    expect(await sentQuery(sell, 150_000_000_000_000n)).toEqual({
      path: `/1/markets/${WETH}-${USDC}/slippageTolerance`,
      query: {
        orderKind: 'sell',
        partiallyFillable: 'false',
        sellAmount: '1000000000000000000',
        expirationTimeInSeconds: '1800',
        feeAmount: '150000000000000',
      },
    })
  })

  it('a buy order fixes the buy amount; a zero fee is still a fee', async () => {
    const buy: QuoteDraft = { ...sell, kind: 'buy', amount: 2_500_000_000n, validForSeconds: 600 }
    expect((await sentQuery(buy, 0n)).query).toEqual({
      orderKind: 'buy',
      partiallyFillable: 'false',
      buyAmount: '2500000000',
      expirationTimeInSeconds: '600',
      feeAmount: '0',
    })
  })
})
