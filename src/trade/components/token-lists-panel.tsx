import { Trans } from '@lingui/react/macro'
import { plural, t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import { getTokenList } from '@/config/token-lists'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { readListUrl, useTokenListsStore, type AddedList } from '../tokens/token-list-store'
import { loadTokenList, useListedExtras, useListState } from '../tokens/token-list-loader'
import { CheckboxLine } from './checkbox-line'

/**
 * The token picker's list management: the built-in list, the lists the trader added by URL
 * (each checked against the token-list schema when added; on or off; removable), and the
 * field to add one.
 */
export function TokenListsPanel({
  chainId,
  onBack,
}: {
  chainId: SupportedChainId
  onBack: () => void
}) {
  const urlId = useId()
  const messageId = useId()
  const lists = useTokenListsStore((s) => s.lists)
  const addList = useTokenListsStore((s) => s.addList)
  const [text, setText] = useState('')
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'loading' } | { status: 'error' | 'added'; sentence: string }
  >({ status: 'idle' })

  const add = async () => {
    const read = readListUrl(text)
    if ('sentence' in read) {
      setState({ status: 'error', sentence: read.sentence })
      return
    }
    setState({ status: 'loading' })
    try {
      // Read afresh: the trader may have fixed the file since a failed try.
      const list = await loadTokenList(read.url, { force: true })
      const here = list.tokens.filter((t) => t.chainId === chainId).length
      const listName = list.name
      addList(read.url)
      useListedExtras.setState((s) => ({ version: s.version + 1 }))
      setText('')
      setState({
        status: 'added',
        sentence: plural(here, {
          one: `Added ${listName}: # token on this network.`,
          other: `Added ${listName}: # tokens on this network.`,
        }),
      })
    } catch (error) {
      setState({
        status: 'error',
        sentence: error instanceof Error ? error.message : t`The list could not be added.`,
      })
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h3 className="text-base font-semibold text-fg">
          <Trans>Token lists</Trans>
        </h3>
        <Button size="sm" variant="secondary" onClick={onBack}>
          <Trans>Back to tokens</Trans>
        </Button>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <label htmlFor={urlId} className="text-sm font-semibold text-fg">
          <Trans>Add a list by URL</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={urlId}
            type="url"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="https://example.org/tokens.json"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={messageId}
            aria-invalid={state.status === 'error' || undefined}
            className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-surface-muted px-3 text-sm text-fg outline-none focus:border-brand"
          />
          <Button type="submit" size="sm" aria-busy={state.status === 'loading' || undefined}>
            {state.status === 'loading' ? <Trans>Checking…</Trans> : <Trans>Add list</Trans>}
          </Button>
        </div>
        <p
          id={messageId}
          role={state.status === 'error' ? 'alert' : 'status'}
          className={
            state.status === 'error'
              ? 'flex items-start gap-2 text-sm text-danger'
              : 'text-sm text-fg-muted'
          }
        >
          {state.status === 'error' && <AlertIcon className="mt-0.5 size-4 shrink-0" />}
          {state.status === 'error' || state.status === 'added'
            ? state.sentence
            : t`Any list in the Uniswap token-list format: it is checked before it is added.`}
        </p>
      </form>
      <ul className="flex flex-col gap-2" aria-label={t`Token lists`}>
        <li className="rounded-xl border border-line px-3 py-2 text-sm">
          <span className="font-semibold text-fg">
            {getTokenList(chainId)?.name ?? t`Built-in list`}
          </span>
          <span className="block text-fg-muted">
            <Trans>Built in, always on</Trans>
          </span>
        </li>
        {lists.map((list) => (
          <AddedListRow key={list.url} list={list} chainId={chainId} />
        ))}
      </ul>
    </div>
  )
}

function AddedListRow({ list, chainId }: { list: AddedList; chainId: number }) {
  const setEnabled = useTokenListsStore((s) => s.setListEnabled)
  const remove = useTokenListsStore((s) => s.removeList)
  const state = useListState(list.url)
  const name = state?.status === 'success' ? state.list.name : list.url
  const here =
    state?.status === 'success'
      ? state.list.tokens.filter((t) => t.chainId === chainId).length
      : undefined
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-line px-3 py-2 text-sm">
      <CheckboxLine checked={list.enabled} onChange={(on) => setEnabled(list.url, on)}>
        <span className="font-semibold text-fg">{name}</span>
        <span className="block break-all text-fg-muted">
          {state?.status === 'error'
            ? state.message
            : here !== undefined
              ? `${plural(here, { one: '# token on this network', other: '# tokens on this network' })} · ${list.url}`
              : list.url}
        </span>
      </CheckboxLine>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => remove(list.url)}
        aria-label={t`Remove ${name}`}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  )
}
