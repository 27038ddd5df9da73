import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  filledSentence,
  orderChange,
  orderTokenWords,
  seenOf,
  submittedSentence,
  tradedWords,
  type KnownToken,
} from './order-outcome'
import { outcomeToast } from './outcome-toast'

const token = (symbol: string) => {
  const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(symbol)
  return found.address
}
const UID = `0x${'ab'.repeat(56)}` as const
const order = {
  uid: UID,
  sellToken: token('WETH'),
  buyToken: token('USDC'),
  executedSellAmount: 0n,
  executedBuyAmount: 0n,
  class: 'market' as const,
  appData: '{}',
}

describe('orderChange', () => {
  it('announces each final outcome once', () => {
    expect(orderChange(undefined, { status: 'fulfilled', executedSellAmount: 1n })).toBe('filled')
    expect(orderChange(undefined, { status: 'expired', executedSellAmount: 0n })).toBe('expired')
    expect(orderChange(undefined, { status: 'cancelled', executedSellAmount: 0n })).toBe(
      'cancelled',
    )
    const filled = seenOf({ status: 'fulfilled', executedSellAmount: 1n })
    expect(orderChange(filled, { status: 'fulfilled', executedSellAmount: 1n })).toBeUndefined()
  })

  it('announces a partial fill when the executed amount grows while open', () => {
    expect(orderChange(undefined, { status: 'open', executedSellAmount: 0n })).toBeUndefined()
    expect(orderChange(undefined, { status: 'open', executedSellAmount: 5n })).toBe(
      'partiallyFilled',
    )
    const partly = seenOf({ status: 'open', executedSellAmount: 5n })
    expect(orderChange(partly, { status: 'open', executedSellAmount: 5n })).toBeUndefined()
    expect(orderChange(partly, { status: 'open', executedSellAmount: 9n })).toBe('partiallyFilled')
    expect(orderChange(partly, { status: 'fulfilled', executedSellAmount: 10n })).toBe('filled')
  })
})

describe('outcomeToast', () => {
  it('words a fill with the amounts, looking tokens up in the list when not given', () => {
    const toast = outcomeToast(
      'filled',
      { ...order, executedSellAmount: 10n ** 18n, executedBuyAmount: 2_500_000_000n },
      sandboxDeployment.chainId,
    )
    expect(toast).toMatchObject({ tone: 'success', title: 'Swap filled' })
    expect(toast.description).toMatch(/^Sold 1 WETH for 2,500 USDC\.$/)
    expect(toast.link?.href).toBe(`#/orders?uid=${UID}`)
  })

  it('says whether anything was traded on expiry and cancellation', () => {
    expect(outcomeToast('expired', order, 31337).description).toMatch(/Nothing was traded/)
    expect(
      outcomeToast('cancelled', { ...order, executedSellAmount: 1n, executedBuyAmount: 1n }, 31337)
        .description,
    ).toMatch(/after a partial fill/)
    expect(outcomeToast('partiallyFilled', order, 31337).title).toBe('Swap partially filled')
  })

  it("titles a limit order's news with its own name, as its page and the dialog do", () => {
    const limit = {
      ...order,
      class: 'limit' as const,
      fullAppData: JSON.stringify({ metadata: { orderClass: { orderClass: 'limit' } } }),
    }
    expect(outcomeToast('filled', limit, 31337).title).toBe('Limit order filled')
    expect(outcomeToast('cancelled', limit, 31337).title).toBe('Limit order cancelled')
    expect(outcomeToast('expired', limit, 31337).title).toBe('Limit order expired')
  })
})

describe('an eth-flow order (native currency sold through the flow contract)', () => {
  const ethFlow = { ...order, ethflowData: { userValidTo: 1_900_000_000 } }

  it('titles an eth-flow swap the service classes limit (fee 0) by its appData', () => {
    const fullAppData = JSON.stringify({ metadata: { orderClass: { orderClass: 'market' } } })
    expect(
      outcomeToast('cancelled', { ...ethFlow, class: 'limit', fullAppData }, 31337).title,
    ).toBe('Swap cancelled')
  })

  it('says the trader sold ETH, not the WETH the contract sold', () => {
    const toast = outcomeToast(
      'filled',
      { ...ethFlow, executedSellAmount: 2n * 10n ** 17n, executedBuyAmount: 600_000_000n },
      sandboxDeployment.chainId,
    )
    expect(toast.description).toBe('Sold 0.2 ETH for 600 USDC.')
  })

  it('says the ETH goes back (a refund follows) when it expires unfilled', () => {
    expect(outcomeToast('expired', ethFlow, 31337).description).toMatch(
      /Its ETH goes back to your wallet\.$/,
    )
  })

  it('says the ETH came back with the cancellation: the trader cancelled, no refund follows', () => {
    expect(outcomeToast('cancelled', ethFlow, 31337).description).toBe(
      'The order was cancelled. Its ETH came back with the cancellation.',
    )
  })
})

const known = (symbol: string): KnownToken => {
  const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(symbol)
  return { address: found.address, symbol: found.symbol, decimals: found.decimals }
}
/** 1 WETH filled for 3,109 USDC (6 decimals). */
const filled = { ...order, executedSellAmount: 10n ** 18n, executedBuyAmount: 3_109_000_000n }

