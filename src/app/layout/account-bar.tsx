import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { formatAmount, shortenAddress } from '@/lib/format-amount'
import { SANDBOX_CONNECTOR_ID } from '@/wallet/sandbox-wallet-id'
import { useSettingsStore } from '@/lib/settings-store'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useNativeBalance, useTokenBalances } from '@/wallet/use-token-balances'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { getListedTokens } from '@/config/token-lists'

function BalanceChip({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <li className="flex shrink-0 items-baseline gap-1.5 rounded-xl border border-line bg-surface px-3 py-1.5">
      <span className="text-xs font-semibold text-fg-muted">{symbol}</span>
      <span className="text-sm font-semibold text-fg tabular">{children}</span>
    </li>
  )
}

function SandboxAccountPicker() {
  const index = useSettingsStore((s) => s.sandboxAccountIndex)
  const setIndex = useSettingsStore((s) => s.setSandboxAccountIndex)
  return (
    <label className="flex max-w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-fg-muted">
      <Trans>Dev account</Trans>
      <select
        value={index}
        onChange={(event) => setIndex(Number(event.target.value))}
        className="h-8 rounded-lg border border-line bg-surface px-2 text-sm font-semibold text-fg hover:border-line-strong"
      >
        {sandboxDeployment.traders.map((address, i) => (
          <option key={address} value={i}>
            {i} · {shortenAddress(address)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Below the header while connected: the account's balances on the active network. */
export function AccountBar() {
  const { t } = useLingui()
  const { address, isConnected, connector } = useAccount()
  const connectorId = connector?.id
  const { chainId, chain, isWalletOnUnsupportedChain } = useActiveChain()
  const tokens = getListedTokens(chainId)
  // No reads while the wallet sits on a network the app does not run on.
  const owner = isWalletOnUnsupportedChain ? undefined : address
  const native = useNativeBalance({ chainId, owner })
  const erc20 = useTokenBalances({ chainId, owner, tokens })

  if (!isConnected || !address || isWalletOnUnsupportedChain) return null
  const failed = native.isError || erc20.isError
  const chainName = chain.name

  return (
    <section aria-label={t`Wallet balances`} className="border-b border-line bg-surface/60">
      <div className="mx-auto flex max-w-shell flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:px-6">
        {connectorId === SANDBOX_CONNECTOR_ID && <SandboxAccountPicker />}
        {failed ? (
          <p className="flex flex-1 items-center gap-3 text-sm text-danger">
            <Trans>Could not read balances from {chainName}.</Trans>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void native.refetch()
                void erc20.refetch()
              }}
            >
              <RefreshIcon /> <Trans>Retry</Trans>
            </Button>
          </p>
        ) : (
          <ul
            // Scrolls sideways on narrow screens, so it must be focusable to be scrolled by
            // keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={t`Balances on ${chainName}`}
            className="scrollbar-none flex w-full min-w-0 items-center gap-2 overflow-x-auto rounded-xl py-0.5 pr-6 [mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] sm:w-auto sm:flex-1"
          >
            <BalanceChip symbol={chain.nativeSymbol}>
              {native.data ? (
                formatAmount(native.data.value, native.data.decimals, { maxDecimals: 4 })
              ) : (
                <Skeleton className="h-4 w-12 align-middle" />
              )}
            </BalanceChip>
            {tokens.map((token, i) => {
              const balance = erc20.balances?.[i]
              return (
                <BalanceChip key={token.address} symbol={token.symbol}>
                  {balance === undefined ? (
                    <Skeleton className="h-4 w-12 align-middle" />
                  ) : balance.status === 'success' ? (
                    formatAmount(balance.value, token.decimals, { maxDecimals: 4 })
                  ) : (
                    <span title={balance.error.message}>
                      <Trans>unavailable</Trans>
                    </span>
                  )}
                </BalanceChip>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
