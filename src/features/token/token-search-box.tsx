import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { Address } from 'viem'
import { Button } from '@/components/ui/button'
import type { TokenInfo } from '@/config/token-lists'
import { cn } from '@/lib/cn'
import { shortenAddress } from '@/lib/format-amount'
import { searchProblem, tokenSuggestions, type SearchResult } from './token-suggestions'

function resultAddress(result: SearchResult): Address {
  return result.type === 'address' ? result.address : result.token.address
}

function resultLabel(result: SearchResult): { primary: string; secondary: string } {
  if (result.type === 'listed')
    return { primary: result.token.symbol, secondary: result.token.name }
  if (result.listed) return { primary: result.listed.symbol, secondary: result.listed.name }
  return { primary: shortenAddress(result.address, 6), secondary: t`Token by address` }
}

/**
 * Opens any token: type a symbol or name from the chain's list, or paste an address. An
 * ARIA combobox: arrow keys move through the suggestions, Enter opens one, Escape closes.
 */
export function TokenSearchBox({
  tokens,
  networkName,
  onOpen,
}: {
  tokens: readonly TokenInfo[]
  networkName: string
  onOpen: (address: Address) => void
}) {
  const [query, setQuery] = useState('')
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState(0)
  const [submitted, setSubmitted] = useState(false)
  const id = useId()
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const results = useMemo(() => tokenSuggestions(query, tokens), [query, tokens])
  const problem = submitted ? searchProblem(query, results) : undefined
  const open = expanded && results.length > 0
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0))

  const choose = (result: SearchResult | undefined) => {
    if (!result) return
    setExpanded(false)
    setQuery('')
    setSubmitted(false)
    onOpen(resultAddress(result))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setExpanded(true)
      setActive(open ? (activeIndex + 1) % results.length : 0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setExpanded(true)
      setActive(open ? (activeIndex - 1 + results.length) % results.length : results.length - 1)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setExpanded(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (query.trim() === '') return
    choose(open ? results[activeIndex] : results[0])
  }

  return (
    <form role="search" onSubmit={onSubmit} className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold text-fg">
        <Trans>Find a token</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${id}-option-${activeIndex}` : undefined}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          placeholder={t`Symbol or 0x…`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setExpanded(true)
            setActive(0)
            setSubmitted(false)
          }}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
          onKeyDown={onKeyDown}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3.5 text-sm text-fg placeholder:text-fg-subtle focus:border-brand"
        />
        <Button type="submit" className="h-11">
          <Trans>Open</Trans>
        </Button>
      </div>
      <p
        id={hintId}
        className={cn('mt-1.5 text-xs', problem ? 'text-danger' : 'text-fg-muted')}
        aria-live="polite"
      >
        {problem ?? t`Tokens listed on ${networkName}, or any token by its address.`}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Matching tokens`}
        hidden={!open}
        className="absolute inset-x-0 top-[4.75rem] z-30 max-h-80 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-1.5 shadow-popover"
      >
        {results.map((result, index) => {
          const label = resultLabel(result)
          return (
            <li
              key={`${resultAddress(result)}-${index}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault()
                choose(result)
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm',
                index === activeIndex ? 'bg-brand-soft text-fg' : 'text-fg',
              )}
            >
              <span className="font-semibold">{label.primary}</span>
              <span className="truncate text-fg-muted">{label.secondary}</span>
            </li>
          )
        })}
      </ul>
    </form>
  )
}
