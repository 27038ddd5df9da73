/**
 * The "add a channel" form's draft and its checks before anything is sent. The service
 * checks again (and refuses private addresses, which only it can resolve); these catch what
 * is plainly wrong, in the trader's words, and the draft is kept whatever the answer.
 */
import { t } from '@lingui/core/macro'
import {
  NOTIFICATION_TYPES,
  type WireNewChannelRequest,
  type WireNotificationType,
} from '@batchswap/contract/wire/channels'

/** The kinds this panel adds (web push is enabled from its own switch). */
export type FormChannelKind = 'webhook' | 'email' | 'telegram'

export interface ChannelDraft {
  kind: FormChannelKind
  url: string
  email: string
  types: readonly WireNotificationType[]
}

export const emptyDraft = (kind: FormChannelKind): ChannelDraft => ({
  kind,
  url: '',
  email: '',
  types: NOTIFICATION_TYPES,
})

export type DraftField = 'url' | 'email' | 'types'
export type DraftErrors = Partial<Record<DraftField, string>>

/** RFC 5321 caps an address at 254 characters; the shape check is the usual one. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function urlProblem(raw: string): string | undefined {
  const value = raw.trim()
  if (value === '') return t`Enter the URL that should receive the notifications.`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return t`This is not a URL. It starts with https:// (or http://).`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    const scheme = url.protocol.replace(/:$/, '')
    return t`Only http and https URLs can receive webhooks, not ${scheme}.`
  }
  if (url.username !== '' || url.password !== '') {
    return t`Leave the user name and password out of the URL; verify the signature instead.`
  }
  if (value.length > 2048) return t`The URL is too long (at most 2048 characters).`
  return undefined
}

function emailProblem(raw: string): string | undefined {
  const value = raw.trim()
  if (value === '') return t`Enter the address the notifications should go to.`
  if (value.length > 254 || !EMAIL_SHAPE.test(value)) return t`This is not an e-mail address.`
  return undefined
}

export function draftErrors(draft: ChannelDraft): DraftErrors {
  const errors: DraftErrors = {}
  if (draft.kind === 'webhook') {
    const problem = urlProblem(draft.url)
    if (problem) errors.url = problem
  }
  if (draft.kind === 'email') {
    const problem = emailProblem(draft.email)
    if (problem) errors.email = problem
  }
  if (draft.types.length === 0) errors.types = t`Choose at least one kind of notification.`
  return errors
}

/** The request for a draft without errors; undefined while it has some. */
export function draftRequest(draft: ChannelDraft): WireNewChannelRequest | undefined {
  if (Object.keys(draftErrors(draft)).length > 0) return undefined
  // The six types in the spec's order, whatever order they were ticked in.
  const types = NOTIFICATION_TYPES.filter((t) => draft.types.includes(t))
  switch (draft.kind) {
    case 'webhook':
      return { kind: 'webhook', url: draft.url.trim(), types }
    case 'email':
      return { kind: 'email', email: draft.email.trim(), types }
    case 'telegram':
      return { kind: 'telegram', types }
  }
}

/** The types after ticking or unticking one. */
export function toggleType(
  types: readonly WireNotificationType[],
  type: WireNotificationType,
  on: boolean,
): WireNotificationType[] {
  return NOTIFICATION_TYPES.filter((t) => (t === type ? on : types.includes(t)))
}
