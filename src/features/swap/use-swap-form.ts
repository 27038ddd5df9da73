import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { formatUnits, isAddressEqual, type Address } from 'viem'
import { getListedTokens, type TokenInfo } from '@/config/token-lists'
import type { SupportedChainId } from '@/protocol/chains'
import type { OrderKind } from '@/protocol/order'
import { parseAmountInput, type ParsedAmount } from './parse-amount'
import { useSwapDraftStore } from './swap-draft-store'
import { readSwapParams, tokenParam, writeSwapParams, type SwapUrlState } from './swap-url'
import { resolveTokenRef } from './token-search'
import { useTokenMetadata, type TokenMetadata } from './use-token-metadata'

/**
 * The swap form: pair, amount and kind from the URL (shareable), tokens resolved against
 * the bundled list and the trader's imports (read from the chain), the amount parsed with
 * the token's decimals. Writing goes back to the URL; nothing here is copied state.
 */

export interface SwapToken extends TokenInfo {
  /** False for a token imported by address: the page marks it "not on the list". */
  listed: boolean
}

export type TokenSlot =
  | { status: 'none' }
  | { status: 'loading'; address: Address }
  | { status: 'error'; sentence: string }
  | { status: 'ready'; token: SwapToken }

export type Side = 'sell' | 'buy'

const NO_ADDRESSES: readonly Address[] = []

function slotToken(slot: TokenSlot): SwapToken | undefined {
  return slot.status === 'ready' ? slot.token : undefined
}

export function useSwapForm(chainId: SupportedChainId, chainName: string) {
  const [searchParams, setSearchParams] = useSearchParams()
  const url = useMemo(() => readSwapParams(searchParams), [searchParams])
  const listed = getListedTokens(chainId)
  const imported = useSwapDraftStore((s) => s.importedTokensByChain[chainId]) ?? NO_ADDRESSES
  const lastPair = useSwapDraftStore((s) => s.lastPairByChain[chainId])
  const rememberPair = useSwapDraftStore((s) => s.rememberPair)

  // With neither token in the link, the last pair on this chain (or the list's first two).
  const noPairInLink = url.sell === undefined && url.buy === undefined
  const sellRef = url.sell ?? (noPairInLink ? (lastPair?.sell ?? listed[0]?.address) : undefined)
  const buyRef = url.buy ?? (noPairInLink ? (lastPair?.buy ?? listed[1]?.address) : undefined)
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
      return { status: 'ready', token: { ...meta.token, listed: false } }
    },
    [metadata],
  )
  const sell = slotOf(sellResolved)
  const buy = slotOf(buyResolved)
  const sellToken = slotToken(sell)
  const buyToken = slotToken(buy)

  const typedToken = url.kind === 'sell' ? sellToken : buyToken
  const amount: ParsedAmount = typedToken
    ? parseAmountInput(url.amount, typedToken.decimals, typedToken.symbol)
    : url.amount.trim() === ''
      ? { status: 'empty' }
      : { status: 'invalid', problem: 'notANumber', sentence: 'Choose a token first.' }

  /** Every token the selector offers: the list, then imports that were read successfully. */
  const importedTokens: SwapToken[] = metadata
    .filter((m): m is Extract<TokenMetadata, { status: 'success' }> => m.status === 'success')
    .filter((m) => imported.some((a) => isAddressEqual(a, m.address)))
    .map((m) => ({ ...m.token, listed: false }))

  const update = useCallback(
    (patch: Partial<SwapUrlState>) => {
      setSearchParams((current) => writeSwapParams(current, { chainId, ...patch }), {
        replace: true,
      })
    },
    [chainId, setSearchParams],
  )

  const refOf = useCallback(
    (token: Pick<TokenInfo, 'address' | 'symbol'>) => tokenParam(token, listed),
    [listed],
  )

  const setAmount = useCallback(
    (kind: OrderKind, text: string) => update({ kind, amount: text }),
    [update],
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

  return {
    url,
    listed,
    importedTokens,
    sell,
    buy,
    sellToken,
    buyToken,
    kind: url.kind,
    amountText: url.amount,
    amount,
    /** The link names another network than the one the app is on. */
    linkChainId: url.chainId !== undefined && url.chainId !== chainId ? url.chainId : undefined,
    setAmount,
    selectToken,
    flip,
    setMax,
  }
}

export type SwapForm = ReturnType<typeof useSwapForm>
