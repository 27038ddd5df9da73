import { afterEach, describe, expect, it } from 'vitest'
import { SANDBOX_WETH as WETH } from '@/api/test-fixtures'
import { getListedTokens } from '@/config/token-lists'
import { activateLocale } from '@/i18n/activate'
import { LOCALES } from '@/i18n/locales'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import {
  linkAmount,
  readSwapParams,
  shownAmount,
  tokenParam,
  writeSwapParams,
  type TypedAmount,
} from './swap-url'

const tokens = getListedTokens(31337)

describe('swap URL', () => {
  it('reads the pair, amount and kind', () => {
    const state = readSwapParams(
      new URLSearchParams('chain=31337&sell=WETH&buy=USDC&amount=1.5&kind=buy'),
    )
    expect(state).toEqual({ chainId: 31337, sell: 'WETH', buy: 'USDC', amount: '1.5', kind: 'buy' })
  })

  it('defaults to a sell with no amount and ignores nonsense', () => {
    expect(readSwapParams(new URLSearchParams('kind=swap&chain=x'))).toEqual({
      chainId: undefined,
      sell: undefined,
      buy: undefined,
      amount: '',
      kind: 'sell',
    })
  })

  it('writes a patch and keeps unrelated parameters', () => {
    const next = writeSwapParams(new URLSearchParams('sell=WETH&ref=abc&amount=2'), {
      buy: 'USDC',
      amount: '',
      kind: 'sell',
    })
    expect(next.toString()).toBe('sell=WETH&ref=abc&buy=USDC&kind=sell')
  })

  it('round-trips', () => {
    const state = {
      chainId: 1,
      sell: 'DAI',
      buy: WETH.address,
      amount: '100',
      kind: 'sell' as const,
    }
    expect(readSwapParams(writeSwapParams(new URLSearchParams(), state))).toEqual(state)
  })

  it('names listed tokens by symbol, others by address', () => {
    expect(tokenParam(WETH, tokens)).toBe('WETH')
    expect(
      tokenParam({ symbol: 'WETH', address: '0x0000000000000000000000000000000000000001' }, tokens),
    ).toBe('0x0000000000000000000000000000000000000001')
  })
})

describe('the amount in a link', () => {
  afterEach(() => activateLocale('en'))

  /** What the link holds for `text` typed into a WETH field in a language with `separator`. */
  const linked = (text: string, separator: '.' | ',') =>
    linkAmount(parseAmountInput(text, 18, 'WETH', separator), 18)

  it.each([
    ['12,5', ',', '12.5'],
    ['12,50', ',', '12.5'],
    ['12,', ',', '12'],
    [',5', ',', '0.5'],
    ['12.5', '.', '12.5'],
    ['0.000000000000000001', '.', '0.000000000000000001'],
  ] as const)('is the plain decimal read: %s typed (decimal %s) is %s', (text, sep, link) => {
    expect(linked(text, sep)).toBe(link)
  })

  it('is written into the link as the plain decimal', () => {
    const link = writeSwapParams(new URLSearchParams(), {
      amount: linked('12,5', ','),
      kind: 'sell',
    })
    expect(link.toString()).toBe('amount=12.5&kind=sell')
  })

  // "1.000" asks "did you mean 1000?" in Russian, and would read 1 in English.
  it.each([
    ['1.000', ','],
    ['1,5', '.'],
    ['abc', '.'],
    ['0', '.'],
    ['', ','],
  ] as const)(
    'holds nothing for %s, no amount yet: a doubtful number never travels',
    (text, sep) => {
      expect(linked(text, sep)).toBe('')
    },
  )

  it('reads as the same number in every language', async () => {
    for (const { locale } of LOCALES) {
      await activateLocale(locale)
      for (const [link, units] of [
        ['12.5', 125n * 10n ** 17n],
        ['1.000', 10n ** 18n],
        ['1000.5', 10005n * 10n ** 17n],
        ['.5', 5n * 10n ** 17n],
        ['3', 3n * 10n ** 18n],
      ] as const) {
        const shown = shownAmount({ amount: link, kind: 'sell' }, undefined)
        expect(parseAmountInput(shown, 18, 'WETH'), `${link} in ${locale}`).toMatchObject({
          status: 'valid',
          value: units,
        })
      }
    }
  })

  it("is shown with the language's decimal separator; an older link's text as it is", async () => {
    await activateLocale('ru')
    expect(shownAmount({ amount: '12.5', kind: 'sell' }, undefined)).toBe('12,5')
    expect(shownAmount({ amount: '12,5', kind: 'sell' }, undefined)).toBe('12,5')
    expect(parseAmountInput('12,5', 18, 'WETH')).toMatchObject({ value: 125n * 10n ** 17n })
    await activateLocale('en')
    expect(shownAmount({ amount: '12.5', kind: 'sell' }, undefined)).toBe('12.5')
    // An older Russian link, opened in English: asked about, as before.
    const older = shownAmount({ amount: '12,5', kind: 'sell' }, undefined)
    expect(parseAmountInput(older, 18, 'WETH')).toMatchObject({
      status: 'invalid',
      problem: 'localeSeparator',
      sentence: expect.stringContaining('did you mean 12.5?'),
    })
  })

  it('shows what the trader typed while the link holds what it was read as', () => {
    const typed: TypedAmount = { kind: 'sell', text: '12,50', link: '12.5' }
    const comma = () => ',' as const
    expect(shownAmount({ amount: '12.5', kind: 'sell' }, typed, comma)).toBe('12,50')
    // The link moved on (Max, another link, the flip): the link's amount is shown.
    expect(shownAmount({ amount: '3', kind: 'sell' }, typed, comma)).toBe('3')
    expect(shownAmount({ amount: '12.5', kind: 'buy' }, typed, comma)).toBe('12,5')
  })
})
