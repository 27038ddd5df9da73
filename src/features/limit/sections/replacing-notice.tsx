import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { shortenAddress } from '@/lib/format-amount'
import { Link } from '@/lib/hash-router'
import { useLimitSetupContext } from '../limit-trade-context'

/** Editing an order: which order the new one replaces, or why it cannot. */
export function ReplacingNotice() {
  const { replacing } = useLimitSetupContext()
  if (!replacing) return null
  const { uid, state, end } = replacing
  const orderLink = (
    <Link to={`/orders/${uid}`} className="font-mono underline">
      {shortenAddress(uid, 6)}
    </Link>
  )
  return (
    <div
      role="status"
      data-testid="replacing-notice"
      className="mx-2 mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg"
    >
      <span>
        {state.status === 'editable' ? (
          <Trans>
            Editing: placing this order replaces order {orderLink}, which is cancelled with it.
          </Trans>
        ) : state.status === 'loading' ? (
          <Trans>Reading order {orderLink}…</Trans>
        ) : (
          <Trans>
            Order {orderLink} cannot be edited. {state.sentence}
          </Trans>
        )}
      </span>
      <Button variant="ghost" size="sm" onClick={end}>
        {state.status === 'editable' ? t`Stop editing` : t`Dismiss`}
      </Button>
    </div>
  )
}
