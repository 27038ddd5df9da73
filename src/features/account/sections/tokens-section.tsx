import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { isAddressEqual, type Address } from 'viem'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatAmount } from '@/lib/format-amount'
import { formatUsdNumber } from '@/lib/usd'
import { CheckboxLine } from '@/trade/components/checkbox-line'
import { TokenAvatar } from '@/trade/components/token-avatar'
import { useTokenPrefsStore } from '@/trade/tokens/token-prefs-store'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { allowanceLabel, approvalPlan } from '../allowance'
import { sortAndFilter, useAccountTokens, type AccountToken } from '../use-account-tokens'
import { useAllowanceChange } from '../use-allowance-change'
import { AllowanceDialog } from './allowance-dialog'

const NO_ADDRESSES: readonly Address[] = []

/** Every token of the lists in force: balance, value, allowance, and what to do about it. */
export function TokensSection({
  owner,
  chainId,
  spender,
}: {
  owner: Address
  chainId: SupportedChainId
  spender: Address
}) {
  const { tokens, loading } = useAccountTokens(chainId, owner, spender)
  const [query, setQuery] = useState('')
  const [hideZero, setHideZero] = useState(false)
  const [editing, setEditing] = useState<Address>()
  const revoke = useAllowanceChange(chainId, spender)
  const favourites = useTokenPrefsStore((s) => s.favouritesByChain[chainId]) ?? NO_ADDRESSES
  const toggleFavourite = useTokenPrefsStore((s) => s.toggleFavourite)
  const searchId = useId()
  const shown = sortAndFilter(tokens, query, hideZero)
  const editedToken = tokens.find((t) => editing && isAddressEqual(t.token.address, editing))
  const revoking = revoke.state.status === 'signing' || revoke.state.status === 'pending'

  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-5"
      role="region"
      aria-labelledby={`${searchId}-title`}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${searchId}-title`} className="text-lg font-semibold text-fg">
            <Trans>Tokens and approvals</Trans>
          </h2>
          <p className="text-sm text-fg-muted">
            <Trans>
              Allowances are what the protocol&apos;s vault relayer may move for your orders.
            </Trans>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label htmlFor={searchId} className="sr-only">
          <Trans>Search tokens</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Name, symbol or address`}
          autoComplete="off"
          spellCheck={false}
          className="h-10 w-full rounded-xl border border-line bg-surface-muted px-3 text-base text-fg outline-none placeholder:text-fg-subtle focus:border-brand sm:w-auto sm:flex-1"
        />
        <CheckboxLine checked={hideZero} onChange={setHideZero} className="text-sm text-fg">
          <Trans>Hide zero balances</Trans>
        </CheckboxLine>
      </div>
      {revoke.state.status === 'stopped' && (
        <p role="alert" className="text-sm text-danger">
          {revoke.state.sentence}
        </p>
      )}
      {loading ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-fg-muted">
          {query.trim() ? t`No token matches this search.` : t`No token with a balance.`}
        </p>
      ) : (
        <ul aria-label={t`Tokens`} className="-mx-2 flex flex-col divide-y divide-line">
          {shown.map((entry) => (
            <TokenRow
              key={entry.token.address}
              entry={entry}
              favourite={favourites.some((a) => isAddressEqual(a, entry.token.address))}
              onToggleFavourite={() => toggleFavourite(chainId, entry.token.address)}
              onEdit={() => {
                revoke.reset()
                setEditing(entry.token.address)
              }}
              onRevoke={() =>
                void revoke.send(entry.token, approvalPlan(entry.allowance ?? 0n, 0n, false))
              }
              busy={revoking}
            />
          ))}
        </ul>
      )}
      {editedToken && (
        <AllowanceDialog
          entry={editedToken}
          owner={owner}
          chainId={chainId}
          spender={spender}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  )
}

function TokenRow({
  entry,
  favourite,
  onToggleFavourite,
  onEdit,
  onRevoke,
  busy,
}: {
  entry: AccountToken
  favourite: boolean
  onToggleFavourite: () => void
  onEdit: () => void
  onRevoke: () => void
  busy: boolean
}) {
  const { token, balance, allowance, usd, native } = entry
  const symbolId = useId()
  const symbol = token.symbol
  return (
    <li
      aria-labelledby={symbolId}
      className="flex flex-col gap-2 px-2 py-3 sm:flex-row sm:items-center sm:gap-3"
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {native ? (
          // Keeps the symbol in line with the starred rows' (no approval, no favourite).
          <span className="size-8 shrink-0" aria-hidden />
        ) : (
          <button
            type="button"
            aria-pressed={favourite}
            aria-label={t`Favourite: ${symbol}`}
            onClick={onToggleFavourite}
            className={`size-8 shrink-0 rounded-full text-lg leading-none ${favourite ? 'text-warning' : 'text-fg-subtle hover:text-fg'}`}
          >
            {favourite ? '★' : '☆'}
          </button>
        )}
        <TokenAvatar address={token.address} symbol={token.symbol} className="size-8 shrink-0" />
        <span className="min-w-0">
          <span id={symbolId} className="block truncate font-semibold text-fg" title={symbol}>
            {token.symbol}
          </span>
          <span className="block truncate text-xs text-fg-muted" title={token.name}>
            {token.name}
          </span>
        </span>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <TokenFigure label={<Trans>Balance</Trans>}>
          {balance === undefined ? '…' : formatAmount(balance, token.decimals, { maxDecimals: 6 })}
        </TokenFigure>
        <TokenFigure label={<Trans>Value</Trans>}>
          {usd === undefined ? '–' : formatUsdNumber(usd)}
        </TokenFigure>
        <TokenFigure
          label={<Trans>Allowance</Trans>}
          title={allowance === undefined ? undefined : allowanceLabel(allowance, token.decimals)}
        >
          {native
            ? t`Not needed`
            : allowance === undefined
              ? '…'
              : allowanceLabel(allowance, token.decimals)}
        </TokenFigure>
      </dl>
      {native ? (
        // The actions' room, kept so that the columns line up with the other rows'.
        <div className="hidden min-w-40 shrink-0 sm:flex" aria-hidden />
      ) : (
        // At least the room the native row keeps; wider when the words are (French), and on a
        // phone, under the figures, from the left edge.
        <div className="flex flex-wrap gap-1 sm:min-w-40 sm:shrink-0 sm:justify-end">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Approve ${symbol}`}>
            <Trans>Approve</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRevoke}
            disabled={busy || !allowance}
            aria-label={t`Revoke ${symbol}`}
          >
            <Trans>Revoke</Trans>
          </Button>
        </div>
      )}
    </li>
  )
}

/** One figure of a token's row (balance, value, allowance), in the row's `<dl>`. */
function TokenFigure({
  label,
  title,
  children,
}: {
  label: ReactNode
  /** The full figure, when the one shown is shortened. */
  title?: string
  children: ReactNode
}) {
  return (
    <div className="w-28 shrink-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-fg tabular break-all" title={title}>
        {children}
      </dd>
    </div>
  )
}
