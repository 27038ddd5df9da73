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
import { notificationFromRow, type StoredNotification } from '../kernel/db/notifications'
import { selectByIds } from '../kernel/db/rows'
import { channelFromRow, deleteChannelById, type StoredChannel } from './channel-store'
import {
  claimDueDeliveries,
  recordAttempts,
  type AttemptRecord,
  type StoredDelivery,
} from './delivery-store'

/** Deliveries claimed per round, and sent at once. */
const BATCH = 32
/** A claimed delivery is not claimed again before this; longer than any attempt. */
const LEASE_MS = 60_000

/**
 * The body of a delivery: its notification (spec 2.8) with the order UID and chain; `n` is
 * the delivery's notification as read for its batch (undefined when it is gone).
 */
export function payloadOf(
  deps: NotifyDeps,
  delivery: StoredDelivery,
  n: StoredNotification | undefined,
): WireWebhookPayload | undefined {
  if (delivery.notificationId === null) {
    const parsed = webhookPayloadSchema.safeParse(delivery.payload)
    return parsed.success ? parsed.data : undefined
  }
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

/** What a batch's deliveries read: their channels and notifications, one query each. */
interface BatchReads {
  channels: Map<string, StoredChannel>
  notifications: Map<number, StoredNotification>
}

async function readsOf(deps: NotifyDeps, due: readonly StoredDelivery[]): Promise<BatchReads> {
  const notificationIds = due.flatMap((d) => (d.notificationId === null ? [] : [d.notificationId]))
  const [channels, notifications] = await Promise.all([
    // Channels and notifications that still exist, one query each for the batch.
    selectByIds(
      deps.sql,
      'notification_channels',
      'text',
      due.map((d) => d.channelId),
      channelFromRow,
    ),
    selectByIds(deps.sql, 'notifications', 'bigint', notificationIds, notificationFromRow),
  ])
  return { channels, notifications }
}

/** Sends one delivery; what to record of it (nothing when its channel is gone). */
async function attempt(
  deps: NotifyDeps,
  delivery: StoredDelivery,
  reads: BatchReads,
): Promise<AttemptRecord | undefined> {
  const channel = reads.channels.get(delivery.channelId)
  // Removed since it was claimed: the row went with it (ON DELETE CASCADE).
  if (!channel) return undefined
  const notification =
    delivery.notificationId === null ? undefined : reads.notifications.get(delivery.notificationId)
  const payload = payloadOf(deps, delivery, notification)
  if (!payload) {
    return {
      id: delivery.id,
      at: deps.clock.now(),
      status: null,
      error: 'the notification is gone or of a type channels do not carry',
      outcome: { kind: 'failed' },
    }
  }
  const result = await sendDelivery(deps, channel, delivery.id, payload)
  if (result.kind === 'gone') {
    deps.log.info(`push subscription ${channel.id} is gone (${result.status}); channel removed`)
    await deleteChannelById(deps.sql, channel.id)
    return undefined
  }
  const number = delivery.attempts + 1
  const decision = decideRetry(result, number, deps.retry, deps.clock.nowMs())
  return {
    id: delivery.id,
    at: deps.clock.now(),
    status: result.kind === 'answered' ? result.status : null,
    error: describeResult(result),
    outcome:
      decision.kind === 'retry'
        ? { kind: 'retry', at: new Date(deps.clock.nowMs() + decision.delayMs) }
        : decision,
  }
}

/** One round: every due delivery (in batches) attempted once. How many were attempted. */
export async function deliverDue(deps: NotifyDeps): Promise<number> {
  let attempted = 0
  // Bounded: a round takes what is due now, at most 100 batches.
  for (let round = 0; round < 100; round++) {
    const now = deps.clock.now()
    const due = await claimDueDeliveries(deps.sql, now, new Date(now.getTime() + LEASE_MS), BATCH)
    if (due.length === 0) break
    // A notification fans out to its account's channels, claimed together: read once.
    const reads = await readsOf(deps, due)
    const records = await Promise.all(
      due.map((d) =>
        attempt(deps, d, reads).catch((error: unknown) => {
          deps.log.error(`delivery ${d.id} failed to run`, error)
          return undefined
        }),
      ),
    )
    // One write for the batch; a crash before it sends the batch again after the lease,
    // under the same ids (at least once, never a new id).
    await recordAttempts(
      deps.sql,
      records.filter((r) => r !== undefined),
    )
    attempted += due.length
  }
  return attempted
}
