import { describe, expect, it } from 'vitest'
import { SANDBOX_WETH as WETH } from '@/api/test-fixtures'
import { getListedTokens } from '@/config/token-lists'
import { readSwapParams, tokenParam, writeSwapParams } from './swap-url'

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
