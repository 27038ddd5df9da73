/**
 * The account's channels, next to its notifications (`{base_url}/accounts/{account}/...`,
 * docs/notifications.md): Sign-In with Ethereum (auth-routes.ts), then with the session's
 * bearer token the channels (channel-routes.ts) and their deliveries (delivery-routes.ts);
 * here, the web push key and the pages behind the links in the mails. Errors are the
 * orderbook's `{errorType, description}` (route-support.ts).
 */
import type { Context, Hono } from 'hono'
import type { WireChannelOffer } from '@batchswap/contract/wire/channels'
import { authRoutes } from './auth-routes'
import { activateEmailChannel, deleteEmailChannelByToken } from './channel-store'
import { channelManagementRoutes } from './channel-routes'
import { deliveryRoutes } from './delivery-routes'
import type { NotifyDeps } from './deps'
import { accountGuard, answered } from './route-support'
import { vapidKeys } from './senders'

export interface ChannelRoutesOptions {
  /** Called when a delivery is queued by a request (a test, a redelivery): send it now. */
  onQueued?: () => void
  /** Whether e-mail channels can be added (an SMTP URL is configured). */
  email?: boolean
}

export function channelRoutes(deps: NotifyDeps, options: ChannelRoutesOptions = {}) {
  const queued = () => options.onQueued?.()
  return (app: Hono): void => {
    const guard = accountGuard(deps)

    // What the app may offer: e-mail and Telegram only when this sandbox is set up for them.
    app.get(
      '/notifications/channels',
      answered(async (c) => {
        const telegramBot = await deps.telegram?.username().catch((error: unknown) => {
          deps.log.warn('the Telegram Bot API did not answer getMe', error)
          return undefined
        })
        const body: WireChannelOffer = {
          kinds: [
            'webhook',
            'webpush',
            ...(deps.mailer ? (['email'] as const) : []),
            ...(telegramBot === undefined ? [] : (['telegram'] as const)),
          ],
          ...(telegramBot === undefined ? {} : { telegramBot }),
        }
        return c.json(body)
      }),
    )

    app.get(
      '/notifications/webpush/key',
      answered(async (c) => c.json({ publicKey: (await vapidKeys(deps)).publicKey })),
    )

    // E-mail links: no wallet, the token in the link is the proof of the mailbox.
    const page = (c: Context, status: 200 | 404, text: string, form?: string) =>
      c.html(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>batchswap notifications</title><p>${text}</p>${form ?? ''}</html>`,
        status,
      )
    app.get('/notifications/email/confirm', async (c) => {
      const confirmed = await activateEmailChannel(deps.sql, c.req.query('token') ?? '')
      return confirmed
        ? page(c, 200, 'Confirmed: order notifications will come to this address.')
        : page(c, 404, 'This link is unknown or was used for an address that unsubscribed.')
    })
    app.get('/notifications/email/unsubscribe', (c) => {
      const token = c.req.query('token') ?? ''
      // RFC 8058: a GET never unsubscribes (mail scanners follow links); the button POSTs.
      return page(
        c,
        200,
        'Stop batchswap order notifications to this address?',
        `<form method="post" action="?token=${encodeURIComponent(token)}"><button>Unsubscribe</button></form>`,
      )
    })
    app.post('/notifications/email/unsubscribe', async (c) => {
      const removed = await deleteEmailChannelByToken(deps.sql, c.req.query('token') ?? '')
      return removed
        ? page(c, 200, 'Unsubscribed: no more mails will come to this address.')
        : page(c, 404, 'This address was unsubscribed already.')
    })

    authRoutes(app, deps, guard)
    channelManagementRoutes(app, deps, guard)
    deliveryRoutes(app, deps, guard, queued)
  }
}
