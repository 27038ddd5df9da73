import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@/config/sandbox-deployment'
import { orderChange, outcomeToast, seenOf } from './order-outcome'

const token = (symbol: string) => {
  const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(symbol)
  return found.address
}
const UID = `0x${'ab'.repeat(56)}` as const
const order = {
  uid: UID,
  sellToken: token('WETH'),
  buyToken: token('USDC'),
  executedSellAmount: 0n,
  executedBuyAmount: 0n,
}

describe('orderChange', () => {
  it('announces each final outcome once', () => {
    expect(orderChange(undefined, { status: 'fulfilled', executedSellAmount: 1n })).toBe('filled')
    expect(orderChange(undefined, { status: 'expired', executedSellAmount: 0n })).toBe('expired')
    expect(orderChange(undefined, { status: 'cancelled', executedSellAmount: 0n })).toBe(
      'cancelled',
    )
    const filled = seenOf({ status: 'fulfilled', executedSellAmount: 1n })
    expect(orderChange(filled, { status: 'fulfilled', executedSellAmount: 1n })).toBeUndefined()
  })

  it('announces a partial fill when the executed amount grows while open', () => {
    expect(orderChange(undefined, { status: 'open', executedSellAmount: 0n })).toBeUndefined()
    expect(orderChange(undefined, { status: 'open', executedSellAmount: 5n })).toBe(
      'partiallyFilled',
    )
    const partly = seenOf({ status: 'open', executedSellAmount: 5n })
    expect(orderChange(partly, { status: 'open', executedSellAmount: 5n })).toBeUndefined()
    expect(orderChange(partly, { status: 'open', executedSellAmount: 9n })).toBe('partiallyFilled')
    expect(orderChange(partly, { status: 'fulfilled', executedSellAmount: 10n })).toBe('filled')
  })
})

describe('outcomeToast', () => {
  it('words a fill with the amounts, looking tokens up in the list when not given', () => {
    const toast = outcomeToast(
      'filled',
      { ...order, executedSellAmount: 10n ** 18n, executedBuyAmount: 2_500_000_000n },
      sandboxDeployment.chainId,
    )
    expect(toast).toMatchObject({ tone: 'success', title: 'Swap filled' })
    expect(toast.description).toMatch(/^Sold 1 WETH for 2,500 USDC\.$/)
    expect(toast.link?.href).toBe(`#/orders?uid=${UID}`)
  })

  it('says whether anything was traded on expiry and cancellation', () => {
    expect(outcomeToast('expired', order, 31337).description).toMatch(/Nothing was traded/)
    expect(
      outcomeToast('cancelled', { ...order, executedSellAmount: 1n, executedBuyAmount: 1n }, 31337)
        .description,
    ).toMatch(/after a partial fill/)
    expect(outcomeToast('partiallyFilled', order, 31337).title).toBe('Swap partially filled')
  })
})
