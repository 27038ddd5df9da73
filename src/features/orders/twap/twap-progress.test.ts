import { describe, expect, it } from 'vitest'
import { twapData } from '@/api/test-fixtures'
import { twapProgress, type TwapPartOrder } from './twap-progress'

const data = twapData()
const filled: TwapPartOrder = {
  status: 'fulfilled',
  executedSellAmount: 10n,
  executedBuyAmount: 30n,
}
const open: TwapPartOrder = { status: 'open', executedSellAmount: 0n, executedBuyAmount: 0n }

/** The progress of `data`, started at 1000, seen at `now`. */
const progressAt = (now: number, partOrders: TwapPartOrder[], active = true) =>
  twapProgress({ data, start: 1000, now, active, partOrders })

describe('twapProgress', () => {
  it('counts filled parts and sums what they traded, with the next part time', () => {
    const p = progressAt(1700, [filled, open])
    expect(p).toEqual({
      filledParts: 1,
      parts: 4,
      sold: 10n,
      bought: 30n,
      nextPartAt: 2200,
      state: 'running',
    })
  })

  it('has no next part after the last, nor once cancelled', () => {
    expect(progressAt(3000, []).nextPartAt).toBeUndefined()
    const cancelled = progressAt(1700, [filled], false)
    expect(cancelled).toMatchObject({ state: 'cancelled', nextPartAt: undefined, filledParts: 1 })
  })

  it('is finished after its last part', () => {
    expect(progressAt(3400, []).state).toBe('finished')
  })

  it('is finished once every part filled, before its last interval ends', () => {
    const p = progressAt(3000, [filled, filled, filled, filled])
    expect(p).toMatchObject({ state: 'finished', filledParts: 4, sold: 40n, nextPartAt: undefined })
  })
})
