/**
 * Measures, by hand (not a test): how long an order takes from POST to `fulfilled` with the
 * default loop intervals, and the gas one settlement uses. Starts its own anvil and service
 * on free ports in a temp dir and stops them.
 *
 *   npx tsx sandbox/testing/measure-settlement.ts [orders=8]
 */
import { parseUnits } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { DEFAULT_AUCTION_INTERVAL_MS, DEFAULT_INDEX_INTERVAL_MS } from '../settlement/module'
import {
  USDC,
  WETH,
  approve,
  atMarket,
  getOrder,
  postOrder,
  startHarness,
} from './settlement-harness'

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 8)
  // Default intervals (or the environment's), as `npm run sandbox` runs them.
  const h = await startHarness({})
  try {
    for (const trader of sandboxDeployment.traders.slice(0, 2)) {
      await approve(h, trader, WETH)
      await approve(h, trader, USDC)
    }
    const latencies: number[] = []
    for (let i = 0; i < runs; i += 1) {
      const sellAmount = parseUnits('0.25', 18)
      const started = performance.now()
      const { uid } = await postOrder(h, 0, {
        kind: 'sell',
        sellToken: WETH,
        buyToken: USDC,
        sellAmount,
        buyAmount: atMarket(h, sellAmount, WETH, USDC, 0.99),
      })
      for (;;) {
        if ((await getOrder(h, uid)).status === 'fulfilled') break
        if (performance.now() - started > 60_000) throw new Error(`order ${uid} not filled in 60 s`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      latencies.push(performance.now() - started)
      // Desynchronise from the loop's phase so the samples spread over the interval.
      await new Promise((resolve) => setTimeout(resolve, 700 + 331 * i))
    }

    // One settlement with a coincidence of wants: two opposite orders in one batch.
    const sellAmount = parseUnits('1', 18)
    await postOrder(h, 0, {
      kind: 'sell',
      sellToken: WETH,
      buyToken: USDC,
      sellAmount,
      buyAmount: atMarket(h, sellAmount, WETH, USDC, 0.99),
    })
    const usdc = atMarket(h, sellAmount, WETH, USDC, 1)
    await postOrder(h, 1, {
      kind: 'sell',
      sellToken: USDC,
      buyToken: WETH,
      sellAmount: usdc,
      buyAmount: atMarket(h, usdc, USDC, WETH, 0.99),
    })
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_AUCTION_INTERVAL_MS + 1500))

    const rows = await h.service.context.db.sql.query<{ trades: number; gas: string }>(
      `SELECT jsonb_array_length(solutions -> 0 -> 'orders') AS trades, gas_used::text AS gas
       FROM auctions WHERE tx_hash IS NOT NULL ORDER BY id`,
    )
    const sorted = [...latencies].sort((a, b) => a - b)
    const interval = process.env.SANDBOX_AUCTION_INTERVAL_MS ?? String(DEFAULT_AUCTION_INTERVAL_MS)
    const index = process.env.SANDBOX_INDEX_INTERVAL_MS ?? String(DEFAULT_INDEX_INTERVAL_MS)
    console.log(`auction interval ${interval} ms, indexer interval ${index} ms, ${runs} orders`)
    console.log(
      `post -> fulfilled: min ${sorted[0]?.toFixed(0)} ms, median ${percentile(sorted, 50).toFixed(0)} ms, ` +
        `max ${sorted[sorted.length - 1]?.toFixed(0)} ms`,
    )
    const byTrades = new Map<number, string[]>()
    for (const row of rows)
      byTrades.set(Number(row.trades), [...(byTrades.get(Number(row.trades)) ?? []), row.gas])
    for (const [trades, gas] of [...byTrades].sort((a, b) => a[0] - b[0])) {
      console.log(`gas per settlement with ${trades} trade(s): ${[...new Set(gas)].join(', ')}`)
    }
  } finally {
    await h.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
