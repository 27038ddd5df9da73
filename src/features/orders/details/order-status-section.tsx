/**
 * Where the order stands: how much has filled, a timeline from placement to its end, and
 * for a live order why it has not filled yet (market, funds, auction). Reads its own clock,
 * cancellation state and tokens.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useMemo } from 'react'
import type { Order } from '@/api/types'
import { cn } from '@/lib/cn'
import { useApiContext } from '@/wallet/use-api-context'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { mayStillFillNote } from '../cancel/cancellation-plan'
import { formatPercent } from '@/lib/locale-format'
import { fullDate, SectionCard } from './order-details-parts'
import { fillBps } from '../order-progress'
import { displayStatus } from '../order-status'
import { orderTimeline, type TimelineState } from './order-timeline'
import { useCancellingUids } from '../cancel/use-cancelling-uids'
import { useNowSeconds } from '@/lib/use-now-seconds'
import { useOrderTokenLookup } from '../use-order-token-lookup'
import { WhyNotFillingNote } from '../why-not-filling/why-not-filling-note'

const STATE_WORDS: Record<TimelineState, MessageDescriptor> = {
  done: msg`done`,
  current: msg`now`,
  upcoming: msg`not yet`,
  ended: msg`ended`,
}

export function OrderStatusSection({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  const ctx = useApiContext()
  const chainId = useSelectedChainId()
  const nowSeconds = useNowSeconds()
  const tokens = useMemo(() => [order.sellToken, order.buyToken], [order])
  const lookup = useOrderTokenLookup(chainId, tokens)
  const isCancelling = useCancellingUids(ctx).has(order.uid.toLowerCase())
  const status = displayStatus(order, { nowSeconds, cancelling: isCancelling })
  const percent = Math.floor(fillBps(order) / 100)
  const steps = orderTimeline(order, status)

  return (
    <SectionCard title={t`Status`} titleHidden>
      <div className="flex items-center justify-between text-sm">
        <span id="fill-label" className="font-medium text-fg">
          <Trans>Filled</Trans>
        </span>
        <span className="tabular text-fg-muted">{formatPercent(percent / 100)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="fill-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {/* Only while the service still lists it as live: once it says cancelled (or filled,
          or expired), the note goes, without a reload. */}
      {status === 'cancelling' && (
        <p className="mt-3 text-sm text-fg-muted" role="status">
          <Trans>Cancellation sent; waiting for the service to confirm.</Trans> {mayStillFillNote()}
        </p>
      )}

      <ol aria-label={t`Status timeline`} className="mt-5 space-y-3 text-sm">
        {steps.map((step, i) => (
          <li key={`${step.label}-${i}`} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 size-3 shrink-0 rounded-full border-2',
                step.state === 'done' && 'border-success bg-success',
                step.state === 'current' && 'border-brand bg-brand-soft',
                step.state === 'upcoming' && 'border-line-strong',
                step.state === 'ended' && 'border-fg-subtle bg-fg-subtle',
              )}
            />
            <div className="min-w-0">
              <p
                className={cn(
                  'font-medium',
                  step.state === 'upcoming' ? 'text-fg-muted' : 'text-fg',
                )}
              >
                {step.label}
                <span className="sr-only"> ({i18n._(STATE_WORDS[step.state])})</span>
              </p>
              {(step.detail || step.at) && (
                <p className="text-fg-muted">
                  {step.detail}
                  {step.detail && step.at && ': '}
                  {step.at && (
                    <time dateTime={step.at.toISOString()}>{fullDate().format(step.at)}</time>
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>

      <WhyNotFillingNote order={order} lookup={lookup} />
    </SectionCard>
  )
}
