import { describe, expect, it } from 'vitest'
import { hashPath, isActivePath, parseHash } from './hash-location'

describe('parseHash', () => {
  it('reads no hash, an empty one and `#/` as the index route', () => {
    for (const hash of ['', '#', '#/']) expect(parseHash(hash)).toEqual({ path: '/', search: '' })
  })

  it('keeps the query inside the hash apart from the route, still encoded', () => {
    expect(parseHash('#/swap?sell=WETH&buy=USDC&amount=1&kind=sell')).toEqual({
      path: '/swap',
      search: 'sell=WETH&buy=USDC&amount=1&kind=sell',
    })
    // widget-lib encodes the palette twice; decoding is URLSearchParams' job, once.
    expect(parseHash('#/widget?palette=%257B%257D').search).toBe('palette=%257B%257D')
    expect(parseHash('#/orders?')).toEqual({ path: '/orders', search: '' })
  })

  it('tolerates a route without its leading slash', () => {
    expect(parseHash('#orders/0xabc')).toEqual({ path: '/orders/0xabc', search: '' })
  })

  it('round-trips through hashPath', () => {
    for (const hash of ['#/swap', '#/swap?sell=WETH', '#/1/widget/swap/WETH/_?sellAmount=1']) {
      expect(`#${hashPath(parseHash(hash))}`).toBe(hash)
    }
  })
})

describe('isActivePath', () => {
  it('marks a page and the pages below it, ignoring case', () => {
    expect(isActivePath('/orders', '/orders')).toBe(true)
    expect(isActivePath('/orders', '/orders/0xabc')).toBe(true)
    expect(isActivePath('/token', '/Token/eth/0xabc')).toBe(true)
    expect(isActivePath('/orders', '/ordersx')).toBe(false)
    expect(isActivePath('/swap', '/orders')).toBe(false)
  })

  it('marks the index link only on the index', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/', '/swap')).toBe(false)
  })
})
