import { Trans, useLingui } from '@lingui/react/macro'
import { ExternalLink } from '@/components/external-link'
import { dateTimeFormat } from '@/lib/locale-format'
import { CopyButton } from '@/components/ui/copy-button'
import { QrCode } from './qr-code'

/**
 * The way to the bot: the deep link (on this device), its QR code (for the phone) and the
 * `/start` command to send by hand when neither opens Telegram.
 */
export function TelegramLink({
  url,
  startCommand,
  expiresAt,
}: {
  url: string
  startCommand?: string
  expiresAt?: string
}) {
  const until = expiresAt ? new Date(expiresAt) : undefined
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center">
      <QrCode value={url} label={t`QR code of the Telegram link`} />
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <p>
          <Trans>
            <ExternalLink href={url}>Open the bot in Telegram</ExternalLink> and press{' '}
            <strong>Start</strong>, or scan the code with your phone.
          </Trans>
        </p>
        {startCommand && (
          <div className="flex flex-col gap-1">
            <p className="text-fg-muted">
              <Trans>Or send the bot this message:</Trans>
            </p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 rounded-lg bg-surface px-2 py-1 break-all">
                {startCommand}
              </code>
              <CopyButton value={startCommand} label={t`the start command`} />
            </div>
          </div>
        )}
        {until && !Number.isNaN(until.getTime()) && (
          <p className="text-xs text-fg-muted">
            <Trans>
              The link works once, until{' '}
              <time dateTime={until.toISOString()}>
                {dateTimeFormat({ timeStyle: 'medium' }).format(until)}
              </time>
              .
            </Trans>
          </p>
        )}
        <p role="status" className="text-xs text-fg-muted">
          <Trans>Waiting for Telegram…</Trans>
        </p>
      </div>
    </div>
  )
}