describe('words from the order itself', () => {
  it('names a token by the order’s address, never by position', () => {
    const weth = known('WETH')
    // The form now shows DAI → WBTC (a host's UPDATE_PARAMS): they do not name WETH.
    expect(orderTokenWords(31337, weth.address, [known('DAI'), known('WBTC')])).toEqual({
      symbol: 'WETH',
      decimals: 18,
    })
    expect(orderTokenWords(undefined, weth.address, [known('DAI'), known('WBTC')])).toBeUndefined()
    expect(orderTokenWords(undefined, weth.address, [known('DAI'), weth])).toEqual({
      symbol: 'WETH',
      decimals: 18,
    })
  })

  it('prefers the known token at the address (an imported token) to the list', () => {
    const imported = { address: token('WETH'), symbol: 'MINE', decimals: 18 }
    expect(tradedWords(filled, 31337, [imported])).toBe('1 MINE for 3,109 USDC')
  })

  it('says a filled WETH → USDC order whatever the form shows now', () => {
    // The regression: the form's DAI/WBTC words made this "Sold 1 DAI for 31.09 WBTC."
    const formNow = [known('DAI'), known('WBTC')]
    expect(filledSentence(filled, 31337, formNow)).toBe('Sold 1 WETH for 3,109 USDC.')
    expect(outcomeToast('filled', filled, 31337, formNow).description).toBe(
      'Sold 1 WETH for 3,109 USDC.',
    )
  })

  it('says "tokens" for a token it cannot name rather than borrowing another’s decimals', () => {
    expect(filledSentence(filled, undefined, [known('DAI')])).toBe('Sold tokens for tokens.')
    expect(filledSentence(filled, 1, [])).toBe('Sold tokens for tokens.')
  })

  it('words partial fills, expiries and cancellations from the executed amounts', () => {
    const partly = {
      ...order,
      executedSellAmount: 5n * 10n ** 17n,
      executedBuyAmount: 1_554_500_000n,
    }
    const formNow = [known('DAI'), known('WBTC')]
    expect(outcomeToast('partiallyFilled', partly, 31337, formNow).description).toBe(
      'So far sold 0.5 WETH for 1,554.5 USDC. The rest stays open.',
    )
    expect(outcomeToast('expired', partly, 31337, formNow).description).toMatch(
      /sold 0\.5 WETH for 1,554\.5 USDC/,
    )
    expect(outcomeToast('cancelled', partly, 31337, formNow).description).toMatch(
      /sold 0\.5 WETH for 1,554\.5 USDC/,
    )
  })

  it('words the submitted order from its signed tokens and amounts', () => {
    const placed = {
      ...order,
      kind: 'sell' as const,
      sellAmount: 10n ** 18n,
      buyAmount: 3_100_000_000n,
    }
    const confirmed = [known('USDC'), known('WETH')]
    expect(submittedSentence(placed, undefined, confirmed)).toBe(
      'Selling 1 WETH for at least 3,100 USDC.',
    )
    expect(submittedSentence({ ...placed, kind: 'buy' }, 31337)).toBe(
      'Buying 3,100 USDC for at most 1 WETH.',
    )
  })
})

describe('filledSentence with the surplus', () => {
  const WETH_T = {
    address: '0x1111111111111111111111111111111111111111',
    symbol: 'WETH',
    decimals: 18,
  } as const
  const USDC_T = {
    address: '0x2222222222222222222222222222222222222222',
    symbol: 'USDC',
    decimals: 6,
  } as const
  const order = {
    kind: 'sell',
    sellToken: WETH_T.address,
    buyToken: USDC_T.address,
    sellAmount: 10n ** 18n,
    buyAmount: 3_000_000_000n,
    executedSellAmount: 10n ** 18n,
    executedSellAmountBeforeFees: 10n ** 18n,
    executedBuyAmount: 3_012_500_000n,
  } as const

  it('says how much better than the signed limit the fill was', () => {
    expect(filledSentence(order, undefined, [WETH_T, USDC_T])).toBe(
      'Sold 1 WETH for 3,012.5 USDC. That is 12.5 USDC more than your limit.',
    )
    expect(
      filledSentence({ ...order, executedBuyAmount: 3_000_000_000n }, undefined, [WETH_T, USDC_T]),
    ).toBe('Sold 1 WETH for 3,000 USDC.')
  })

  it('adds the surplus in USD when the price of its token is known, and only then', () => {
    const prices = (token: string) => (token === USDC_T.address ? 0.9998 : undefined)
    expect(filledSentence(order, undefined, [WETH_T, USDC_T], prices)).toBe(
      'Sold 1 WETH for 3,012.5 USDC. That is 12.5 USDC (≈ $12.50) more than your limit.',
    )
    expect(filledSentence(order, undefined, [WETH_T, USDC_T], () => undefined)).toBe(
      'Sold 1 WETH for 3,012.5 USDC. That is 12.5 USDC more than your limit.',
    )
    // A buy order saves sell tokens: the dollar figure is the sell token's.
    const buy = {
      ...order,
      kind: 'buy',
      executedSellAmountBeforeFees: 99n * 10n ** 16n,
      executedSellAmount: 99n * 10n ** 16n,
      executedBuyAmount: 3_000_000_000n,
    } as const
    expect(
      filledSentence(buy, undefined, [WETH_T, USDC_T], (t) =>
        t === WETH_T.address ? 3000 : undefined,
      ),
    ).toBe('Sold 0.99 WETH for 3,000 USDC. That is 0.01 WETH (≈ $30.00) less than your limit.')
  })
})
