/**
 * How channels, deliveries and the service's refusals read in the panel: pure functions of
 * the wire data, tested beside.
 */
import type {
  WireChannel,
  WireChannelKind,
  WireDelivery,
  WireNotificationType,
} from '@batchswap/contract/wire/channels'
import { describeError } from '@/api/error-descriptions'
import { toApiError } from '@/api/errors'
import type { FormChannelKind } from './channel-form'

export const TYPE_LABELS: Record<WireNotificationType, string> = {
  order_filled: 'Filled',
  order_partially_filled: 'Partly filled',
  order_expired: 'Expired',
  order_cancelled: 'Cancelled',
  insufficient_balance: 'Balance too low',
  price_improvement: 'Better price',
}

export const KIND_LABELS: Record<WireChannelKind, string> = {
  webhook: 'Webhook',
  webpush: 'Web push',
  email: 'E-mail',
  telegram: 'Telegram',
}

export type Tone = 'neutral' | 'success' | 'warning' | 'danger'

export interface ChannelView {
  id: string
  kind: WireChannelKind
  title: string
  /** What it points at, for the trader: the URL, the address, the chat. */
  target: string
  status: { label: string; tone: Tone }
  /** What the trader has to do before anything arrives, when something. */
  waitingFor?: string
}

export function channelView(channel: WireChannel): ChannelView {
  const pending = channel.status === 'pending'
  const target =
    channel.kind === 'telegram'
      ? pending
        ? 'Not linked yet'
        : channel.target.replace(/^chat /, 'Chat ')
      : channel.kind === 'webpush'
        ? `This browser (${channel.target})`
        : channel.target
  const waitingFor = !pending
    ? undefined
    : channel.kind === 'email'
      ? `Check your inbox at ${channel.target} and follow the confirmation link. Nothing is sent until then.`
      : channel.kind === 'telegram'
        ? 'Open the link in Telegram and press Start.'
        : undefined
  return {
    id: channel.id,
    kind: channel.kind,
    title: KIND_LABELS[channel.kind],
    target,
    status: pending
      ? {
          label: channel.kind === 'email' ? 'Awaiting confirmation' : 'Not linked',
          tone: 'warning',
        }
      : { label: 'Active', tone: 'success' },
    ...(waitingFor ? { waitingFor } : {}),
  }
}

/** The kinds the add form offers, from what the service can add now. */
export function formKinds(offered: readonly WireChannelKind[]): FormChannelKind[] {
  return (['webhook', 'email', 'telegram'] as const).filter((kind) => offered.includes(kind))
}

export interface DeliveryView {
  id: string
  what: string
  /** ISO, for a <time> element. */
  at: string
  status: { label: string; tone: Tone }
  attempts: string
  /** The receiver's last answer or what went wrong, when there was an attempt. */
  answer: string | undefined
  /** A delivery waiting for its next attempt cannot be redelivered (the service refuses). */
  canRedeliver: boolean
}

function answerOf(d: WireDelivery): string | undefined {
  if (d.lastError) return d.lastError
  if (d.lastStatus !== null) return `answered ${d.lastStatus}`
  return undefined
}

export function deliveryView(d: WireDelivery): DeliveryView {
  const status =
    d.status === 'delivered'
      ? { label: 'Delivered', tone: 'success' as const }
      : d.status === 'failed'
        ? { label: 'Failed', tone: 'danger' as const }
        : {
            label: d.attempts === 0 ? 'Sending' : 'Retrying',
            tone: 'warning' as const,
          }
  return {
    id: d.id,
    what: d.notificationId === null ? 'Test' : `Notification ${d.notificationId}`,
    at: d.lastAttemptAt ?? d.createdAt,
    status,
    attempts: d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`,
    answer: answerOf(d),
    canRedeliver: d.status !== 'pending',
  }
}

export interface ChannelProblem {
  message: string
  /** The session ended (expired, or signed out elsewhere): sign in again. */
  signInAgain: boolean
}

/**
 * A refused sign-in in the trader's words: the service's own ("The signature is not
 * 0x7099…79C8's signature of the message") name no next step. Nothing was opened or spent,
 * so each says that signing in again is the way on.
 */
const SIGN_IN_REFUSALS: Partial<Record<string, string>> = {
  InvalidSignature:
    'The signature does not match this account, so you were not signed in. Check the account selected in your wallet and sign in again.',
  InvalidNonce:
    'This sign-in message was used before or has expired, so you were not signed in. Sign in again for a new one.',
  ExpiredMessage:
    'The sign-in message had expired, so you were not signed in. Sign in again for a new one.',
  MessageNotYetValid:
    'The sign-in message is not valid yet: check your computer’s clock, then sign in again.',
}

/**
 * A refusal in the service's own words (they name what is wrong: "The URL's address
 * 169.254.169.254 is link-local"), anything else as the app words it.
 */
export function channelProblem(error: unknown): ChannelProblem {
  const apiError = toApiError(error)
  const kind = apiError.kind
  const signInAgain =
    apiError.status === 401 && (kind.type !== 'orderbook' || kind.errorType === 'Unauthorized')
  if (signInAgain) {
    return {
      message: 'Your sign-in has ended. Sign in again to manage your channels.',
      signInAgain,
    }
  }
  if (kind.type === 'orderbook') {
    const refused = SIGN_IN_REFUSALS[kind.errorType]
    if (refused) return { message: refused, signInAgain }
    if (kind.description !== '') return { message: kind.description, signInAgain }
  }
  if (kind.type === 'wallet' && kind.reason === 'rejected') {
    return { message: 'You declined to sign the message in your wallet.', signInAgain }
  }
  return { message: describeError(apiError).sentence, signInAgain }
}
