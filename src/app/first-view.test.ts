import { describe, expect, it } from 'vitest'
import { classifyLocation } from './first-view'

describe('classifyLocation', () => {
  it('hydrates the swap route and the locations that lead to it', () => {
    for (const hash of ['', '#', '#/', '#/swap']) {
      expect(classifyLocation(hash)).toEqual({ kind: 'prerendered', canonicalHash: '#/swap' })
    }
  })

  it('renders other pages and swap links with parameters afresh', () => {
    for (const hash of ['#/orders', '#/swap?sell=WETH&buy=DAI', '#/swap/', '#/token/1/0xabc']) {
      expect(classifyLocation(hash)).toEqual({ kind: 'other' })
    }
  })
})
