import { describe, expect, it } from 'vitest'
import { showsPrerenderedPage } from './first-view'

describe('showsPrerenderedPage', () => {
  it('is the swap page with no query, or no route at all', () => {
    for (const hash of ['', '#', '#/', '#/swap']) expect(showsPrerenderedPage(hash)).toBe(true)
  })

  it('is not another page, nor a swap link with a pair or an amount', () => {
    for (const hash of ['#/limit', '#/orders', '#/swap?sell=WETH', '#/swap/', '#/swapx']) {
      expect(showsPrerenderedPage(hash)).toBe(false)
    }
  })
})
