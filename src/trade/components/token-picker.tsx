import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { isAddressEqual, type Address } from 'viem'
import { usdPriceQueryOptions } from '@/api/queries/token-queries'
import { formatUsdNumber, usdAmount, usdToNumber } from '@/lib/usd'
import { useApiContext } from '@/wallet/use-api-context'
import type { TokenBalance } from '@/wallet/use-token-balances'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { TradeRules } from '../embedding'
import { isNativeCurrency, usdPricedAddress } from '../tokens/native-currency'
import { tokensOf, useLoadedLists } from '../tokens/token-list-loader'
import type { TradeToken } from '../tokens/trade-token'
import { useTokenPrefsStore } from '../tokens/token-prefs-store'
import { searchTokens } from '../tokens/token-search'
import { TokenListsPanel } from './token-lists-panel'
import { TokenSelectorDialog, type TokenSelectorDialogProps } from './token-selector-dialog'

/** Prices are asked for the tokens held, at most this many (the largest lists hold thousands). */
const MAX_PRICED = 40
const NO_ADDRESSES: readonly Address[] = []

/** Each address once, whatever its case, in the order first seen. */
export function uniquePricedAddresses(addresses: readonly Address[]): Address[] {
  const unique = new Map<string, Address>()
  for (const address of addresses) {
    const key = address.toLowerCase()
    if (!unique.has(key)) unique.set(key, address)
  }
  return [...unique.values()]
}

/** The USD value of a balance, or undefined without a price. */
export function usdValueOf(balance: bigint, decimals: number, price: number | undefined) {
  const value = usdAmount(balance, decimals, price)
  return value === undefined ? undefined : usdToNumber(value)
}

/**
 * Tokens in the picker's order: with an empty search, the held tokens by USD value (largest
 * first), then the other held ones, then the rest as listed; a search keeps its ranking.
 */
export function orderByValue(
  tokens: readonly TradeToken[],
  query: string,
  value: (token: TradeToken) => number | undefined,
  held: (token: TradeToken) => boolean,
): TradeToken[] {
  const found = searchTokens(tokens, query)
  if (query.trim() !== '') return found
  return found
    .map((token, index) => ({ token, index, usd: value(token), held: held(token) }))
    .sort(
      (a, b) =>
        (b.usd ?? -1) - (a.usd ?? -1) || Number(b.held) - Number(a.held) || a.index - b.index,
    )
    .map((entry) => entry.token)
}

/** The trader's favourites first (in the order given), then the rest: a stable partition. */
export function favouritesFirst(
  tokens: readonly TradeToken[],
  isFavourite: (token: TradeToken) => boolean,
): TradeToken[] {
  return [...tokens.filter(isFavourite), ...tokens.filter((t) => !isFavourite(t))]
}

/**
 * The token picker of every trade form: the token selector with the trader's lists (added by
 * URL, on or off), favourites and recent tokens, and the balances' USD values, sorted by value.
 * Loaded with the dialog, when the trader first opens it.
 */
/**
 * The tokens this side's picker offers: with the embedding's own lists for the side (a widget
 * host's sellTokenLists/buyTokenLists), only the tokens on them, as they load, and the native
 * currency (on no list, as in CoW Swap's selector); else all.
 */
function useSideTokens(
  chainId: number,
  allTokens: readonly TradeToken[],
  urls: readonly string[] | undefined,
): readonly TradeToken[] {
  const byUrl = useLoadedLists((s) => s.byUrl)
  return useMemo(() => {
    if (!urls?.length) return allTokens
    const lists = urls.map((url) => {
      const state = byUrl[url]
      return state?.status === 'success' ? state.list : undefined
    })
    const onLists = tokensOf(chainId, lists)
    return allTokens.filter(
      (t) => isNativeCurrency(t) || onLists.some((l) => isAddressEqual(l.address, t.address)),
    )
  }, [allTokens, byUrl, chainId, urls])
}

