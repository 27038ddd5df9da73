import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { dateTimeFormat } from '@/lib/locale-format'
import { Callout } from '@/components/ui/callout'
import { shortenAddress } from '@/lib/format-amount'
import type { SafeTxProgress } from '@/wallet/safe-tx-tracking'

/**
 * What a Safe owner needs while the pre-signing Safe transaction waits: which transaction
 * (its Safe transaction hash, as the Safe's queue shows it), and what happens if the owners
 * never execute it.
 */
export function SafePresignNotice({
  progress,
  validTo,
}: {
  progress: SafeTxProgress
  validTo: number | undefined
}) {
  const deadline =
    validTo === undefined
      ? t`its deadline`
      : dateTimeFormat({
          hour: '2-digit',
          minute: '2-digit',
          day: 'numeric',
          month: 'short',
        }).format(new Date(validTo * 1000))
  const safeTx = shortenAddress(progress.safeTxHash, 6)
  return (
    <Callout tone="info" title={t`Waiting for the Safe's owners`}>
      <p className="mt-0.5">
        {progress.txHash ? (
          <Trans>
            The order is in the orderbook, waiting for its pre-signature. Sign and execute Safe
            transaction <code title={progress.safeTxHash}>{safeTx}</code> in your Safe (executing).
            If the owners do not execute it before {deadline}, the order expires and nothing is
            traded. You can close this window: the order carries on.
          </Trans>
        ) : (
          <Trans>
            The order is in the orderbook, waiting for its pre-signature. Sign and execute Safe
            transaction <code title={progress.safeTxHash}>{safeTx}</code> in your Safe (queued). If
            the owners do not execute it before {deadline}, the order expires and nothing is traded.
            You can close this window: the order carries on.
          </Trans>
        )}
      </p>
    </Callout>
  )
}
