import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { WireChannel } from '@batchswap/contract/wire/channels'
import type { ChannelSession } from '@/api/notify-channels'
import {
  useRemoveChannel,
  useRotateSecret,
  useTestChannel,
  useUpdateChannelTypes,
} from '@/api/queries/notify-channel-queries'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/dialog'
import { useApiContext } from '@/wallet/use-api-context'
import { toggleType } from './channel-form'
import { channelProblem, channelView } from './channel-view'
import { DeliveriesList } from './deliveries-list'
import { TelegramLink } from './telegram-link'
import { TypesFieldset } from './types-fieldset'

export interface TelegramLinkInfo {
  url: string
  startCommand: string
  expiresAt: string
}

/** The id of a channel's heading, which takes focus when the panel sends it there. */
export const channelHeadingId = (channelId: string) => `notify-channel-${channelId}`

/**
 * One channel: what and where, its status, the types it receives (changed at once), a test,
 * a webhook's secret rotation, its deliveries and removal.
 */
export function ChannelItem({
  channel,
  session,
  telegramLink,
  onSecret,
  onRemoved,
  onProblem,
}: {
  channel: WireChannel
  session: ChannelSession
  telegramLink: TelegramLinkInfo | undefined
  /** A rotated secret to show, and what takes focus once it is put away. */
  onSecret: (secret: string, returnTo: () => HTMLElement | null) => void
  onRemoved: () => void
  /** A refusal that ends the session goes up; the others are shown here. */
  onProblem: (error: unknown) => boolean
}) {
  const ctx = useApiContext()
  const view = channelView(channel)
  const headingId = channelHeadingId(channel.id)
  const rotateRef = useRef<HTMLButtonElement>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const [note, setNote] = useState<string | undefined>()
  const [confirmRemove, setConfirmRemove] = useState(false)
  const [showDeliveries, setShowDeliveries] = useState(false)
  const updateTypes = useUpdateChannelTypes(ctx)
  const test = useTestChannel(ctx)
  const rotate = useRotateSecret(ctx)
  const remove = useRemoveChannel(ctx)
  const name = `${view.title} ${view.target}`
  const { t } = useLingui()

  const failed = (error: unknown) => {
    if (!onProblem(error)) setProblem(channelProblem(error).message)
  }
  const started = () => {
    setProblem(undefined)
    setNote(undefined)
  }

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} tabIndex={-1} className="font-semibold text-fg outline-none">
            {view.title}
            <span className="sr-only"> {view.target}</span>
          </h3>
          <p className="text-sm break-all text-fg-muted">{view.target}</p>
        </div>
        <Badge tone={view.status.tone}>{view.status.label}</Badge>
      </div>

      {view.waitingFor && <p className="text-sm text-fg">{view.waitingFor}</p>}
      {channel.kind === 'telegram' &&
        channel.status === 'pending' &&
        (telegramLink ? (
          <TelegramLink {...telegramLink} />
        ) : (
          <p className="text-sm text-fg-muted">
            <Trans>
              The link to the bot was shown when this channel was added. If it has expired, remove
              the channel and connect Telegram again.
            </Trans>
          </p>
        ))}

      <TypesFieldset
        legend={t`Notify about`}
        value={channel.types}
        disabled={updateTypes.isPending}
        onToggle={(type, on) => {
          started()
          updateTypes.mutate(
            { session, channelId: channel.id, types: toggleType(channel.types, type, on) },
            { onError: failed },
          )
        }}
      />

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={test.isPending}
          disabled={channel.status !== 'active'}
          onClick={() => {
            started()
            test.mutate(
              { session, channelId: channel.id },
              {
                onSuccess: () => {
                  setNote(t`Test sent. It shows in the deliveries below.`)
                  setShowDeliveries(true)
                },
                onError: failed,
              },
            )
          }}
        >
          <Trans>
            Send a test<span className="sr-only"> to {name}</span>
          </Trans>
        </Button>
        {channel.kind === 'webhook' && (
          <Button
            ref={rotateRef}
            variant="secondary"
            size="sm"
            loading={rotate.isPending}
            onClick={() => {
              started()
              rotate.mutate(
                { session, channelId: channel.id },
                {
                  onSuccess: ({ secret }) => {
                    if (secret) onSecret(secret, () => rotateRef.current)
                  },
                  onError: failed,
                },
              )
            }}
          >
            <Trans>
              Rotate secret<span className="sr-only"> of {name}</span>
            </Trans>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {showDeliveries ? (
            <Trans>
              Hide deliveries<span className="sr-only"> of {name}</span>
            </Trans>
          ) : (
            <Trans>
              Deliveries<span className="sr-only"> of {name}</span>
            </Trans>
          )}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)}>
          <Trans>
            Remove<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      </div>

      {note && (
        <p role="status" className="text-sm text-fg-muted">
          {note}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      {showDeliveries && (
        <DeliveriesList session={session} channelId={channel.id} channelName={name} />
      )}

      <ModalDialog
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        dismissible={!remove.isPending}
        title={t`Remove this channel?`}
        description={t`${name} will receive no more notifications. Its deliveries are removed with it.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" data-autofocus onClick={() => setConfirmRemove(false)}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              started()
              remove.mutate(
                { session, channelId: channel.id },
                {
                  onSuccess: () => {
                    setConfirmRemove(false)
                    onRemoved()
                  },
                  onError: (error) => {
                    setConfirmRemove(false)
                    failed(error)
                  },
                },
              )
            }}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      </ModalDialog>
    </li>
  )
}
