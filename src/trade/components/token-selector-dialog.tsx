import { Trans } from '@lingui/react/macro'
import { plural, t } from '@lingui/core/macro'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { isAddressEqual, type Address } from 'viem'
import { Badge } from '@/components/ui/badge'
import { AlertIcon, CheckIcon } from '@/components/ui/icons'
import type { TradeToken } from '../tokens/trade-token'
import type { TokenMetadata } from '../tokens/use-token-metadata'
import { ImportPanel } from './import-token-panel'
import { ModalDialog } from '@/components/ui/dialog'
import { TokenAvatar } from './token-avatar'

export type ImportCandidate =
  | { status: 'none' }
  | { status: 'malformed'; sentence: string }
  | { status: 'lookup'; metadata: TokenMetadata }

export interface TokenSelectorDialogProps {
  open: boolean
  side: 'sell' | 'buy'
  query: string
  onQueryChange: (query: string) => void
  tokens: readonly TradeToken[]
  /** Formatted balances by lowercase address. */
  balances: ReadonlyMap<string, string>
  selected?: Address
  importCandidate: ImportCandidate
  chainName: string
  onSelect: (token: TradeToken) => void
  onImport: (token: TradeToken) => void
  onClose: () => void
  /** The embedding allows only listed tokens: a pasted address is shown, not importable. */
  importDisabled?: boolean
  /** Rows of quick picks above the list (favourites, recent tokens). */
  pinned?: readonly { label: string; tokens: readonly TradeToken[] }[]
  /** A star per token, when favourites are offered. */
  favourites?: { has: (token: TradeToken) => boolean; toggle: (token: TradeToken) => void }
  /** The balances' USD values, formatted, by lowercase address. */
  usdValues?: ReadonlyMap<string, string>
  /** Shown under the list (the lists' management button). */
  footer?: ReactNode
  /** Shown instead of the search and the list (the lists' management). */
  panel?: ReactNode
}

/** Moves focus between the search box and the list with the arrow keys. */
function onListKeyDown(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const buttons = Array.from(
    container?.querySelectorAll<HTMLButtonElement>('[data-token-option]') ?? [],
  )
  if (buttons.length === 0) return
  event.preventDefault()
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const next =
    event.key === 'ArrowDown'
      ? buttons[Math.min(index + 1, buttons.length - 1)]
      : index <= 0
        ? undefined
        : buttons[index - 1]
  if (next) next.focus()
  else container?.querySelector<HTMLInputElement>('input[data-autofocus]')?.focus()
}

