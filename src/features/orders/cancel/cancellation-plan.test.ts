import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { describeError } from '@/api/error-descriptions'
import { sandboxOrder as makeOrder, OTHER_TRADER, TRADER } from '@/api/test-fixtures'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { CANCELLATION_ERROR_TYPES, cancellability, planCancellation } from './cancellation-plan'

const now = 1_900_000_000
const SETTLEMENT = sandboxDeployment.settlement
const ETH_FLOW = '0x741050c1d044e23d3eBd2e85ad8b6cE5c17555c7'

describe('cancellability', () => {
  it('cancels ECDSA orders off-chain and presign/eip1271 orders on chain', () => {
    expect(cancellability(makeOrder({ signingScheme: 'eip712' }), TRADER, now, SETTLEMENT)).toEqual(
      {
        cancellable: true,
        route: 'offChain',
      },
    )
    expect(
      cancellability(makeOrder({ signingScheme: 'ethsign' }), TRADER, now, SETTLEMENT),
    ).toEqual({
      cancellable: true,
      route: 'offChain',
    })
    expect(
      cancellability(
        makeOrder({ signingScheme: 'presign', status: 'presignaturePending' }),
        TRADER,
        now,
        SETTLEMENT,
      ),
    ).toEqual({ cancellable: true, route: 'onChain' })
    expect(
      cancellability(makeOrder({ signingScheme: 'eip1271' }), TRADER, now, SETTLEMENT),
    ).toEqual({
      cancellable: true,
      route: 'onChain',
    })
  })

  it('cancels an eth-flow order on chain, by the trader who sent the ETH, until its deadline', () => {
    const ethFlow = (userValidTo: number) =>
      makeOrder({
        owner: ETH_FLOW,
        onchainUser: TRADER,
        signingScheme: 'eip1271',
        validTo: 2 ** 32 - 1,
        ethflowData: { userValidTo },
      })
    expect(cancellability(ethFlow(now + 10), TRADER, now, SETTLEMENT)).toEqual({
      cancellable: true,
      route: 'onChain',
    })
    // Never by the contract's address, the order's owner on the protocol.
    expect(cancellability(ethFlow(now + 10), ETH_FLOW, now, SETTLEMENT).cancellable).toBe(false)
    expect(cancellability(ethFlow(now + 10), OTHER_TRADER, now, SETTLEMENT).cancellable).toBe(false)
    // Past the trader's deadline it is the refunder's (signed validTo is uint32 max).
    expect(cancellability(ethFlow(now), TRADER, now, SETTLEMENT).cancellable).toBe(false)
  })

  it('refuses orders that are not live, not owned, or native-flow, with a sentence', () => {
    const reasons = [
      cancellability(makeOrder({ status: 'fulfilled' }), TRADER, now, SETTLEMENT),
      cancellability(makeOrder({ validTo: now }), TRADER, now, SETTLEMENT),
      cancellability(makeOrder(), OTHER_TRADER, now, SETTLEMENT),
      cancellability(makeOrder(), undefined, now, SETTLEMENT),
      cancellability(
        makeOrder({
          owner: ETH_FLOW,
          onchainUser: OTHER_TRADER,
          ethflowData: { userValidTo: now + 10 },
        }),
        TRADER,
        now,
        SETTLEMENT,
      ),
    ]
    for (const r of reasons) {
      expect(r.cancellable).toBe(false)
      if (!r.cancellable) expect(r.reason).toMatch(/^[A-Z].+\.$/)
    }
  })
})

describe('an order signed for another settlement contract', () => {
  const staging = '0x9008D19f58AAbD9eD0D60971565AA8510560ab42'
  it('is never cancelled from here, and the trader is told why', () => {
    const order = makeOrder({ signingScheme: 'eip712', settlementContract: staging })
    const c = cancellability(order, TRADER, now, SETTLEMENT)
    expect(c.cancellable).toBe(false)
    if (!c.cancellable) {
      expect(c.reason).toContain(staging)
      expect(c.reason).toContain(SETTLEMENT)
      expect(c.reason).toMatch(/will not sign its cancellation\.$/)
    }
    // Also on a network the app does not know: nothing to compare with is no permission.
    expect(cancellability(order, TRADER, now, undefined).cancellable).toBe(false)
    const plan = planCancellation([order, makeOrder({}, 2)], TRADER, now, SETTLEMENT)
    expect(plan.blocked.map((b) => b.order)).toEqual([order])
    expect(plan.offChain).toHaveLength(1)
  })

  it('is the same contract whatever the letter case', () => {
    const order = makeOrder({ settlementContract: SETTLEMENT.toLowerCase() as typeof SETTLEMENT })
    expect(cancellability(order, TRADER, now, SETTLEMENT).cancellable).toBe(true)
  })
})

describe('planCancellation', () => {
  it('splits a selection by route and keeps what it cannot cancel', () => {
    const a = makeOrder({ signingScheme: 'eip712' }, 1)
    const b = makeOrder({ signingScheme: 'presign' }, 2)
    const c = makeOrder({ status: 'cancelled' }, 3)
    const plan = planCancellation([a, b, c], TRADER, now, SETTLEMENT)
    expect(plan.offChain).toEqual([a])
    expect(plan.onChain).toEqual([b])
    expect(plan.blocked.map((x) => x.order)).toEqual([c])
  })
})

describe('cancellation errors', () => {
  it.each(CANCELLATION_ERROR_TYPES)('%s has its own sentence', (errorType) => {
    const error = new ApiError({ type: 'orderbook', errorType, description: 'x', status: 400 })
    const described = describeError(error)
    // The fallback names the errorType in brackets; a known one does not.
    expect(described.sentence).not.toContain(`(${errorType})`)
    expect(described.sentence).toMatch(/^[A-Z].+[.]$/)
  })
})
