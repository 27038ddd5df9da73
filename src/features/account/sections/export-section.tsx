import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { Button, buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useListTokens } from '@/trade/tokens/use-list-tokens'
import type { ChainInfo } from '@batchswap/contract/protocol/chains'
import type { ExportProgress } from '../export/load-history'
import { useHistoryExport } from '../use-history-export'

function progressWords(progress: ExportProgress): string {
  const done = progress.done
  switch (progress.phase) {
    case 'orders':
      return t`Loading your orders: ${plural(done, { one: '# order', other: '# orders' })} so far…`
    case 'trades':
      return t`Loaded ${plural(done, { one: '# order', other: '# orders' })}; reading their settlement transactions…`
    case 'tokens':
      return t`Loaded ${plural(done, { one: '# order', other: '# orders' })}; reading token names…`
    case 'writing':
      return t`Writing the files: ${plural(done, { one: '# order', other: '# orders' })} written…`
  }
}

function stoppedSentence(reason: string): string {
  return t`The export stopped: ${reason}`
}

/**
 * The account's whole order history as CSV (for a spreadsheet) and JSON (for a program):
 * every page of it, with progress while it loads. docs/account.md describes the columns.
 */
export function ExportSection({ owner, chain }: { owner: Address; chain: ChainInfo }) {
  const extra = useListTokens(chain.id)
  const { state, start, stop } = useHistoryExport(owner, chain, extra)
  // Leaving the page stops a running export and frees the files.
  useEffect(() => stop, [stop])
  const running = state.status === 'running'
  const chainName = chain.name

  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:p-5"
      role="region"
      aria-labelledby="history-export-title"
    >
      <h2 id="history-export-title" className="text-lg font-semibold text-fg">
        <Trans>Export your history</Trans>
      </h2>
      <p className="text-sm text-fg-muted">
        <Trans>
          Every order of this account on {chainName}: date, type, pair, amounts sold and bought,
          price, fee, surplus, status, settlement transaction and order ID. Amounts are exact, in
          whole tokens; dates are UTC.
        </Trans>
      </p>
      <div>
        <Button onClick={() => void start()} loading={running}>
          {state.status === 'done' ? t`Export again` : t`Export history`}
        </Button>
      </div>
      <div aria-live="polite" role="status" className="text-sm text-fg">
        {state.status === 'running' && (
          <div className="flex flex-col gap-1.5">
            <span>{progressWords(state.progress)}</span>
            {/* The total is unknown until the last page: an indeterminate bar. */}
            <progress aria-label={t`Export progress`} className="h-2 w-full" />
          </div>
        )}
        {state.status === 'done' && (
          <span>
            {plural(state.orders, {
              one: '# order ready to download.',
              other: '# orders ready to download.',
            })}
          </span>
        )}
      </div>
      {state.status === 'done' && (
        <div className="flex flex-wrap gap-2">
          <a
            href={state.csvUrl}
            download={`${state.fileStem}.csv`}
            className={buttonClasses('primary')}
          >
            <Trans>Download CSV</Trans>
          </a>
          <a
            href={state.jsonUrl}
            download={`${state.fileStem}.json`}
            className={buttonClasses('secondary')}
          >
            <Trans>Download JSON</Trans>
          </a>
        </div>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {stoppedSentence(state.sentence)}
        </p>
      )}
    </Card>
  )
}
