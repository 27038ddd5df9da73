import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/dialog'
import { CopyButton } from '@/components/ui/copy-button'

/** A webhook's signing secret, shown this once (after adding, or after a rotation). */
export function SecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string | undefined
  rotated: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <ModalDialog
      open={secret !== undefined}
      onClose={onClose}
      title={rotated ? t`Your new webhook secret` : t`Your webhook secret`}
      description={t`Your receiver verifies each delivery's signature with it (Standard Webhooks).`}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <code
            aria-label={t`Webhook secret`}
            className="min-w-0 flex-1 rounded-lg bg-surface-muted px-3 py-2 text-sm break-all"
          >
            {secret}
          </code>
          <CopyButton value={secret ?? ''} label={t`the webhook secret`} />
        </div>
        <p className="text-sm text-fg">
          {rotated ? (
            <Trans>
              <strong>It is shown only this once.</strong> Keep it with your receiver now. The
              previous secret keeps signing beside it for 24 hours.
            </Trans>
          ) : (
            <Trans>
              <strong>It is shown only this once.</strong> Keep it with your receiver now. If it is
              lost, rotate it to get a new one.
            </Trans>
          )}
        </p>
        <Button data-autofocus onClick={onClose}>
          <Trans>I have saved it</Trans>
        </Button>
      </div>
    </ModalDialog>
  )
}
