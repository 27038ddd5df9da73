/**
 * How channels, deliveries and the service's refusals read in the panel: pure functions of
 * the wire data, tested beside.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import type {
  WireChannel,
  WireChannelKind,
  WireDelivery,
  WireNotificationType,
} from '@batchswap/contract/wire/channels'
import { describeError } from '@/api/error-descriptions'
import { toApiError } from '@/api/errors'
import type { FormChannelKind } from './channel-form'

// Descriptors (`msg`), read in the active language when shown: typeLabel, kindLabel.
export const TYPE_LABELS: Record<WireNotificationType, MessageDescriptor> = {
  order_filled: msg`Filled`,
  order_partially_filled: msg`Partly filled`,
  order_expired: msg`Expired`,
  order_cancelled: msg`Cancelled`,
  insufficient_balance: msg`Balance too low`,
  price_improvement: msg`Better price`,
}

export const KIND_LABELS: Record<WireChannelKind, MessageDescriptor> = {
  webhook: msg`Webhook`,
  webpush: msg`Web push`,
  email: msg`E-mail`,
  telegram: msg`Telegram`,
}

/** A notification type's name in the active language. */
export const typeLabel = (type: WireNotificationType): string => i18n._(TYPE_LABELS[type])

/** A channel kind's name in the active language. */
export const kindLabel = (kind: WireChannelKind): string => i18n._(KIND_LABELS[kind])

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
  const address = channel.target
  // The service names a chat "chat 77": the number is the data, the word is ours.
  const chat = channel.target.replace(/^chat /, '')
  const target =
    channel.kind === 'telegram'
      ? pending
        ? t`Not linked yet`
        : chat === channel.target
          ? channel.target
          : t`Chat ${chat}`
      : channel.kind === 'webpush'
        ? t`This browser (${address})`
        : channel.target
  const waitingFor = !pending
    ? undefined
    : channel.kind === 'email'
      ? t`Check your inbox at ${address} and follow the confirmation link. Nothing is sent until then.`
      : channel.kind === 'telegram'
        ? t`Open the link in Telegram and press Start.`
        : undefined
  return {
    id: channel.id,
    kind: channel.kind,
    title: kindLabel(channel.kind),
    target,
    status: pending
      ? {
          label: channel.kind === 'email' ? t`Awaiting confirmation` : t`Not linked`,
          tone: 'warning',
        }
      : { label: t`Active`, tone: 'success' },
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
  const status = d.lastStatus
  if (status !== null) return t`answered ${status}`
  return undefined
}

export function deliveryView(d: WireDelivery): DeliveryView {
  const status =
    d.status === 'delivered'
      ? { label: t`Delivered`, tone: 'success' as const }
      : d.status === 'failed'
        ? { label: t`Failed`, tone: 'danger' as const }
        : {
            label: d.attempts === 0 ? t`Sending` : t`Retrying`,
            tone: 'warning' as const,
          }
  const notification = d.notificationId
  return {
    id: d.id,
    what: notification === null ? t`Test` : t`Notification ${notification}`,
    at: d.lastAttemptAt ?? d.createdAt,
    status,
    attempts: plural(d.attempts, { one: '# attempt', other: '# attempts' }),
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
const SIGN_IN_REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  InvalidSignature: msg`The signature does not match this account, so you were not signed in. Check the account selected in your wallet and sign in again.`,
  InvalidNonce: msg`This sign-in message was used before or has expired, so you were not signed in. Sign in again for a new one.`,
  ExpiredMessage: msg`The sign-in message had expired, so you were not signed in. Sign in again for a new one.`,
  MessageNotYetValid: msg`The sign-in message is not valid yet: check your computer’s clock, then sign in again.`,
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
      message: t`Your sign-in has ended. Sign in again to manage your channels.`,
      signInAgain,
    }
  }
  if (kind.type === 'orderbook') {
    const refused = SIGN_IN_REFUSALS[kind.errorType]
    if (refused) return { message: i18n._(refused), signInAgain }
    if (kind.description !== '') return { message: kind.description, signInAgain }
  }
  if (kind.type === 'wallet' && kind.reason === 'rejected') {
    return { message: t`You declined to sign the message in your wallet.`, signInAgain }
  }
  return { message: describeError(apiError).sentence, signInAgain }
}
