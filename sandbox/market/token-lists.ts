/**
 * The sandbox's other token lists, in the Uniswap token-list format, served as plain JSON
 * files so that adding a list by URL works offline and in tests:
 *
 *   GET /sandbox/token-lists/extra.json      the tokens on no built-in list (sandboxExtraListTokens)
 *   GET /sandbox/token-lists/approvals.json  a USDT-style token (sandboxApprovalListTokens)
 */
import type { Hono } from 'hono'
import type { SandboxToken } from '@batchswap/contract/sandbox/deployment'
import {
  sandboxApprovalListTokens,
  sandboxExtraListTokens,
} from '@batchswap/contract/sandbox/extra-tokens'
import type { OrderbookContext, RouteModule } from '../kernel/context'

export const EXTRA_TOKEN_LIST_PATH = '/sandbox/token-lists/extra.json'
export const APPROVALS_TOKEN_LIST_PATH = '/sandbox/token-lists/approvals.json'

/**
 * A list's document, fixed: its version and timestamp change only with its tokens, so that
 * the app's cache of it holds.
 */
function tokenList(
  chainId: number,
  list: { name: string; keyword: string; timestamp: string; tokens: readonly SandboxToken[] },
) {
  return {
    name: `batchswap Sandbox ${list.name}`,
    timestamp: list.timestamp,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['batchswap', 'sandbox', list.keyword],
    tokens: list.tokens.map((t) => ({
      chainId,
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
    })),
  }
}

export const extraTokenList = (chainId: number) =>
  tokenList(chainId, {
    name: 'Extra',
    keyword: 'extra',
    timestamp: '2026-11-27T00:00:00.000Z',
    tokens: sandboxExtraListTokens,
  })

export const approvalsTokenList = (chainId: number) =>
  tokenList(chainId, {
    name: 'Approvals',
    keyword: 'approvals',
    timestamp: '2026-11-28T00:00:00.000Z',
    tokens: sandboxApprovalListTokens,
  })

export const tokenListRoutes: RouteModule = (app: Hono, ctx: OrderbookContext) => {
  app.get(EXTRA_TOKEN_LIST_PATH, (c) => c.json(extraTokenList(ctx.config.chainId)))
  app.get(APPROVALS_TOKEN_LIST_PATH, (c) => c.json(approvalsTokenList(ctx.config.chainId)))
}
