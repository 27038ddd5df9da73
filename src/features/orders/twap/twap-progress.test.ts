import { pad, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TwapData } from '@batchswap/contract/protocol/twap'
import { twapProgress, type TwapPartOrder } from './twap-progress'

const data: TwapData = {
  sellToken: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
  buyToken: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  receiver: zeroAddress,
  partSellAmount: 10n,
  minPartLimit: 1n,
  t0: 0n,
  n: 4n,
  t: 600n,
  span: 0n,
  appData: pad('0x01'),
}
const filled: TwapPartOrder = {
  status: 'fulfilled',
  executedSellAmount: 10n,
  executedBuyAmount: 30n,
}
const open: TwapPartOrder = { status: 'open', executedSellAmount: 0n, executedBuyAmount: 0n }

describe('twapProgress', () => {
  it('counts filled parts and sums what they traded, with the next part time', () => {
    const p = twapProgress({
      data,
      start: 1000,
      now: 1700,
      active: true,
      partOrders: [filled, open],
    })
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
    expect(
      twapProgress({ data, start: 1000, now: 3000, active: true, partOrders: [] }).nextPartAt,
    ).toBeUndefined()
    const cancelled = twapProgress({
      data,
      start: 1000,
      now: 1700,
      active: false,
      partOrders: [filled],
    })
    expect(cancelled).toMatchObject({ state: 'cancelled', nextPartAt: undefined, filledParts: 1 })
  })

  it('is finished after its last part', () => {
    expect(twapProgress({ data, start: 1000, now: 3400, active: true, partOrders: [] }).state).toBe(
      'finished',
    )
  })

  it('is finished once every part filled, before its last interval ends', () => {
    const p = twapProgress({
      data,
      start: 1000,
      now: 3000,
      active: true,
      partOrders: [filled, filled, filled, filled],
    })
    expect(p).toMatchObject({ state: 'finished', filledParts: 4, sold: 40n, nextPartAt: undefined })
  })
})
