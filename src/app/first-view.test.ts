import { describe, expect, it } from 'vitest'
import { classifyLocation } from './first-view'

describe('classifyLocation', () => {
  it('hydrates the swap route and the locations that lead to it', () => {
    for (const hash of ['', '#', '#/', '#/swap']) {
      expect(classifyLocation(hash)).toEqual({
        kind: 'prerendered',
        path: '/swap',
        canonicalHash: '#/swap',
      })
    }
  })

  it('hydrates the page index.html put in place from its templates, by its route', () => {
    expect(classifyLocation('#/orders', '/orders')).toEqual({
      kind: 'prerendered',
      path: '/orders',
      canonicalHash: '#/orders',
    })
    const order = `#/orders/0x${'ab'.repeat(56)}`
    expect(classifyLocation(order, '/orders/:uid')).toEqual({
      kind: 'prerendered',
      path: '/orders/:uid',
      canonicalHash: order,
    })
  })

  it('renders other pages and swap links with parameters afresh', () => {
    for (const hash of ['#/orders', '#/swap?sell=WETH&buy=DAI', '#/swap/', '#/token/1/0xabc']) {
      expect(classifyLocation(hash)).toEqual({ kind: 'other' })
      expect(classifyLocation(hash, null)).toEqual({ kind: 'other' })
    }
  })
})
