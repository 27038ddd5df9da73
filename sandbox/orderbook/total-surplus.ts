/**
 * GET /{network}/api/v1/users/{address}/total_surplus: `{totalSurplus}`, the surplus of every
 * trade of the account's orders to date (its own and the eth-flow orders it placed, as the
 * account's order list has them), valued in the native token's atoms, as a decimal string.
 * The real service (marked unstable there) values each trade at its auction's native prices;
 * the sandbox values it at the price model's price at the trade's block time, which is the same
 * walk the auction priced it by.
 */
import type { Hono } from 'hono'
import type { Address } from 'viem'
import type { WireTotalSurplus } from '@batchswap/contract/wire/total-surplus'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import type { StoredOrder, TradeRecord } from '../kernel/db'
import { parseAddressParam } from '../kernel/http'

/** Orders read per page while summing (the largest page of the account's order list). */
const PAGE = 1000

/** The terms that set a trade's surplus: what the order signed. */
export type SurplusTerms = Pick<StoredOrder, 'kind' | 'sellAmount' | 'buyAmount'>

/**
 * One trade's surplus over the order's limit, in the surplus token's atoms: a sell order's
 * bought tokens above what its limit asks for the part sold (limit rounded up, in the trader's
 * disfavour), a buy order's sell tokens below what its limit would spend for the part bought.
 */
export function tradeSurplus(
  order: SurplusTerms,
  trade: Pick<TradeRecord, 'sellAmount' | 'feeAmount' | 'buyAmount'>,
): bigint {
  const sold = trade.sellAmount - trade.feeAmount
  if (order.sellAmount === 0n || order.buyAmount === 0n) return 0n
  if (order.kind === 'sell') {
    const atLimit = (order.buyAmount * sold + order.sellAmount - 1n) / order.sellAmount
    return trade.buyAmount > atLimit ? trade.buyAmount - atLimit : 0n
  }
  const atLimit = (order.sellAmount * trade.buyAmount) / order.buyAmount
  return atLimit > sold ? atLimit - sold : 0n
}

/** The native-token atoms of `amount` atoms of `token` at a time, rounded down; 0 unpriced. */
function inNative(
  ctx: OrderbookContext,
  token: Address,
  amount: bigint,
  atSeconds: number | undefined,
): bigint {
  if (amount === 0n) return 0n
  const price = ctx.prices.nativePricePerAtom(token, atSeconds)
  if (price === undefined || !Number.isFinite(price) || price <= 0) return 0n
  // A float rate: scaled to 18 digits so the product stays an integer of atoms.
  const scaled = BigInt(Math.round(price * 1e18))
  return (amount * scaled) / 10n ** 18n
}

export async function totalSurplusOf(ctx: OrderbookContext, account: Address): Promise<bigint> {
  let total = 0n
  for (let offset = 0; ; offset += PAGE) {
    const orders = await ctx.db.listOrdersByOwner(account, { offset, limit: PAGE })
    for (const order of orders) {
      if (order.executedBuyAmount === 0n) continue
      for (const trade of await ctx.db.listTrades(order.uid)) {
        const surplus = tradeSurplus(order, trade)
        const token = order.kind === 'sell' ? order.buyToken : order.sellToken
        const at = trade.blockTimestamp
          ? Math.floor(trade.blockTimestamp.getTime() / 1000)
          : undefined
        total += inNative(ctx, token, surplus, at)
      }
    }
    if (orders.length < PAGE) return total
  }
}

export function totalSurplusRoutes(network: string): RouteModule {
  return (app: Hono, ctx: OrderbookContext) => {
    app.get(`/${network}/api/v1/users/:address/total_surplus`, async (c) => {
      const account = parseAddressParam(c.req.param('address'), 'address')
      const body: WireTotalSurplus = {
        totalSurplus: (await totalSurplusOf(ctx, account)).toString(),
      }
      return c.json(body)
    })
  }
}
