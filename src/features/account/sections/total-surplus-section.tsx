import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { describeError } from '@/api/error-descriptions'
import { totalSurplusQueryOptions } from '@/api/queries/account-queries'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatAmount } from '@/lib/format-amount'
import { useApiContext } from '@/wallet/use-api-context'
import type { ChainInfo } from '@batchswap/contract/protocol/chains'

/** What the account's trades earned above their limits, to date, in the native currency. */
export function TotalSurplusSection({ account, chain }: { account: Address; chain: ChainInfo }) {
  const ctx = useApiContext(chain.id)
  const query = useQuery(totalSurplusQueryOptions(ctx, account))
  const nativeSymbol = chain.nativeSymbol
  return (
    <Card className="flex flex-col gap-1 p-5" role="region" aria-labelledby="total-surplus-title">
      <h2 id="total-surplus-title" className="text-sm font-semibold text-fg-muted">
        <Trans>Total surplus</Trans>
      </h2>
      {query.data !== undefined ? (
        <p className="text-2xl font-semibold text-fg tabular" aria-live="polite">
          {formatAmount(query.data, 18, { maxDecimals: 6 })} {chain.nativeSymbol}
        </p>
      ) : query.error ? (
        <p className="text-sm text-fg-muted">{describeError(query.error).sentence}</p>
      ) : (
        <Skeleton className="h-8 w-40" />
      )}
      <p className="text-xs text-fg-muted">
        <Trans>
          What your trades got above the prices you signed, valued in {nativeSymbol} by the
          orderbook.
        </Trans>
      </p>
    </Card>
  )
}
