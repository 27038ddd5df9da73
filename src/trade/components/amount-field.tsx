import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { AlertIcon, ChevronDownIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { editedQuotedText } from '../trade-text'
import type { Side, TradeToken, TokenSlot } from '../tokens/trade-token'
import { TokenAvatar } from './token-avatar'

/** The amount field's visible label. */
export function amountFieldLabel(side: Side): string {
  return side === 'sell' ? t`You sell` : t`You buy`
}

/** The token button's accessible name. */
function tokenButtonLabel(symbol: string | undefined, side: Side): string {
  if (side === 'sell') {
    return symbol ? t`${symbol}: change the token to sell` : t`Select the token to sell`
  }
  return symbol ? t`${symbol}: change the token to buy` : t`Select the token to buy`
}

/** The amount field's text size variable (`--amount-chars`): the font shrinks as the amount grows. */
function amountChars(text: string): number {
  return Math.max(text.length, 1)
}

export interface AmountFieldProps {
  /** "You sell" / "You buy": the visible label of the input. */
  label: string
  /** Names the token button for screen readers, e.g. "sell". */
  side: 'sell' | 'buy'
  value: string
  onChange: (text: string) => void
  /** The quote is filling this field in. */
  loading: boolean
  /**
   * The field shows the quote's output (grouped, "3,092.28"), not what the trader typed.
   * Typing into it makes it the trader's field: the separators go with the first edit.
   */
  quoted?: boolean
  slot: TokenSlot
  onSelectToken: () => void
  /** Formatted balance, when known. */
  balance?: string
  onMax?: () => void
  usdValue?: string
  /** Why the amount cannot be used (a sentence). */
  error?: string
  /** A warning that does not stop the quote (e.g. more than the balance). */
  warning?: string
  /** Shown under the field, e.g. "Estimated" for the quoted side. */
  hint?: ReactNode
}

function TokenButtonContent({ token }: { token: TradeToken }) {
  return (
    <>
      <TokenAvatar address={token.address} symbol={token.symbol} />
      <span className="max-w-[7rem] truncate">{token.symbol}</span>
    </>
  )
}

/** One side of the swap: amount input, token button, balance and Max, USD value. */
export function AmountField({
  label,
  side,
  value,
  onChange,
  loading,
  quoted = false,
  slot,
  onSelectToken,
  balance,
  onMax,
  usdValue,
  error,
  warning,
  hint,
}: AmountFieldProps) {
  // While the trader types, the field shows its own text: the value comes back through the
  // URL a moment later (the router navigates asynchronously), and a keystroke landing in
  // between must not be lost to a re-render with the previous value.
  const [typing, setTyping] = useState<string | null>(null)
  // Where the caret goes after the first edit of a quoted amount drops its separators.
  const inputRef = useRef<HTMLInputElement>(null)
  const caretAfterEdit = useRef<number | null>(null)
  useLayoutEffect(() => {
    const caret = caretAfterEdit.current
    if (caret === null) return
    caretAfterEdit.current = null
    inputRef.current?.setSelectionRange(caret, caret)
  })
  const inputId = useId()
  const labelId = useId()
  const messageId = useId()
  const token = slot.status === 'ready' ? slot.token : undefined
  // The token comes first: an amount cannot be read without it.
  const message = (slot.status === 'error' ? slot.sentence : undefined) ?? error ?? warning
  const text = typing ?? value
  // The font shrinks as the amount grows, so a phone shows all of it (.amount-text).
  const textSize = { '--amount-chars': amountChars(text) } as CSSProperties
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn(
        'rounded-2xl border bg-surface-muted px-4 py-3 transition-colors',
        error ? 'border-danger' : 'border-transparent focus-within:border-line-strong',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <label id={labelId} htmlFor={inputId} className="text-sm font-medium text-fg-muted">
          {label}
        </label>
        {token && !token.listed && (
          <Badge tone="warning">
            <AlertIcon className="size-3" />
            <Trans>Not on the list</Trans>
          </Badge>
        )}
      </div>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="@container relative min-w-0 flex-1">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="0"
            value={text}
            onChange={(event) => {
              // Only the quote's own text is ungrouped; the trader's text is never rewritten.
              const next =
                quoted && typing === null
                  ? editedQuotedText(event.target.value, event.target.selectionStart)
                  : { text: event.target.value, caret: null }
              caretAfterEdit.current = next.text === event.target.value ? null : next.caret
              setTyping(next.text)
              onChange(next.text)
            }}
            onBlur={() => setTyping(null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            aria-busy={loading || undefined}
            style={textSize}
            className={cn(
              'amount-text h-9 w-full min-w-0 bg-transparent font-semibold tracking-tight text-fg tabular outline-none placeholder:text-fg-subtle',
              loading && 'opacity-0',
            )}
          />
          {loading && <Skeleton className="pointer-events-none absolute inset-y-1 left-0 w-32" />}
        </div>
        <button
          type="button"
          onClick={onSelectToken}
          aria-label={tokenButtonLabel(token?.symbol, side)}
          className={cn(
            'flex h-10 shrink-0 items-center gap-2 rounded-full pr-2.5 pl-1.5 text-base font-semibold transition-colors',
            token
              ? 'border border-line bg-surface text-fg shadow-sm hover:border-line-strong'
              : 'bg-brand-soft pl-3.5 text-brand-text hover:bg-brand hover:text-brand-fg',
          )}
        >
          {token ? (
            <TokenButtonContent token={token} />
          ) : slot.status === 'loading' ? (
            <Skeleton className="h-5 w-16" />
          ) : (
            <span>
              <Trans>Select token</Trans>
            </span>
          )}
          <ChevronDownIcon className="size-4 opacity-70" />
        </button>
      </div>
      <div className="mt-1.5 flex min-h-5 flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-sm text-fg-muted">
        <span className="tabular">{usdValue ?? hint ?? '\u00a0'}</span>
        {balance !== undefined && token && (
          <span className="flex shrink-0 items-center gap-1.5">
            <span className="tabular">
              <Trans>
                Balance: {balance} <span className="sr-only">{token.symbol}</span>
              </Trans>
            </span>
            {onMax && (
              <button
                type="button"
                onClick={onMax}
                aria-label={t`Use the whole balance of ${token.symbol}`}
                className="rounded-md bg-brand-soft px-1.5 py-0.5 text-xs font-bold text-brand-text uppercase hover:bg-brand hover:text-brand-fg"
              >
                <Trans>Max</Trans>
              </button>
            )}
          </span>
        )}
      </div>
      {message && (
        <p
          id={messageId}
          className={cn(
            'mt-2 flex items-start gap-1.5 text-sm',
            error || slot.status === 'error' ? 'text-danger' : 'text-warning',
          )}
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  )
}
