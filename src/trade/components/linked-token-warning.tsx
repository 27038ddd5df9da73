import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { TradeToken } from '../tokens/trade-token'
import { ImportPanel } from './import-token-panel'

export interface LinkedTokenWarningProps {
  side: 'sell' | 'buy'
  token: TradeToken
  chainName: string
  onImport: (token: TradeToken) => void
  importDisabled?: boolean
}

/**
 * A link named a token by an address that is not on the list: the same warning and import
 * as in the token selector, before anything is quoted. A look-alike "USDC" is one click of
 * a link away otherwise.
 */
export function LinkedTokenWarning({
  side,
  token,
  chainName,
  onImport,
  importDisabled = false,
}: LinkedTokenWarningProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="px-1 text-sm font-semibold text-fg">
        {side === 'sell' ? (
          <Trans>The link names a token to sell that is not on the list</Trans>
        ) : (
          <Trans>The link names a token to buy that is not on the list</Trans>
        )}
      </h2>
      <ImportPanel
        metadata={{ status: 'success', address: token.address, token }}
        chainName={chainName}
        onImport={onImport}
        importDisabled={importDisabled}
      />
    </section>
  )
}
