import type { TokenInfo } from '@/config/token-lists'
import type { OrderKind } from '@batchswap/contract/protocol/order'

/**
 * The shareable part of a swap lives in the URL's search parameters, so a link opens the
 * same swap: `?chain=31337&sell=WETH&buy=USDC&amount=1.5&kind=sell`. `amount` is the text
 * the trader typed in the field of `kind` (the other field shows the quote).
 */

export interface SwapUrlState {
  chainId?: number
  /** Symbol or address, as written in the link; resolved against the token list. */
  sell?: string
  buy?: string
  amount: string
  kind: OrderKind
}

export const SWAP_PARAM_KEYS = ['chain', 'sell', 'buy', 'amount', 'kind'] as const

/** Links are typed by hand too: anything longer is not a token or an amount. */
const MAX_PARAM_LENGTH = 100

function read(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim()
  return value ? value.slice(0, MAX_PARAM_LENGTH) : undefined
}

export function readSwapParams(params: URLSearchParams): SwapUrlState {
  const chain = read(params, 'chain')
  const chainId = chain !== undefined && /^\d{1,12}$/.test(chain) ? Number(chain) : undefined
  return {
    chainId,
    sell: read(params, 'sell'),
    buy: read(params, 'buy'),
    amount: params.get('amount')?.slice(0, MAX_PARAM_LENGTH) ?? '',
    kind: params.get('kind') === 'buy' ? 'buy' : 'sell',
  }
}

/** How a token is named in a link: its symbol when that is unambiguous on the list, else its address. */
export function tokenParam(
  token: Pick<TokenInfo, 'address' | 'symbol'>,
  listed: readonly TokenInfo[],
): string {
  const sameSymbol = listed.filter((t) => t.symbol.toLowerCase() === token.symbol.toLowerCase())
  const [only] = sameSymbol
  return sameSymbol.length === 1 && only?.address === token.address ? token.symbol : token.address
}

/** New search params with `patch` applied; parameters of other features are kept. */
export function writeSwapParams(
  current: URLSearchParams,
  patch: Partial<SwapUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(current)
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, value)
  }
  if ('chainId' in patch)
    set('chain', patch.chainId === undefined ? undefined : String(patch.chainId))
  if ('sell' in patch) set('sell', patch.sell)
  if ('buy' in patch) set('buy', patch.buy)
  if ('amount' in patch) set('amount', patch.amount)
  if ('kind' in patch) set('kind', patch.kind)
  return next
}
