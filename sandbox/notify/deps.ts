/**
 * What the notification channels need of the service, as one small object: the module
 * (module.ts) builds it from the service's context, tests build it over an in-memory
 * database.
 */
import type { Address, Hex } from 'viem'
import type { Clock, Logger } from '../kernel/context'
import type { SqlClient } from '../kernel/sql'
import type { Mailer } from './email'
import type { TelegramBot } from './telegram'
import type { RetryPolicy } from './retry-policy'
import type { UrlPolicy } from './url-guard'

/** True when `signature` is `address`'s signature of `message` (EOA, EIP-1271 or 6492). */
export type MessageVerifier = (
  address: Address,
  message: string,
  signature: Hex,
) => Promise<boolean>

export interface NotifyDeps {
  sql: SqlClient
  clock: Clock
  log: Logger
  chainId: number
  network: string
  verify: MessageVerifier
  /**
   * The EIP-4361 domains (host[:port]) a sign-in message may name. Empty: any loopback host
   * (localhost, 127.0.0.1, [::1]) on any port, the sandbox's own app.
   */
  siweDomains: readonly string[]
  urlPolicy: UrlPolicy
  retry: RetryPolicy
  /** One attempt's time limit. */
  timeoutMs: number
  /** Certificates (PEM) trusted besides the usual roots, for https receivers with their own CA. */
  trustedCertificates?: readonly string[]
  /** The VAPID subject (a mailto: or https: URL) push services may contact. */
  vapidSubject: string
  /** Sends e-mail when an SMTP URL is configured; no e-mail channels without it. */
  mailer?: Mailer
  /** The Telegram bot when a bot token is configured; no Telegram channels without it. */
  telegram?: TelegramBot
}
