/**
 * GET /api/v2/trades against a real settlement: each trade of an order or an owner, with the
 * settlement transaction, block, log index, executed amounts and protocol fees, newest
 * first and paged, as the real service serves it; bad queries get InvalidParameter.
 */
import { parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { tradesResponseSchema } from '@batchswap/contract/wire/trades'
import { insertTrade } from '../kernel/db/trades'
import {
  USDC,
  WETH,
  getJson,
  postOrder,
  sellAtMarket,
  tradesOf,
} from '../testing/settlement-harness'
import { useHarness } from '../testing/settlement-hooks'

const h = useHarness(undefined, { approvedTokens: [WETH, USDC] })
const BASE = '/sandbox/api/v2/trades'

describe('GET /api/v2/trades', () => {
  it('lists an order’s trade with the settlement transaction and the executed amounts', async () => {
    const placed = await postOrder(h, 3, sellAtMarket(h, WETH, USDC, parseUnits('0.5', 18), 0.99))
    const outcome = await h.module.runAuction()
    expect(outcome.txHash).toBeDefined()
    const { status, body } = await getJson(h, `${BASE}?orderUid=${placed.uid}`)
    expect(status).toBe(200)
    const trades = tradesResponseSchema.parse(body)
    expect(trades).toHaveLength(1)
    const [trade] = trades
    const [event] = (await tradesOf(h, outcome.txHash as Hex)).filter(
      (t) => t.orderUid === placed.uid,
    )
    const receipt = await h.clients.publicClient.getTransactionReceipt({
      hash: outcome.txHash as Hex,
    })
    expect(trade).toMatchObject({
      orderUid: placed.uid,
      owner: placed.owner,
      sellToken: WETH,
      buyToken: USDC,
      txHash: outcome.txHash,
      blockNumber: Number(receipt.blockNumber),
      sellAmount: event?.sellAmount.toString(),
      sellAmountBeforeFees: ((event?.sellAmount ?? 0n) - (event?.feeAmount ?? 0n)).toString(),
      buyAmount: event?.buyAmount.toString(),
      executedProtocolFees: [],
    })
    expect(typeof trade?.logIndex).toBe('number')

    const byOwner = tradesResponseSchema.parse(
      (await getJson(h, `${BASE}?owner=${placed.owner}`)).body,
    )
    expect(byOwner.map((t) => t.orderUid)).toContain(placed.uid)
  })

  it('serves stored protocol fees, pages newest first', async () => {
    const owner = '0x00000000000000000000000000000000000000aa'
    const uid = `0x${'ab'.repeat(56)}` as Hex
    for (const logIndex of [1, 2, 3]) {
      await insertTrade(h.service.context.db.sql, {
        orderUid: uid,
        blockNumber: 10_000n,
        logIndex,
        txHash: `0x${String(logIndex).repeat(64)}`,
        owner,
        sellToken: WETH,
        buyToken: USDC,
        sellAmount: 1000n,
        buyAmount: 2000n,
        feeAmount: 10n,
        blockTimestamp: null,
        executedProtocolFees:
          logIndex === 3
            ? [{ policy: { volume: { factor: 0.001 } }, amount: 2n, token: USDC }]
            : [],
      })
    }
    const page = (q: string) =>
      getJson(h, `${BASE}?owner=${owner}${q}`).then((r) => tradesResponseSchema.parse(r.body))
    const first = await page('&limit=2')
    expect(first.map((t) => t.logIndex)).toEqual([3, 2])
    expect(first[0]?.executedProtocolFees).toEqual([
      { policy: { volume: { factor: 0.001 } }, amount: '2', token: USDC },
    ])
    expect(first[0]?.sellAmountBeforeFees).toBe('990')
    expect((await page('&offset=2&limit=2')).map((t) => t.logIndex)).toEqual([1])
  })

  it('refuses a query without exactly one of owner and orderUid, or a bad one', async () => {
    const bad = [
      BASE,
      `${BASE}?owner=0x00000000000000000000000000000000000000aa&orderUid=0x${'ab'.repeat(56)}`,
      `${BASE}?owner=0x12`,
      `${BASE}?orderUid=0x1234`,
      `${BASE}?owner=0x00000000000000000000000000000000000000aa&limit=0`,
      `${BASE}?owner=0x00000000000000000000000000000000000000aa&limit=1001`,
      `${BASE}?owner=0x00000000000000000000000000000000000000aa&offset=-1`,
    ]
    for (const path of bad) {
      const { status, body } = await getJson(h, path)
      expect(status, path).toBe(400)
      expect(body).toMatchObject({ errorType: 'InvalidParameter' })
    }
  })
})
