import { describe, expect, it } from 'vitest'
import { getListedTokens } from '@/config/token-lists'
import { classifyTokenQuery, resolveTokenRef, searchTokens } from './token-search'
import { SANDBOX_USDC as USDC, SANDBOX_WETH as WETH } from '@/api/test-fixtures'

const tokens = getListedTokens(31337)

describe('classifyTokenQuery', () => {
  it('recognises addresses in any case', () => {
    expect(classifyTokenQuery(WETH.address.toLowerCase())).toEqual({
      type: 'address',
      address: WETH.address,
    })
    expect(classifyTokenQuery(` ${WETH.address} `)).toMatchObject({ type: 'address' })
  })

  it.each([
    ['0x1234', /40 characters after 0x; this one has 4/],
    ['0xzz' + '0'.repeat(38), /only the characters 0-9 and a-f/],
    [WETH.address.slice(2), /starts with 0x/],
    [WETH.address.replace('e1Aa', 'E1aa'), /checksum/],
  ])('gives a sentence for the malformed address %j', (input, sentence) => {
    const q = classifyTokenQuery(input)
    expect(q.type).toBe('malformedAddress')
    if (q.type === 'malformedAddress') expect(q.sentence).toMatch(sentence)
  })

  it('treats other input as text', () => {
    expect(classifyTokenQuery('usd')).toEqual({ type: 'text', text: 'usd' })
    expect(classifyTokenQuery('  ')).toEqual({ type: 'empty' })
  })
})

describe('searchTokens', () => {
  it('finds by symbol, name and address, best match first', () => {
    expect(searchTokens(tokens, 'usdc').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchTokens(tokens, 'wrapped').map((t) => t.symbol)).toEqual(['WETH', 'WBTC'])
    expect(
      searchTokens(tokens, 'W')
        .map((t) => t.symbol)
        .slice(0, 2),
    ).toEqual(['WETH', 'WBTC'])
    expect(searchTokens(tokens, 'coin').map((t) => t.symbol)).toContain('USDC')
    expect(searchTokens(tokens, USDC.address.toLowerCase())).toEqual([USDC])
    expect(searchTokens(tokens, '').length).toBe(tokens.length)
    expect(searchTokens(tokens, 'nothing-like-this')).toEqual([])
    expect(searchTokens(tokens, '0x12')).toEqual([])
  })
})

describe('resolveTokenRef', () => {
  it('resolves symbols and addresses of listed tokens', () => {
    expect(resolveTokenRef(tokens, 'weth')).toEqual({ type: 'listed', token: WETH })
    expect(resolveTokenRef(tokens, USDC.address.toLowerCase())).toEqual({
      type: 'listed',
      token: USDC,
    })
  })

  it('offers unknown addresses for import and words the rest', () => {
    const other = '0x0000000000000000000000000000000000000001'
    expect(resolveTokenRef(tokens, other)).toEqual({ type: 'unlisted', address: other })
    expect(resolveTokenRef(tokens, 'DOGE')).toMatchObject({ type: 'invalid' })
    expect(resolveTokenRef(tokens, '0x123')).toMatchObject({ type: 'invalid' })
  })

  it('still checks the checksum of a listed address in mixed case', () => {
    // One letter's case flipped: the address of a listed token, but not as EIP-55 spells it.
    const at = USDC.address.search(/[a-fA-F]/)
    const letter = USDC.address.charAt(at)
    const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()
    const typo = USDC.address.slice(0, at) + flipped + USDC.address.slice(at + 1)
    expect(resolveTokenRef(tokens, typo)).toMatchObject({ type: 'invalid' })
    expect(resolveTokenRef(tokens, ` ${USDC.address} `)).toEqual({ type: 'listed', token: USDC })
  })
})
