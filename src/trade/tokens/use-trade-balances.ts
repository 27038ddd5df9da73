import { useCallback, useMemo } from 'react'
import { isAddressEqual, type Address } from 'viem'
import { formatAmount } from '@/lib/format-amount'
import { useNativeBalance, useTokenBalances, type TokenBalance } from '@/wallet/use-token-balances'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { findToken } from './token-search'
import { isNativeCurrency } from './native-currency'
import type { TokenInfo } from '@/config/token-lists'
import type { TradeToken } from './trade-token'

/**
 * Balances of every token a trade form can show (the list, the imported tokens and the
 * pair), in one batched read: the pair's raw balances for the fields, and the formatted
 * ones for the token selector.
 */
export function useTradeBalances(options: {
  chainId: SupportedChainId
  owner: Address | undefined
  listed: readonly TokenInfo[]
  importedTokens: readonly TradeToken[]
  sellToken: TradeToken | undefined
  buyToken: TradeToken | undefined
}) {
  const { chainId, owner, listed, importedTokens, sellToken, buyToken } = options
  const allTokens = useMemo<TradeToken[]>(
    () => [...listed.map((t) => ({ ...t, listed: true })), ...importedTokens],
    [listed, importedTokens],
  )
  const balanceTokens = useMemo(() => {
    const extra = [sellToken, buyToken].filter(
      (t): t is TradeToken => t !== undefined && !findToken(allTokens, t.address),
    )
    // The native currency is no ERC-20: its balance is the account's own (read below).
    return [...allTokens, ...extra].filter((t) => !isNativeCurrency(t))
  }, [allTokens, sellToken, buyToken])
  const balances = useTokenBalances({ chainId, owner, tokens: balanceTokens })
  const native = useMemo(
    () => [...allTokens, sellToken, buyToken].find(isNativeCurrency),
    [allTokens, sellToken, buyToken],
  )
  const nativeBalance = useNativeBalance({ chainId, owner: native ? owner : undefined })
  const entries = useMemo<TokenBalance[] | undefined>(
    () =>
      native && nativeBalance.data && balances.balances
        ? [
            ...balances.balances,
            { token: native, status: 'success', value: nativeBalance.data.value },
          ]
        : balances.balances,
    [native, nativeBalance.data, balances.balances],
  )
  const balanceOf = (token: TradeToken | undefined): bigint | undefined => {
    if (!token) return undefined
    const entry = entries?.find((b) => isAddressEqual(b.token.address, token.address))
    return entry?.status === 'success' ? entry.value : undefined
  }
  const refetchBalances = balances.refetch
  const refetchNative = nativeBalance.refetch
  const refetch = useCallback(
    () => Promise.all([refetchBalances(), refetchNative()]),
    [refetchBalances, refetchNative],
  )
  const formattedBalances = useMemo(() => {
    const map = new Map<string, string>()
    for (const entry of entries ?? []) {
      if (entry.status === 'success') {
        map.set(
          entry.token.address.toLowerCase(),
          formatAmount(entry.value, entry.token.decimals, { maxDecimals: 4 }),
        )
      }
    }
    return map
  }, [entries])
  return {
    allTokens,
    sellBalance: balanceOf(sellToken),
    buyBalance: balanceOf(buyToken),
    formattedBalances,
    /** Every balance read, for the token picker's values. */
    entries,
    refetch,
  }
}
