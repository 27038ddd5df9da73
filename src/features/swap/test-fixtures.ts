import { toQuote, type Quote } from '@/api/types'
import type { WireQuoteResponse } from '@/api/wire'
import { sandboxDeployment } from '@/config/sandbox-deployment'
import type { TokenInfo } from '@/config/token-lists'

/** Test-only: quotes built from the wire shape through the real converter. */

function sandboxToken(symbol: string): TokenInfo {
  const token = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no sandbox token ${symbol}`)
  return { chainId: sandboxDeployment.chainId, ...token }
}

export const WETH = sandboxToken('WETH')
export const USDC = sandboxToken('USDC')

export interface QuoteFixtureOptions {
  kind?: 'sell' | 'buy'
  sellAmount?: bigint
  buyAmount?: bigint
  feeAmount?: bigint
  /** Client clock at receipt. */
  receivedAt?: number
  /** Server's `expiration` (server clock). */
  expiration?: number
  /** Server `Date` header; absent = no skew information. */
  serverDate?: number
  id?: number
}

export function quoteFixture(options: QuoteFixtureOptions = {}): Quote {
  const receivedAt = options.receivedAt ?? 1_700_000_000_000
  const wire: WireQuoteResponse = {
    quote: {
      sellToken: WETH.address,
      buyToken: USDC.address,
      receiver: null,
      sellAmount: String(options.sellAmount ?? 999_000_000_000_000_000n),
      buyAmount: String(options.buyAmount ?? 2_990_000_000n),
      validTo: Math.floor(receivedAt / 1000) + 1800,
      appData: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
      feeAmount: String(options.feeAmount ?? 1_000_000_000_000_000n),
      kind: options.kind ?? 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
    },
    from: sandboxDeployment.traders[0],
    expiration: new Date(options.expiration ?? receivedAt + 60_000).toISOString(),
    id: options.id ?? 7,
    verified: true,
  }
  const meta =
    options.serverDate === undefined
      ? { receivedAt: new Date(receivedAt) }
      : { receivedAt: new Date(receivedAt), date: new Date(options.serverDate) }
  return toQuote(wire, meta)
}
