import { t } from '@lingui/core/macro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { formatUnits, isAddressEqual, type Address } from 'viem'
import { getListedTokens, type TokenInfo } from '@/config/token-lists'
import { listedWithNativeCurrency } from '@/trade/tokens/native-currency'
import { useSearchParams } from '@/lib/hash-router'
import { traderChosenChainId } from '@/wallet/use-switch-network'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { OrderKind } from '@batchswap/contract/protocol/order'
import { parseAmountInput, type ParsedAmount } from '@/trade/tokens/parse-amount'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import {
  linkAmount,
  pairRefs,
  readSwapParams,
  shownAmount,
  tokenParam,
  writeSwapParams,
  type SwapUrlState,
  type TypedAmount,
} from './swap-url'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import { useTokenMetadata, type TokenMetadata } from '@/trade/tokens/use-token-metadata'
import type { Side, TradeToken, TokenSlot } from '@/trade/tokens/trade-token'

/**
 * The swap form: pair, amount and kind from the URL (shareable), tokens resolved against
 * the bundled list and the trader's imports (read from the chain), the amount parsed with
 * the token's decimals. Writing goes back to the URL as a plain decimal; the only state kept
 * here is the typed text while the link still holds its amount ("12," on the way to "12,5").
 */

const NO_ADDRESSES: readonly Address[] = []

function slotToken(slot: TokenSlot): TradeToken | undefined {
  return slot.status === 'ready' ? slot.token : undefined
}

const NO_TOKENS: readonly TokenInfo[] = []

