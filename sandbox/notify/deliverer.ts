/**
 * The outbox worker: claims due deliveries (delivery-store.ts leases them, so a killed sandbox
 * picks them up again after a restart), sends each on its channel (senders.ts) a few at a time,
 * and records the attempt: delivered, retried later by the retry policy, or failed. A
 * push subscription the push service says is gone removes its channel.
 */
import {
  notificationTypeSchema,
  webhookPayloadSchema,
  type WireWebhookPayload,
} from '@batchswap/contract/wire/channels'
import type { NotifyDeps } from './deps'
import { describeResult } from './http-send'
import { decideRetry } from './retry-policy'
import { sendDelivery } from './senders'
import { deleteChannelById, selectChannelById } from './channel-store'
import {
  claimDueDeliveries,
  recordAttempt,
  selectNotificationById,
  type StoredDelivery,
} from './delivery-store'

/** Deliveries claimed per round, and sent at once. */
const BATCH = 32
/** A claimed delivery is not claimed again before this; longer than any attempt. */
const LEASE_MS = 60_000

/** The body of a delivery: its notification (spec 2.8) with the order UID and chain. */
export async function payloadOf(
  deps: NotifyDeps,
  delivery: StoredDelivery,
): Promise<WireWebhookPayload | undefined> {
  if (delivery.notificationId === null) {
    const parsed = webhookPayloadSchema.safeParse(delivery.payload)
    return parsed.success ? parsed.data : undefined
  }
  const n = await selectNotificationById(deps.sql, delivery.notificationId)
  // Channels take the six spec types only (the outbox joins on them); anything else is
  // not sent rather than sent mislabelled.
  const type = notificationTypeSchema.safeParse(n?.type)
  if (!n || !type.success) return undefined
  return {
    id: String(n.id),
    account: n.account,
    type: type.data,
    message: n.message,
    timestamp: n.createdAt.toISOString(),
    metadata: n.metadata,
    orderUid: n.orderUid,
    chainId: deps.chainId,
    network: deps.network,
  }
}

async function attempt(deps: NotifyDeps, delivery: StoredDelivery): Promise<void> {
  const channel = await selectChannelById(deps.sql, delivery.channelId)
  // Removed since it was claimed: the row went with it (ON DELETE CASCADE).
  if (!channel) return
  const payload = await payloadOf(deps, delivery)
  const at = deps.clock.now()
  if (!payload) {
    await recordAttempt(deps.sql, {
      id: delivery.id,
      at,
      status: null,
      error: 'the notification is gone or of a type channels do not carry',
      outcome: { kind: 'failed' },
    })
    return
  }
  const result = await sendDelivery(deps, channel, delivery.id, payload)
  if (result.kind === 'gone') {
    deps.log.info(`push subscription ${channel.id} is gone (${result.status}); channel removed`)
    await deleteChannelById(deps.sql, channel.id)
    return
  }
  const number = delivery.attempts + 1
  const decision = decideRetry(result, number, deps.retry, deps.clock.nowMs())
  await recordAttempt(deps.sql, {
    id: delivery.id,
    at: deps.clock.now(),
    status: result.kind === 'answered' ? result.status : null,
    error: describeResult(result),
    outcome:
      decision.kind === 'retry'
        ? { kind: 'retry', at: new Date(deps.clock.nowMs() + decision.delayMs) }
        : decision,
  })
}

/** One round: every due delivery (in batches) attempted once. How many were attempted. */
export async function deliverDue(deps: NotifyDeps): Promise<number> {
  let attempted = 0
  // Bounded: a round takes what is due now, at most 100 batches.
  for (let round = 0; round < 100; round++) {
    const now = deps.clock.now()
    const due = await claimDueDeliveries(deps.sql, now, new Date(now.getTime() + LEASE_MS), BATCH)
    if (due.length === 0) break
    await Promise.all(
      due.map((d) =>
        attempt(deps, d).catch((error: unknown) => {
          deps.log.error(`delivery ${d.id} failed to run`, error)
        }),
      ),
    )
    attempted += due.length
  }
  return attempted
}
