/**
 * GET /api/v1/users/{address}/total_surplus against a real settlement: `{totalSurplus}` in the
 * real service's shape, the sum of the account's trades' surplus in native-token atoms; 0 for
 * an account that never traded; 400 for an address that is not one.
 */
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { totalSurplusResponseSchema } from '@batchswap/contract/wire/total-surplus'
import { USDC, WETH, getJson, postOrder, sellAtMarket } from '../testing/settlement-harness'
import { useHarness } from '../testing/settlement-hooks'
import { tradeSurplus } from './total-surplus'

const h = useHarness(undefined, { approvedTokens: [WETH, USDC] })
const path = (address: string) => `/sandbox/api/v1/users/${address}/total_surplus`

describe('tradeSurplus', () => {
  it('is what a sell order got above its limit, rounded against the trader', () => {
    const order = { kind: 'sell', sellAmount: 3n, buyAmount: 10n } as const
    // Sold 3 (1 of it fee) -> the limit asks ceil(10 * 2 / 3) = 7 for the 2 sold.
    expect(tradeSurplus(order, { sellAmount: 3n, feeAmount: 1n, buyAmount: 9n })).toBe(2n)
    expect(tradeSurplus(order, { sellAmount: 3n, feeAmount: 1n, buyAmount: 5n })).toBe(0n)
  })

  it('is what a buy order did not spend below its limit', () => {
    const order = { kind: 'buy', sellAmount: 100n, buyAmount: 10n } as const
    // Bought 5: the limit would spend 50; 40 + 2 fee were taken, 40 of them before fees.
    expect(tradeSurplus(order, { sellAmount: 42n, feeAmount: 2n, buyAmount: 5n })).toBe(10n)
  })
})

describe('GET /api/v1/users/{address}/total_surplus', () => {
  it('sums the surplus of the account’s trades in native-token atoms', async () => {
    const nobody = '0x00000000000000000000000000000000000000bb'
    const empty = await getJson(h, path(nobody))
    expect(empty.status).toBe(200)
    expect(totalSurplusResponseSchema.parse(empty.body)).toEqual({ totalSurplus: '0' })

    // Asking 95 % of the market leaves the solver 5 % to hand back as surplus.
    const placed = await postOrder(h, 2, sellAtMarket(h, WETH, USDC, parseUnits('1', 18), 0.95))
    const outcome = await h.module.runAuction()
    expect(outcome.txHash).toBeDefined()
    const { status, body } = await getJson(h, path(placed.owner))
    expect(status).toBe(200)
    const { totalSurplus } = totalSurplusResponseSchema.parse(body)
    // The trade's surplus, in USDC atoms, valued in WETH atoms: about 5 % of 1 WETH.
    const [trade] = await h.service.context.db.listTrades(placed.uid)
    if (!trade) throw new Error('the order did not trade')
    const surplusUsdc = tradeSurplus(placed.order, trade)
    expect(surplusUsdc).toBeGreaterThan(0n)
    const total = BigInt(totalSurplus)
    expect(total).toBeGreaterThan(parseUnits('0.03', 18))
    expect(total).toBeLessThan(parseUnits('0.07', 18))
  })

  it('refuses an address that is not one', async () => {
    const { status, body } = await getJson(h, path('0x12'))
    expect(status).toBe(400)
    expect(body).toMatchObject({ errorType: 'InvalidParameter' })
  })
})
