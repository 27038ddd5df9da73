/**
 * The sandbox's second token list, in the Uniswap token-list format: the tokens on no
 * built-in list (sandboxExtraListTokens), so that adding a list by URL works
 * offline and in tests. Served as a plain JSON file:
 *
 *   GET /sandbox/token-lists/extra.json
 */
import type { Hono } from 'hono'
import { sandboxExtraListTokens } from '@batchswap/contract/sandbox/extra-tokens'
import type { OrderbookContext, RouteModule } from '../kernel/context'

export const EXTRA_TOKEN_LIST_PATH = '/sandbox/token-lists/extra.json'

/** The list's document: fixed (its version and timestamp change only with its tokens). */
export function extraTokenList(chainId: number) {
  return {
    name: 'batchswap Sandbox Extra',
    timestamp: '2026-11-27T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['batchswap', 'sandbox', 'extra'],
    tokens: sandboxExtraListTokens.map((t) => ({
      chainId,
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
    })),
  }
}

export const tokenListRoutes: RouteModule = (app: Hono, ctx: OrderbookContext) => {
  app.get(EXTRA_TOKEN_LIST_PATH, (c) => c.json(extraTokenList(ctx.config.chainId)))
}
