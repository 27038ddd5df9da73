import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { shortenAddress } from '@/lib/format-amount'
import type { TradeToken } from '../tokens/trade-token'
import type { TokenMetadata } from '../tokens/use-token-metadata'
import { CTA_CLASS } from './cta'
import { TokenAvatar } from './token-avatar'

/**
 * The warning before a token that is not on the list is used: what the chain says it is
 * (symbol, decimals, name, address) and an explicit import. The token selector shows it
 * for a pasted address, the swap page for an address a link named.
 */
export function ImportPanel({
  metadata,
  chainName,
  onImport,
  importDisabled = false,
}: {
  metadata: TokenMetadata
  chainName: string
  onImport: (token: TradeToken) => void
  /** The site embedding the app allows only the tokens on its lists. */
  importDisabled?: boolean
}) {
  if (metadata.status === 'loading') {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-line p-3" aria-busy="true">
        <Skeleton className="size-9 rounded-full" />
        <span className="text-sm text-fg-muted" role="status">
          <Trans>Reading the token from {chainName}…</Trans>
        </span>
      </div>
    )
  }
  if (metadata.status === 'error') {
    return (
      <p
        className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2.5 text-sm text-danger"
        role="alert"
      >
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        {metadata.sentence}
      </p>
    )
  }
  const token = metadata.token
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft p-3">
      <div className="flex items-center gap-3">
        <TokenAvatar address={token.address} symbol={token.symbol} className="size-9" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-fg">
            {token.symbol}{' '}
            <span className="font-normal text-fg-muted">
              · <Trans>{token.decimals} decimals</Trans>
            </span>
          </p>
          <p className="truncate text-sm text-fg-muted">
            {token.name} · {shortenAddress(token.address, 6)}
          </p>
        </div>
      </div>
      {importDisabled ? (
        <p className="text-sm text-fg" role="alert">
          <Trans>
            This token is not on the list, and this site does not allow importing tokens: only the
            tokens on its lists can be traded here.
          </Trans>
        </p>
      ) : (
        <p className="text-sm text-fg">
          <Trans>
            This token is not on the list. Anyone can create a token with any name: make sure this
            is the one you mean.
          </Trans>
        </p>
      )}
      {!importDisabled && (
        <Button
          size="lg"
          className={CTA_CLASS}
          onClick={() => onImport({ ...token, listed: false })}
        >
          <Trans>Import {token.symbol}</Trans>
        </Button>
      )}
    </div>
  )
}
