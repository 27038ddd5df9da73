import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { ChannelSession } from '@/api/notify-channels'
import { useDeliveries, useRedeliver } from '@/api/queries/notify-channel-queries'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { dateTimeFormat } from '@/lib/locale-format'
import { useApiContext } from '@/wallet/use-api-context'
import { channelProblem, deliveryView, type DeliveryView } from './channel-view'

/** A channel's recent deliveries (newest first), each with Redeliver once it has settled. */
export function DeliveriesList({
  session,
  channelId,
  channelName,
}: {
  session: ChannelSession
  channelId: string
  channelName: string
}) {
  const ctx = useApiContext()
  const query = useDeliveries(ctx, session, channelId)
  const redeliver = useRedeliver(ctx)
  const [failed, setFailed] = useState<string | undefined>()
  if (query.error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {channelProblem(query.error).message}
      </p>
    )
  }
  if (!query.data) return <Skeleton className="h-12 w-full" />
  if (query.data.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        <Trans>Nothing sent yet. Send a test to see one here.</Trans>
      </p>
    )
  }
  const rows = query.data.map(deliveryView)
  const deliveriesLabel = t`Deliveries to ${channelName}`
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={deliveriesLabel} className="divide-y divide-line text-sm">
        {rows.map((row) => (
          <DeliveryRow
            key={row.id}
            row={row}
            busy={redeliver.isPending && redeliver.variables?.deliveryId === row.id}
            onRedeliver={() => {
              setFailed(undefined)
              redeliver.mutate(
                { session, channelId, deliveryId: row.id },
                { onError: (error) => setFailed(channelProblem(error).message) },
              )
            }}
          />
        ))}
      </ul>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
    </div>
  )
}

function DeliveryRow({
  row,
  busy,
  onRedeliver,
}: {
  row: DeliveryView
  busy: boolean
  onRedeliver: () => void
}) {
  const at = new Date(row.at)
  const what = row.what.toLowerCase()
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="font-medium text-fg">{row.what}</span>
      <time dateTime={row.at} className="text-fg-muted tabular">
        {dateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' }).format(at)}
      </time>
      <Badge tone={row.status.tone}>{row.status.label}</Badge>
      <span className="text-fg-muted">{row.attempts}</span>
      {row.answer && <span className="min-w-0 break-words text-fg-muted">{row.answer}</span>}
      {row.canRedeliver && (
        <Button variant="ghost" size="sm" className="ml-auto" loading={busy} onClick={onRedeliver}>
          <Trans>
            Redeliver<span className="sr-only"> {what}</span>
          </Trans>
        </Button>
      )}
    </li>
  )
}
