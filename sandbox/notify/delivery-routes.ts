/**
 * A channel's deliveries, with the session's bearer token (docs/notifications.md): send a
 * test, read the latest, and redeliver a finished one.
 */
import type { Hono } from 'hono'
import type { WireWebhookPayload } from '@batchswap/contract/wire/channels'
import { ApiError } from '../kernel/errors'
import { insertTestDelivery, requeueDelivery, selectDeliveries } from './delivery-store'
import type { NotifyDeps } from './deps'
import { answered, deliveryToWire, type AccountGuard } from './route-support'

export const DELIVERIES_LIMIT = 50

export function deliveryRoutes(
  app: Hono,
  deps: NotifyDeps,
  guard: AccountGuard,
  /** Called when a request queues a delivery (a test, a redelivery): send it now. */
  queued: () => void,
): void {
  const { authorised, ownChannel } = guard
  app.post(
    '/accounts/:account/channels/:id/test',
    answered(async (c) => {
      const owner = await authorised(c)
      const channel = await ownChannel(c, owner)
      const at = deps.clock.now()
      const payload: WireWebhookPayload = {
        id: `test_${at.getTime()}`,
        account: owner,
        type: 'test',
        message: 'A test notification: this channel works.',
        timestamp: at.toISOString(),
        metadata: {},
        orderUid: null,
        chainId: deps.chainId,
        network: deps.network,
      }
      const delivery = await insertTestDelivery(deps.sql, channel.id, payload, at)
      queued()
      return c.json(deliveryToWire(delivery), 202)
    }),
  )

  app.get(
    '/accounts/:account/channels/:id/deliveries',
    answered(async (c) => {
      const owner = await authorised(c)
      const channel = await ownChannel(c, owner)
      c.header('Cache-Control', 'no-store')
      return c.json(
        (await selectDeliveries(deps.sql, channel.id, DELIVERIES_LIMIT)).map(deliveryToWire),
      )
    }),
  )

  app.post(
    '/accounts/:account/channels/:id/deliveries/:deliveryId/redeliver',
    answered(async (c) => {
      const owner = await authorised(c)
      const channel = await ownChannel(c, owner)
      const deliveryId = c.req.param('deliveryId') ?? ''
      const delivery = await requeueDelivery(deps.sql, channel.id, deliveryId, deps.clock.now())
      if (!delivery) {
        throw new ApiError(
          404,
          'DeliveryNotFound',
          `The channel has no finished delivery ${deliveryId} (a pending one is retried already)`,
        )
      }
      queued()
      return c.json(deliveryToWire(delivery), 202)
    }),
  )
}
