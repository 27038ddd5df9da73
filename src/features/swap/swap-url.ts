import { formatUnits } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import { decimalSeparator } from '@/lib/locale-format'
import type { DecimalSeparator, ParsedAmount } from '@/trade/tokens/parse-amount'
import type { OrderKind } from '@batchswap/contract/protocol/order'

/**
 * The shareable part of a swap lives in the URL's search parameters, so a link opens the
 * same swap: `?chain=31337&sell=WETH&buy=USDC&amount=1.5&kind=sell`. `amount` is the amount
 * of the field of `kind` (the other field shows the quote) as a plain decimal, whatever the
 * language it was typed in: "12,5" typed in Russian is `amount=12.5`, which reads the same
 * to a visitor in English.
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

/**
 * The pair's tokens as the link writes them (symbol or address). With neither token in the
 * link, the last pair on this network, else the network's list's first two.
 */
export function pairRefs(
  url: Pick<SwapUrlState, 'sell' | 'buy'>,
  lastPair: { sell?: string; buy?: string } | undefined,
  listed: readonly Pick<TokenInfo, 'address'>[],
): { sellRef: string | undefined; buyRef: string | undefined } {
  if (url.sell !== undefined || url.buy !== undefined) return { sellRef: url.sell, buyRef: url.buy }
  return {
    sellRef: lastPair?.sell ?? listed[0]?.address,
    buyRef: lastPair?.buy ?? listed[1]?.address,
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

/**
 * What a link carries for an amount read from the field: its plain decimal, written from the
 * units (viem's formatUnits: "12,50" typed in Russian -> "12.5"), never the typed text. Text
 * that is no amount yet gives none: a half-understood number ("1.000" asks "did you mean
 * 1000?" in Russian, and reads 1 in English) must not travel.
 */
export function linkAmount(parsed: ParsedAmount, decimals: number): string {
  return parsed.status === 'valid' ? formatUnits(parsed.value, decimals) : ''
}

/** What the trader typed into the amount field, and what it was written into the link as. */
export interface TypedAmount {
  kind: OrderKind
  text: string
  link: string
}

const PLAIN_DECIMAL_WITH_POINT = /^(\d+\.\d*|\.\d+)$/

/**
 * The amount field's text: what the trader typed, as long as the link still holds what it
 * made of it ("12,", "12,50" stay as typed); else the link's amount. A plain decimal from a
 * link is written with the language's decimal separator ("12.5" is shown "12,5" in Russian),
 * so it reads as the number the link means in every language; anything else (an older link's
 * "12,5") is shown as it is and read as typed, as before.
 */
export function shownAmount(
  link: Pick<SwapUrlState, 'amount' | 'kind'>,
  typed: TypedAmount | undefined,
  separator: () => DecimalSeparator = () => (decimalSeparator() === ',' ? ',' : '.'),
): string {
  if (typed !== undefined && typed.kind === link.kind && typed.link === link.amount) {
    return typed.text
  }
  const amount = link.amount.trim()
  // Only a number with a point needs the language (and its Intl lookup).
  if (!PLAIN_DECIMAL_WITH_POINT.test(amount)) return link.amount
  return separator() === ',' ? amount.replace('.', ',') : amount
}
