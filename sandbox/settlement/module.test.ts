import { afterEach, describe, expect, it } from 'vitest'
import { orderbookRules } from '../compose'
import { createSettlementModule } from './module'

describe('createSettlementModule', () => {
  const saved = process.env.SANDBOX_AUCTION_INTERVAL_MS
  afterEach(() => {
    if (saved === undefined) delete process.env.SANDBOX_AUCTION_INTERVAL_MS
    else process.env.SANDBOX_AUCTION_INTERVAL_MS = saved
  })

  it('refuses a malformed SANDBOX_AUCTION_INTERVAL_MS with a clear message', () => {
    process.env.SANDBOX_AUCTION_INTERVAL_MS = '3s'
    expect(() => createSettlementModule(orderbookRules)).toThrow(
      /SANDBOX_AUCTION_INTERVAL_MS.*"3s"/,
    )
    process.env.SANDBOX_AUCTION_INTERVAL_MS = '250'
    expect(() => createSettlementModule(orderbookRules)).not.toThrow()
  })

  it('refuses bad options', () => {
    expect(() => createSettlementModule(orderbookRules, { solverIntervalMs: -1 })).toThrow(
      /solverIntervalMs/,
    )
    expect(() => createSettlementModule(orderbookRules, { indexerIntervalMs: 1.5 })).toThrow(
      /indexerIntervalMs/,
    )
    expect(() => createSettlementModule(orderbookRules, { refundIntervalMs: -5 })).toThrow(
      /refundIntervalMs/,
    )
    expect(() => createSettlementModule(orderbookRules, { auctionLiquidityFraction: 0 })).toThrow(
      /Fraction/,
    )
  })

  it('provides migrations, routes, loops and the status hook; runs only inside a service', async () => {
    const module = createSettlementModule(orderbookRules, {
      solverIntervalMs: 0,
      indexerIntervalMs: 0,
    })
    expect(module.serviceOptions.extraMigrations.map((m) => m.version)).toEqual([101])
    expect(module.serviceOptions.loops.map((l) => l.name)).toEqual([
      'settlement-indexer',
      'solver',
      'ethflow-refunder',
    ])
    expect(module.serviceOptions.hooks.competitionStatus).toBeTypeOf('function')
    await expect(module.runAuction()).rejects.toThrow(/started orderbook service/)
    await expect(module.refundEthFlowOrders()).rejects.toThrow(/started orderbook service/)
  })
})
