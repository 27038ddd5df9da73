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
  return (
    <section aria-label="Review" className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-fg">One Safe transaction</h2>
      {transaction.replacesHandler && (
        <Callout tone="info" title="The Safe's fallback handler changes">
          The Safe&apos;s fallback handler {transaction.replacesHandler} is replaced by the
          extensible fallback handler, which still answers the Safe&apos;s own signatures and token
          callbacks, and lets ComposableCoW vouch for the TWAP&apos;s parts.
        </Callout>
      )}
      <ol aria-label="Calls" className="list-decimal pl-5 text-fg">
        {transaction.calls.map((call) => (
          <li key={call.label}>{callLabel(call, sellSymbol)}</li>
        ))}
      </ol>
      {proposed ? (
        <Callout tone="success" title="Proposed in your Safe">
          Once the owners execute it, the parts are posted as they fall due.
        </Callout>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button loading={proposing} onClick={onPropose}>
            Propose in Safe
          </Button>
        </div>
      )}
      {error && (
        <Callout tone="danger" title="Not proposed">
          {error.message}
        </Callout>
      )}
    </section>
  )
}

function callLabel(call: SafeBatchCall, sellSymbol: string): string {
  switch (call.label) {
    case 'fallbackHandler':
      return 'Set the extensible fallback handler'
    case 'domainVerifier':
      return 'Let ComposableCoW verify orders of the CoW settlement'
    case 'approval':
      return `Approve ${sellSymbol} for the vault relayer`
    case 'create':
      return 'Create the TWAP order'
    case 'remove':
      return 'Cancel the TWAP order'
  }
}
