import { describe, expect, it } from 'vitest'
import { getListedTokens } from '@/config/token-lists'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import { parseTokenAddress, parseTokenRoute, tokenPath } from './token-route'

const WETH = getListedTokens(31337).find((t) => t.symbol === 'WETH')?.address ?? '0x'

describe('parseTokenRoute', () => {
  it('accepts a chain id or a name, and an address in any valid case', () => {
    const byId = parseTokenRoute('31337', WETH.toLowerCase())
    expect(byId).toEqual({
      ok: true,
      chain: CHAINS[31337],
      token: { native: false, address: WETH },
    })
    expect(parseTokenRoute('gnosis', WETH)).toMatchObject({ ok: true, chain: { id: 100 } })
    expect(parseTokenRoute('xdai', WETH)).toMatchObject({ ok: true, chain: { id: 100 } })
    expect(parseTokenRoute('Mainnet', WETH.toUpperCase().replace('0X', '0x'))).toMatchObject({
      ok: true,
      chain: { id: 1 },
      token: { address: WETH },
    })
  })

  it('reads "-" as the native currency', () => {
    expect(parseTokenRoute('1', '-')).toEqual({
      ok: true,
      chain: CHAINS[1],
      token: { native: true },
    })
  })

  it('explains a malformed address in one sentence', () => {
    const short = parseTokenRoute('1', '0x1234')
    expect(short).toMatchObject({ ok: false, problem: 'address' })
    if (!short.ok) expect(short.sentence).toContain('0x followed by 40 hexadecimal characters')
    const words = parseTokenRoute('1', 'weth')
    expect(words.ok).toBe(false)
    const badChecksum = parseTokenRoute('1', WETH.replace('e1Aa', 'E1aa'))
    expect(badChecksum.ok).toBe(false)
    if (!badChecksum.ok) expect(badChecksum.sentence).toContain('checksum')
    const empty = parseTokenRoute('1', undefined)
    if (!empty.ok) expect(empty.sentence).toBe('The link does not contain a token address.')
  })

  it('explains an unknown chain and lists the known ones', () => {
    const result = parseTokenRoute('optimism', WETH)
    expect(result).toMatchObject({ ok: false, problem: 'chain' })
    if (!result.ok) {
      expect(result.sentence).toContain('"optimism" is not a network')
      expect(result.sentence).toContain('gnosis (100)')
    }
    expect(parseTokenRoute('999', WETH).ok).toBe(false)
  })

  it('caps a very long bad segment in the sentence', () => {
    const result = parseTokenAddress('x'.repeat(500))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.sentence.length).toBeLessThan(200)
  })
})

describe('tokenPath', () => {
  it('round-trips through parseTokenRoute', () => {
    expect(tokenPath(CHAINS[31337], { native: false, address: WETH })).toBe(
      `/token/sandbox/${WETH}`,
    )
    expect(tokenPath(CHAINS[100], { native: true })).toBe('/token/gnosis/-')
    const [, , chain, address] = tokenPath(CHAINS[8453], { native: false, address: WETH }).split(
      '/',
    )
    expect(parseTokenRoute(chain, address)).toMatchObject({ ok: true, chain: { id: 8453 } })
  })
})
