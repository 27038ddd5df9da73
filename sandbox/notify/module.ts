/**
 * Plugs the notification channels into the service: the routes (routes.ts) and the outbox
 * worker's loop (deliverer.ts). The composition root (sandbox/compose.ts) builds it:
 *
 *   const notify = createNotifyModule({ intervalMs: 0 })
 *   await startService({ ...options, routes: [notify.routes], loops: [notify.loop] })
 *   await notify.deliverDue() // one round, deterministically
 *
 * Environment: SANDBOX_NOTIFY_INTERVAL_MS (how often due deliveries are looked for, default
 * 500; 0 = no loop), SANDBOX_SIWE_DOMAINS (comma-separated host[:port] a sign-in message may
 * name; default any loopback host), SANDBOX_WEBHOOK_ALLOW_LOOPBACK (default on),
 * SANDBOX_WEBHOOK_ALLOW_PRIVATE (default off), SANDBOX_VAPID_SUBJECT, SANDBOX_SMTP_URL and
 * SANDBOX_MAIL_FROM (e-mail channels; none without an SMTP URL), SANDBOX_TELEGRAM_BOT_TOKEN
 * and SANDBOX_TELEGRAM_API_ROOT (Telegram channels; none without a token).
 */
import type { LoopModule, OrderbookContext, RouteModule, ServiceLoop } from '../kernel/context'
import { intervalFromEnv } from '../kernel/interval-loop'
import type { NotifyDeps } from './deps'
import { deliverDue } from './deliverer'
import { Mailer, mailSettingsFromEnv, type MailSettings } from './email'
import { TelegramBot, telegramSettingsFromEnv, type TelegramSettings } from './telegram'
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy'
import { channelRoutes } from './routes'
import { urlPolicyFromEnv, type UrlPolicy } from './url-guard'

export const DEFAULT_NOTIFY_INTERVAL_MS = 500
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000

export interface NotifyModuleOptions {
  /** Milliseconds between looks for due deliveries; 0 disables the loop. */
  intervalMs?: number
  retry?: Partial<RetryPolicy>
  urlPolicy?: Partial<UrlPolicy>
  timeoutMs?: number
  /** Certificates (PEM) trusted besides the usual roots: https receivers with their own CA. */
  trustedCertificates?: readonly string[]
  siweDomains?: readonly string[]
  vapidSubject?: string
  /** SMTP settings; default env SANDBOX_SMTP_URL / SANDBOX_MAIL_FROM; none: no e-mail. */
  mail?: MailSettings
  /** The bot; default env SANDBOX_TELEGRAM_BOT_TOKEN / SANDBOX_TELEGRAM_API_ROOT; none: no Telegram. */
  telegram?: TelegramSettings
}

export interface NotifyModule extends LoopModule {
  /** One round of the worker now (Telegram updates, then deliveries); deliveries attempted. */
  deliverDue(): Promise<number>
}

export function notifyDepsOf(ctx: OrderbookContext, options: NotifyModuleOptions): NotifyDeps {
  const mail = options.mail ?? mailSettingsFromEnv()
  const telegram = options.telegram ?? telegramSettingsFromEnv()
  const domains =
    options.siweDomains ??
    (process.env.SANDBOX_SIWE_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim())
      .filter((d) => d !== '')
  return {
    sql: ctx.db.sql,
    clock: ctx.clock,
    log: ctx.log,
    chainId: ctx.config.chainId,
    network: ctx.config.network,
    // Through the chain: an EOA's signature is recovered, a contract account's (a Safe's)
    // is asked of the contract (EIP-1271), an undeployed one's by EIP-6492.
    verify: (address, message, signature) =>
      ctx.chain.client.verifyMessage({ address, message, signature }),
    siweDomains: domains,
    urlPolicy: { ...urlPolicyFromEnv(), ...options.urlPolicy },
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    timeoutMs: options.timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS,
    ...(options.trustedCertificates ? { trustedCertificates: options.trustedCertificates } : {}),
    vapidSubject:
      options.vapidSubject ??
      process.env.SANDBOX_VAPID_SUBJECT ??
      'mailto:sandbox@batchswap.invalid',
    ...(mail ? { mailer: new Mailer(mail) } : {}),
    ...(telegram ? { telegram: new TelegramBot(telegram, ctx.db.sql, ctx.clock, ctx.log) } : {}),
  }
}

/** A worker round: the bot's new messages (links, /stop), then the due deliveries. */
async function round(deps: NotifyDeps): Promise<number> {
  if (deps.telegram) {
    await deps.telegram.poll().catch((error: unknown) => {
      deps.log.warn('reading Telegram updates failed', error)
    })
  }
  return deliverDue(deps)
}

export function createNotifyModule(options: NotifyModuleOptions = {}): NotifyModule {
  const intervalMs =
    options.intervalMs ?? intervalFromEnv('SANDBOX_NOTIFY_INTERVAL_MS', DEFAULT_NOTIFY_INTERVAL_MS)
  let deps: NotifyDeps | undefined
  let wake: (() => void) | undefined
  const depsOf = (ctx: OrderbookContext) => (deps ??= notifyDepsOf(ctx, options))
  const started = (): NotifyDeps => {
    if (!deps) throw new Error('the notify module runs inside a started orderbook service')
    return deps
  }

  const routes: RouteModule = (app, ctx) => {
    channelRoutes(depsOf(ctx), { onQueued: () => wake?.() })(app)
  }

  const loop: ServiceLoop = {
    name: 'notification-deliveries',
    start: (ctx) => {
      const d = depsOf(ctx)
      if (intervalMs === 0) return () => d.mailer?.close()
      let timer: NodeJS.Timeout | undefined
      let running: Promise<void> | undefined
      let again = false
      let stopped = false
      const run = () => {
        if (stopped) return
        if (running) {
          again = true
          return
        }
        if (timer) clearTimeout(timer)
        running = round(d)
          .then(() => undefined)
          .catch((error: unknown) => {
            ctx.log.error('notification deliveries failed', error)
          })
          .finally(() => {
            running = undefined
            if (stopped) return
            if (again) {
              again = false
              run()
            } else timer = setTimeout(run, intervalMs)
          })
      }
      wake = run
      timer = setTimeout(run, intervalMs)
      return async () => {
        stopped = true
        wake = undefined
        if (timer) clearTimeout(timer)
        await running
        d.mailer?.close()
      }
    },
  }

  return { routes, loop, deliverDue: () => round(started()) }
}
