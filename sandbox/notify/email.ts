/**
 * E-mail channels, when an SMTP URL is configured (SANDBOX_SMTP_URL; without it the sandbox
 * offers no e-mail). Sent with nodemailer. Double opt-in: a new address gets one mail with a
 * confirmation link and receives nothing else until it is followed. Every notification mail
 * has a plain-text part beside the HTML, its delivery's id as Message-ID (a retry is
 * recognisably the same mail), and RFC 8058 one-click unsubscribe (`List-Unsubscribe` with an
 * https/http link, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`): a POST to the link
 * removes the channel, without a wallet. A GET only shows a button, since mail scanners
 * follow links. The links carry the channel's random token (stored in its `secret`).
 */
import { randomBytes } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import * as z from 'zod/mini'
import type { WireWebhookPayload } from '@batchswap/contract/wire/channels'
import type { AttemptResult } from './retry-policy'
import type { StoredChannel } from './channel-store'

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://... */
  smtpUrl: string
  from: string
}

export const DEFAULT_MAIL_FROM = 'batchswap sandbox <notifications@batchswap.invalid>'

export function mailSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): MailSettings | undefined {
  const smtpUrl = env.SANDBOX_SMTP_URL?.trim()
  if (!smtpUrl) return undefined
  return { smtpUrl, from: env.SANDBOX_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM }
}

export function newEmailToken(): string {
  return randomBytes(24).toString('base64url')
}

export const emailTargetSchema = z.object({
  email: z.string(),
  /** The service's origin as the app reached it: the links in the mails point there. */
  baseUrl: z.string(),
})

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value)
}

export function confirmUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/notifications/email/confirm?token=${encodeURIComponent(token)}`
}

export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/notifications/email/unsubscribe?token=${encodeURIComponent(token)}`
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

const SUBJECTS: Record<string, string> = {
  order_filled: 'Your order was filled',
  order_partially_filled: 'Your order was partly filled',
  order_expired: 'Your order expired',
  order_cancelled: 'Your order was cancelled',
  insufficient_balance: 'Your balance is too low for an order',
  price_improvement: 'Your order got a better price',
  test: 'Test notification',
}

export class Mailer {
  private readonly transport: Transporter

  constructor(readonly settings: MailSettings) {
    this.transport = nodemailer.createTransport(settings.smtpUrl)
  }

  close(): void {
    this.transport.close()
  }

  /** The double opt-in mail. Throws when the server does not take it. */
  async sendConfirmation(email: string, baseUrl: string, token: string): Promise<void> {
    const link = confirmUrl(baseUrl, token)
    await this.transport.sendMail({
      from: this.settings.from,
      to: email,
      subject: 'Confirm your batchswap notifications',
      text: `Someone (we hope you) asked for batchswap order notifications at this address.\n\nConfirm: ${link}\n\nIf it was not you, ignore this mail: nothing will be sent.`,
      html: `<p>Someone (we hope you) asked for batchswap order notifications at this address.</p><p><a href="${escapeHtml(link)}">Confirm</a></p><p>If it was not you, ignore this mail: nothing will be sent.</p>`,
    })
  }

  async sendNotification(
    channel: StoredChannel,
    deliveryId: string,
    payload: WireWebhookPayload,
  ): Promise<AttemptResult> {
    const target = emailTargetSchema.parse(channel.target)
    const token = channel.secret ?? ''
    const unsubscribe = unsubscribeUrl(target.baseUrl, token)
    const order = payload.orderUid ? `\nOrder: ${payload.orderUid} (chain ${payload.chainId})` : ''
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: target.email,
        subject: SUBJECTS[payload.type] ?? 'batchswap notification',
        messageId: `<${deliveryId}@batchswap.sandbox>`,
        text: `${payload.message}${order}\n\nStop these mails: ${unsubscribe}`,
        html: `<p>${escapeHtml(payload.message)}</p>${
          payload.orderUid
            ? `<p>Order <code>${escapeHtml(payload.orderUid)}</code> (chain ${payload.chainId})</p>`
            : ''
        }<p><a href="${escapeHtml(unsubscribe)}">Stop these mails</a></p>`,
        list: { unsubscribe },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      return { kind: 'answered', status: 250 }
    } catch (error) {
      const code =
        error && typeof error === 'object' && 'responseCode' in error
          ? Number(error.responseCode)
          : undefined
      const text = error instanceof Error ? error.message : String(error)
      // SMTP: 5xx is permanent (no such mailbox), 4xx is "try again later".
      if (code !== undefined && code >= 500) return { kind: 'refused', reason: text }
      return { kind: 'connection', code: code === undefined ? text : `SMTP ${code}` }
    }
  }
}
