import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import type { SafeBatchCall } from '@batchswap/contract/protocol/twap-safe-calls'
import type { TwapTransaction } from './twap-transaction'

/** The review of a TWAP: the one Safe transaction's calls, then proposing it in the Safe. */
export function TwapReview({
  transaction,
  sellSymbol,
  proposed,
  proposing,
  error,
  onBack,
  onPropose,
}: {
  transaction: TwapTransaction
  sellSymbol: string
  proposed: boolean
  proposing: boolean
  error: Error | null
  onBack: () => void
  onPropose: () => void
}) {
  const handler = transaction.replacesHandler
  return (
    <section aria-label={t`Review`} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-fg">
        <Trans>One Safe transaction</Trans>
      </h2>
      {handler && (
        <Callout tone="info" title={t`The Safe's fallback handler changes`}>
          <Trans>
            The Safe&apos;s fallback handler {handler} is replaced by the extensible fallback
            handler, which still answers the Safe&apos;s own signatures and token callbacks, and
            lets ComposableCoW vouch for the TWAP&apos;s parts.
          </Trans>
        </Callout>
      )}
      <ol aria-label={t`Calls`} className="list-decimal pl-5 text-fg">
        {transaction.calls.map((call) => (
          <li key={call.label}>{callLabel(call, sellSymbol)}</li>
        ))}
      </ol>
      {proposed ? (
        <Callout tone="success" title={t`Proposed in your Safe`}>
          <Trans>Once the owners execute it, the parts are posted as they fall due.</Trans>
        </Callout>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
          <Button loading={proposing} onClick={onPropose}>
            <Trans>Propose in Safe</Trans>
          </Button>
        </div>
      )}
      {error && (
        <Callout tone="danger" title={t`Not proposed`}>
          {error.message}
        </Callout>
      )}
    </section>
  )
}

function callLabel(call: SafeBatchCall, sellSymbol: string): string {
  switch (call.label) {
    case 'fallbackHandler':
      return t`Set the extensible fallback handler`
    case 'domainVerifier':
      return t`Let ComposableCoW verify orders of the CoW settlement`
    case 'approval':
      return t`Approve ${sellSymbol} for the vault relayer`
    case 'create':
      return t`Create the TWAP order`
    case 'remove':
      return t`Cancel the TWAP order`
  }
}