export function TokenSelectorDialog({
  open,
  side,
  query,
  onQueryChange,
  tokens,
  balances,
  selected,
  importCandidate,
  chainName,
  onSelect,
  onImport,
  onClose,
  importDisabled = false,
  pinned = [],
  favourites,
  usdValues,
  footer,
  panel,
}: TokenSelectorDialogProps) {
  const searchId = useId()
  const hintId = useId()
  const container = useRef<HTMLDivElement>(null)
  const resultCount = tokens.length

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={side === 'sell' ? t`Select the token to sell` : t`Select the token to buy`}
    >
      {panel ?? (
        <div ref={container} className="flex flex-col gap-3">
          <div>
            <label htmlFor={searchId} className="sr-only">
              <Trans>Search by name, symbol or address</Trans>
            </label>
            <input
              id={searchId}
              type="text"
              data-autofocus
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder={t`Name, symbol or address`}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              onKeyDown={(event) => onListKeyDown(event, container.current)}
              className="h-11 w-full rounded-xl border border-line bg-surface-muted px-3.5 text-base text-fg outline-none placeholder:text-fg-subtle focus:border-brand"
            />
            <p id={hintId} className="sr-only" aria-live="polite">
              {importCandidate.status === 'malformed'
                ? importCandidate.sentence
                : plural(resultCount, {
                    one: '# token found. Use the arrow keys to move through the list.',
                    other: '# tokens found. Use the arrow keys to move through the list.',
                  })}
            </p>
          </div>

          {query.trim() === '' &&
            pinned
              .filter((row) => row.tokens.length > 0)
              .map((row) => (
                <div key={row.label} role="group" aria-label={row.label}>
                  <p className="mb-1 text-xs font-semibold text-fg-muted">{row.label}</p>
                  <div className="flex flex-wrap gap-1.5">
                    {row.tokens.map((token) => (
                      <button
                        key={token.address}
                        type="button"
                        onClick={() => onSelect(token)}
                        className="flex items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-sm font-semibold text-fg hover:bg-surface-muted"
                      >
                        <TokenAvatar
                          address={token.address}
                          symbol={token.symbol}
                          className="size-5"
                        />
                        {token.symbol}
                      </button>
                    ))}
                  </div>
                </div>
              ))}

          {importCandidate.status === 'malformed' && (
            <p className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2.5 text-sm text-danger">
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              {importCandidate.sentence}
            </p>
          )}

          {importCandidate.status === 'lookup' && (
            <ImportPanel
              metadata={importCandidate.metadata}
              chainName={chainName}
              onImport={onImport}
              importDisabled={importDisabled}
            />
          )}

          {resultCount > 0 ? (
            <ul className="-mx-2 flex max-h-80 flex-col overflow-y-auto" aria-label={t`Tokens`}>
              {tokens.map((token) => {
                const isSelected = selected !== undefined && isAddressEqual(selected, token.address)
                const balance = balances.get(token.address.toLowerCase())
                const usd = usdValues?.get(token.address.toLowerCase())
                const favourite = favourites?.has(token) ?? false
                return (
                  <li key={token.address} className="flex items-center">
                    <button
                      type="button"
                      data-token-option
                      onClick={() => onSelect(token)}
                      onKeyDown={(event) => onListKeyDown(event, container.current)}
                      aria-current={isSelected || undefined}
                      className="flex min-w-0 flex-1 items-center gap-2 rounded-xl px-2 py-2.5 text-left hover:bg-surface-muted focus-visible:bg-surface-muted sm:gap-3"
                    >
                      <TokenAvatar
                        address={token.address}
                        symbol={token.symbol}
                        className="size-9 shrink-0"
                      />
                      <span className="min-w-0 flex-1">
                        {/* A long symbol or name wraps on a phone, a symbol inside the word
                            when it must: all of it stays readable. */}
                        <span className="flex min-w-0 flex-wrap items-center gap-x-2 font-semibold text-fg">
                          <span className="min-w-0 [overflow-wrap:anywhere]">{token.symbol}</span>
                          {!token.listed && (
                            <Badge tone="warning">
                              <Trans>Not on the list</Trans>
                            </Badge>
                          )}
                        </span>
                        <span className="block text-sm break-words text-fg-muted">
                          {token.name}
                        </span>
                      </span>
                      <span className="shrink-0 text-right text-sm font-medium text-fg tabular">
                        {balance ?? ''}
                        {usd && <span className="block text-xs text-fg-muted">{usd}</span>}
                      </span>
                      {isSelected && (
                        <CheckIcon className="size-4 shrink-0 text-brand-text" aria-hidden />
                      )}
                    </button>
                    {favourites && (
                      <button
                        type="button"
                        aria-pressed={favourite}
                        aria-label={t`Favourite: ${token.symbol}`}
                        onClick={() => favourites.toggle(token)}
                        className={`ml-1 shrink-0 rounded-full p-2 text-lg leading-none ${favourite ? 'text-warning' : 'text-fg-subtle hover:text-fg'}`}
                      >
                        {favourite ? '★' : '☆'}
                      </button>
                    )}
                  </li>
                )
              })}
            </ul>
          ) : (
            importCandidate.status === 'none' && (
              <p className="py-6 text-center text-sm text-fg-muted">
                <Trans>
                  No token on the list matches “{query.trim()}”. Paste a token address to import it.
                </Trans>
              </p>
            )
          )}
          {footer}
        </div>
      )}
    </ModalDialog>
  )
}
