import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { erc20Abi, isAddressEqual, type Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { usdPriceQueryOptions } from '@/api/queries/token-queries'
import { getListedTokens, type TokenInfo } from '@/config/token-lists'
import { usdValueOf, uniquePricedAddresses } from '@/trade/components/token-picker'
import { nativeCurrencyToken, usdPricedAddress } from '@/trade/tokens/native-currency'
import { useListTokens } from '@/trade/tokens/use-list-tokens'
import { useApiContext } from '@/wallet/use-api-context'
import { BALANCE_REFETCH_MS, useNativeBalance, useTokenBalances } from '@/wallet/use-token-balances'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

export interface AccountToken {
  token: TokenInfo
  native: boolean
  balance: bigint | undefined
  /** To the vault relayer; undefined for the native currency (no approval) or while reading. */
  allowance: bigint | undefined
  usd: number | undefined
}

/** Each address once, the first listing winning (a token on two lists is one row). */
function uniqueTokens(tokens: readonly TokenInfo[]): TokenInfo[] {
  const out: TokenInfo[] = []
  for (const token of tokens) {
    if (!out.some((t) => isAddressEqual(t.address, token.address))) out.push(token)
  }
  return out
}

/**
 * Every token of the lists in force (the bundled one and those the trader added), with the
 * account's balance (the wallet's balance read, useTokenBalances), its allowance to the vault
 * relayer (one more batched read) and the USD value of what it holds (the Token page's price
 * query, as the token picker asks it). Chain state stays in wagmi's cache: nothing is copied.
 */
export function useAccountTokens(
  chainId: SupportedChainId,
  owner: Address | undefined,
  spender: Address,
) {
  const extra = useListTokens(chainId)
  const tokens = useMemo(
    () => uniqueTokens([...getListedTokens(chainId), ...extra]),
    [chainId, extra],
  )
  const balances = useTokenBalances({ chainId, owner, tokens })
  const allowances = useReadContracts({
    contracts: owner
      ? tokens.map((token) => ({
          chainId,
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance' as const,
          args: [owner, spender] as const,
        }))
      : [],
    allowFailure: true,
    query: {
      enabled: owner !== undefined && tokens.length > 0,
      refetchInterval: BALANCE_REFETCH_MS,
    },
  })
  const native = nativeCurrencyToken(chainId)
  const nativeBalance = useNativeBalance({ chainId, owner: native ? owner : undefined })

  const rows = useMemo(() => {
    const list: Omit<AccountToken, 'usd'>[] = tokens.map((token, i) => {
      const balance = balances.balances?.[i]
      const allowance = allowances.data?.[i]
      return {
        token,
        native: false,
        balance: balance?.status === 'success' ? balance.value : undefined,
        allowance: allowance?.status === 'success' ? allowance.result : undefined,
      }
    })
    if (native) {
      list.unshift({
        token: native,
        native: true,
        balance: nativeBalance.data?.value,
        allowance: undefined,
      })
    }
    return list
  }, [tokens, balances.balances, allowances.data, native, nativeBalance.data])

  const ctx = useApiContext(chainId)
  const priced = useMemo(
    () =>
      uniquePricedAddresses(
        rows
          .filter((row) => (row.balance ?? 0n) > 0n)
          .map((row) => usdPricedAddress(chainId, row.token.address)),
      ),
    [chainId, rows],
  )
  const prices = useQueries({
    queries: priced.map((address) => usdPriceQueryOptions(ctx, address)),
  })
  const priceOf = new Map(priced.map((address, i) => [address.toLowerCase(), prices[i]?.data]))
  const withUsd: AccountToken[] = rows.map((row) => ({
    ...row,
    usd:
      row.balance === undefined
        ? undefined
        : usdValueOf(
            row.balance,
            row.token.decimals,
            priceOf.get(usdPricedAddress(chainId, row.token.address).toLowerCase()),
          ),
  }))
  return {
    tokens: withUsd,
    /** The lists' tokens, for the export's names. */
    listTokens: extra,
    loading: owner !== undefined && (balances.isPending || allowances.isPending),
    refetch: () => Promise.all([balances.refetch(), allowances.refetch(), nativeBalance.refetch()]),
  }
}

/**
 * The page's order: by USD value (largest first), then held tokens without a price, then the
 * rest as listed; a search keeps only the tokens whose symbol, name or address match.
 */
export function sortAndFilter(
  tokens: readonly AccountToken[],
  query: string,
  hideZero: boolean,
): AccountToken[] {
  const q = query.trim().toLowerCase()
  return tokens
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !hideZero || (entry.balance ?? 0n) > 0n)
    .filter(
      ({ entry: { token } }) =>
        q === '' ||
        token.symbol.toLowerCase().includes(q) ||
        token.name.toLowerCase().includes(q) ||
        token.address.toLowerCase() === q,
    )
    .sort(
      (a, b) =>
        (b.entry.usd ?? -1) - (a.entry.usd ?? -1) ||
        Number((b.entry.balance ?? 0n) > 0n) - Number((a.entry.balance ?? 0n) > 0n) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry)
}