export function useSwapForm(
  chainId: SupportedChainId,
  chainName: string,
  /** Tokens of the other lists in force (the trader's, an embedding's): listed like the built-in. */
  extraListed: readonly TokenInfo[] = NO_TOKENS,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const linkUrl = useMemo(() => readSwapParams(searchParams), [searchParams])
  // A bare swap link (a reload of #/swap, the nav link) restores the typed amount from the
  // draft; a link that names a pair or an amount is taken as it is.
  const lastAmount = useTradeDraftStore((s) => s.lastAmountByChain[chainId])
  const rememberAmount = useTradeDraftStore((s) => s.rememberAmount)
  const url = useMemo(
    () =>
      lastAmount && linkUrl.sell === undefined && linkUrl.buy === undefined && linkUrl.amount === ''
        ? { ...linkUrl, amount: lastAmount.amount, kind: lastAmount.kind }
        : linkUrl,
    [linkUrl, lastAmount],
  )
  // The network's ERC-20 list names the default pair; the picker also offers the native currency.
  const erc20s = getListedTokens(chainId)
  const builtIn = listedWithNativeCurrency(chainId)
  const listed = useMemo(
    () =>
      extraListed.length === 0
        ? builtIn
        : [
            ...builtIn,
            ...extraListed.filter(
              (t) => !builtIn.some((b) => isAddressEqual(b.address, t.address)),
            ),
          ],
    [builtIn, extraListed],
  )
  const imported = useTradeDraftStore((s) => s.importedTokensByChain[chainId]) ?? NO_ADDRESSES
  const lastPair = useTradeDraftStore((s) => s.lastPairByChain[chainId])
  const rememberPair = useTradeDraftStore((s) => s.rememberPair)
  const importToken = useTradeDraftStore((s) => s.importToken)

  // With neither token in the link, the last pair on this chain (or the list's first two).
  const { sellRef, buyRef } = pairRefs(url, lastPair, erc20s)
  const sellResolved = sellRef === undefined ? undefined : resolveTokenRef(listed, sellRef)
  const buyResolved = buyRef === undefined ? undefined : resolveTokenRef(listed, buyRef)

  // Unlisted tokens (imported, or named by address in the link) come from the chain.
  const sellUnlisted = sellResolved?.type === 'unlisted' ? sellResolved.address : undefined
  const buyUnlisted = buyResolved?.type === 'unlisted' ? buyResolved.address : undefined
  const unlistedAddresses: Address[] = []
  for (const address of [...imported, sellUnlisted, buyUnlisted]) {
    if (address === undefined) continue
    if (unlistedAddresses.some((a) => isAddressEqual(a, address))) continue
    if (listed.some((t) => isAddressEqual(t.address, address))) continue
    unlistedAddresses.push(address)
  }
  const metadata = useTokenMetadata(chainId, unlistedAddresses, chainName)

  const slotOf = useCallback(
    (resolved: ReturnType<typeof resolveTokenRef> | undefined): TokenSlot => {
      if (resolved === undefined) return { status: 'none' }
      if (resolved.type === 'invalid') return { status: 'error', sentence: resolved.sentence }
      if (resolved.type === 'listed')
        return { status: 'ready', token: { ...resolved.token, listed: true } }
      const meta = metadata.find((m) => isAddressEqual(m.address, resolved.address))
      if (!meta || meta.status === 'loading')
        return { status: 'loading', address: resolved.address }
      if (meta.status === 'error') return { status: 'error', sentence: meta.sentence }
      const token: TradeToken = { ...meta.token, listed: false }
      // Anyone can deploy a "USDC": a link cannot pick an unlisted token for the trader.
      const accepted = imported.some((a) => isAddressEqual(a, resolved.address))
      return accepted ? { status: 'ready', token } : { status: 'needsImport', token }
    },
    [imported, metadata],
  )
  const sell = slotOf(sellResolved)
  const buy = slotOf(buyResolved)
  const sellToken = slotToken(sell)
  const buyToken = slotToken(buy)

  const [typed, setTyped] = useState<TypedAmount>()
  const amountText = shownAmount(url, typed)
  const typedToken = url.kind === 'sell' ? sellToken : buyToken
  const typedSlot = url.kind === 'sell' ? sell : buy
  const amount: ParsedAmount = typedToken
    ? parseAmountInput(amountText, typedToken.decimals, typedToken.symbol)
    : amountText.trim() === ''
      ? { status: 'empty' }
      : {
          status: 'invalid',
          problem: 'notANumber',
          sentence:
            typedSlot.status === 'needsImport'
              ? t`Check and import ${typedSlot.token.symbol} first: it is not on the list.`
              : t`Choose a token first.`,
        }

  /** Every token the selector offers: the list, then imports that were read successfully. */
  const importedTokens: TradeToken[] = metadata
    .filter((m): m is Extract<TokenMetadata, { status: 'success' }> => m.status === 'success')
    .filter((m) => imported.some((a) => isAddressEqual(a, m.address)))
    .map((m) => ({ ...m.token, listed: false }))

  // A network the trader chose here moves the link along (the pair belonged to the old
  // network, so the new one's last pair shows): "this link is for …" is for links only.
  const previousChainId = useRef(chainId)
  useEffect(() => {
    const previous = previousChainId.current
    previousChainId.current = chainId
    if (previous === chainId || linkUrl.chainId !== previous) return
    if (traderChosenChainId() !== chainId) return
    setSearchParams(
      (current) => writeSwapParams(current, { chainId, sell: undefined, buy: undefined }),
      { replace: true },
    )
  }, [chainId, linkUrl.chainId, setSearchParams])

  const update = useCallback(
    (patch: Partial<SwapUrlState>) => {
      // The amount on screen goes into the link too (it may come from the draft).
      const next = { chainId, amount: url.amount, kind: url.kind, ...patch }
      setSearchParams((current) => writeSwapParams(current, next), { replace: true })
      if (next.chainId !== chainId) return
      rememberAmount(chainId, { kind: next.kind, amount: next.amount })
      // The pair on screen is the draft's too (a link may have named it); token picks and
      // flips remember their own.
      if (!('sell' in patch) && !('buy' in patch) && sellToken && buyToken) {
        rememberPair(chainId, { sell: sellToken.address, buy: buyToken.address })
      }
    },
    [
      chainId,
      setSearchParams,
      url.amount,
      url.kind,
      rememberAmount,
      rememberPair,
      sellToken,
      buyToken,
    ],
  )

  const refOf = useCallback(
    (token: Pick<TokenInfo, 'address' | 'symbol'>) => tokenParam(token, listed),
    [listed],
  )

  const setAmount = useCallback(
    (kind: OrderKind, text: string) => {
      // The link carries the number read, not the text: "12,5" typed in Russian is 12.5.
      const token = kind === 'sell' ? sellToken : buyToken
      const link = token
        ? linkAmount(parseAmountInput(text, token.decimals, token.symbol), token.decimals)
        : ''
      setTyped({ kind, text, link })
      update({ kind, amount: link })
    },
    [buyToken, sellToken, setTyped, update],
  )

  const selectToken = useCallback(
    (side: Side, token: Pick<TokenInfo, 'address' | 'symbol'>) => {
      const other = side === 'sell' ? buyToken : sellToken
      // Picking the other side's token swaps the pair rather than making it A -> A.
      const swapped = other !== undefined && isAddressEqual(other.address, token.address)
      const pair =
        side === 'sell'
          ? { sell: token, buy: swapped ? sellToken : buyToken }
          : { sell: swapped ? buyToken : sellToken, buy: token }
      update({
        sell: pair.sell ? refOf(pair.sell) : undefined,
        buy: pair.buy ? refOf(pair.buy) : undefined,
      })
      rememberPair(chainId, { sell: pair.sell?.address, buy: pair.buy?.address })
    },
    [buyToken, chainId, refOf, rememberPair, sellToken, update],
  )

  /** Swaps the tokens; the typed amount stays with its token, so the kind flips. */
  const flip = useCallback(() => {
    update({
      sell: buyToken ? refOf(buyToken) : buyRef,
      buy: sellToken ? refOf(sellToken) : sellRef,
      kind: url.kind === 'sell' ? 'buy' : 'sell',
    })
    if (sellToken && buyToken)
      rememberPair(chainId, { sell: buyToken.address, buy: sellToken.address })
  }, [buyRef, buyToken, chainId, refOf, rememberPair, sellRef, sellToken, update, url.kind])

  /** Max: the whole balance, exactly (not the rounded display). */
  const setMax = useCallback(
    (balance: bigint) => {
      if (sellToken) update({ kind: 'sell', amount: formatUnits(balance, sellToken.decimals) })
    },
    [sellToken, update],
  )

  /** The trader accepts a token a link named (see `needsImport`): it is imported. */
  const acceptLinkedToken = useCallback(
    (token: Pick<TokenInfo, 'address'>) => importToken(chainId, token.address),
    [chainId, importToken],
  )

  return {
    url,
    listed,
    importedTokens,
    sell,
    buy,
    sellToken,
    buyToken,
    kind: url.kind,
    amountText,
    amount,
    /** The link names another network than the one the app is on. */
    linkChainId: url.chainId !== undefined && url.chainId !== chainId ? url.chainId : undefined,
    setAmount,
    selectToken,
    flip,
    setMax,
    acceptLinkedToken,
  }
}

export type SwapForm = ReturnType<typeof useSwapForm>
