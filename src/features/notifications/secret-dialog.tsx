import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/dialog'
import { CopyButton } from './copy-button'

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
  return (
    <ModalDialog
      open={secret !== undefined}
      onClose={onClose}
      title={rotated ? 'Your new webhook secret' : 'Your webhook secret'}
      description="Your receiver verifies each delivery's signature with it (Standard Webhooks)."
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <code
            aria-label="Webhook secret"
            className="min-w-0 flex-1 rounded-lg bg-surface-muted px-3 py-2 text-sm break-all"
          >
            {secret}
          </code>
          <CopyButton value={secret ?? ''} label="the webhook secret" />
        </div>
        <p className="text-sm text-fg">
          <strong>It is shown only this once.</strong> Keep it with your receiver now.
          {rotated
            ? ' The previous secret keeps signing beside it for 24 hours.'
            : ' If it is lost, rotate it to get a new one.'}
        </p>
        <Button data-autofocus onClick={onClose}>
          I have saved it
        </Button>
      </div>
    </ModalDialog>
  )
}