export function TokenPicker({
  chainId,
  allTokens,
  entries,
  rules,
  onSelect,
  ...dialog
}: Omit<TokenSelectorDialogProps, 'tokens' | 'pinned' | 'favourites' | 'usdValues'> & {
  chainId: SupportedChainId
  allTokens: readonly TradeToken[]
  /** The balances read (useTradeBalances' entries). */
  entries: readonly TokenBalance[] | undefined
  rules?: TradeRules
}) {
  const rawBalances = useMemo(() => {
    const map = new Map<string, bigint>()
    for (const entry of entries ?? [])
      if (entry.status === 'success') map.set(entry.token.address.toLowerCase(), entry.value)
    return map
  }, [entries])
  const ctx = useApiContext(chainId)
  const [managing, setManaging] = useState(false)
  const favourites = useTokenPrefsStore((s) => s.favouritesByChain[chainId]) ?? NO_ADDRESSES
  const recent = useTokenPrefsStore((s) => s.recentByChain[chainId]) ?? NO_ADDRESSES
  const toggleFavourite = useTokenPrefsStore((s) => s.toggleFavourite)
  const rememberRecent = useTokenPrefsStore((s) => s.rememberRecent)

  const held = useMemo(
    () =>
      allTokens
        .filter((t) => (rawBalances.get(t.address.toLowerCase()) ?? 0n) > 0n)
        .slice(0, MAX_PRICED),
    [allTokens, rawBalances],
  )
  // One query per priced token: ETH is priced as WETH, and a token may be listed twice; the
  // same key twice in useQueries is a duplicate React Query warns about on every render.
  const priced = useMemo(
    () => uniquePricedAddresses(held.map((t) => usdPricedAddress(chainId, t.address))),
    [chainId, held],
  )
  const prices = useQueries({
    queries: priced.map((address) => usdPriceQueryOptions(ctx, address)),
  })
  const priceOf = new Map(priced.map((address, i) => [address.toLowerCase(), prices[i]?.data]))
  const usd = new Map<string, number>()
  for (const token of held) {
    const balance = rawBalances.get(token.address.toLowerCase()) ?? 0n
    const price = priceOf.get(usdPricedAddress(chainId, token.address).toLowerCase())
    const value = usdValueOf(balance, token.decimals, price)
    if (value !== undefined) usd.set(token.address.toLowerCase(), value)
  }
  const usdValues = new Map([...usd].map(([address, value]) => [address, formatUsdNumber(value)]))
  const offered = useSideTokens(chainId, allTokens, rules?.sideTokenLists?.[dialog.side])
  const byValue = orderByValue(
    offered,
    dialog.query,
    (t) => usd.get(t.address.toLowerCase()),
    (t) => (rawBalances.get(t.address.toLowerCase()) ?? 0n) > 0n,
  )
  const isFavourite = (t: TradeToken) => favourites.some((a) => isAddressEqual(a, t.address))
  const tokens =
    rules?.hideFavoriteTokens || dialog.query.trim() !== ''
      ? byValue
      : favouritesFirst(byValue, isFavourite)
  const pick = (addresses: readonly Address[]) =>
    addresses.flatMap((a) => offered.filter((t) => isAddressEqual(t.address, a)))
  const pinned = [
    ...(rules?.hideFavoriteTokens ? [] : [{ label: t`Favourites`, tokens: pick(favourites) }]),
    ...(rules?.hideRecentTokens ? [] : [{ label: t`Recent`, tokens: pick(recent) }]),
  ]
  const select = (token: TradeToken) => {
    rememberRecent(chainId, token.address)
    onSelect(token)
  }
  // Adding lists is importing tokens: a host that forbids imports forbids lists too.
  const listsAllowed = rules?.disableTokenImport !== true

  return (
    <TokenSelectorDialog
      {...dialog}
      onSelect={select}
      onClose={() => {
        setManaging(false)
        dialog.onClose()
      }}
      tokens={tokens}
      pinned={pinned}
      usdValues={usdValues}
      {...(rules?.hideFavoriteTokens
        ? {}
        : {
            favourites: {
              has: isFavourite,
              toggle: (t: TradeToken) => toggleFavourite(chainId, t.address),
            },
          })}
      footer={
        listsAllowed && (
          <button
            type="button"
            onClick={() => setManaging(true)}
            className="self-start rounded-lg px-2 py-1 text-sm font-semibold text-brand-text hover:bg-surface-muted"
          >
            <Trans>Manage token lists</Trans>
          </button>
        )
      }
      {...(managing && listsAllowed
        ? { panel: <TokenListsPanel chainId={chainId} onBack={() => setManaging(false)} /> }
        : {})}
    />
  )
}
