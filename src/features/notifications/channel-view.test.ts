import { describe, expect, it } from 'vitest'
import type { WireChannel, WireDelivery } from '@batchswap/contract/wire/channels'
import { ApiError } from '@/api/errors'
import { channelProblem, channelView, deliveryView, formKinds } from './channel-view'

const channel = (over: Partial<WireChannel>): WireChannel => ({
  id: 'ch_1',
  kind: 'webhook',
  types: ['order_filled'],
  status: 'active',
  createdAt: '2026-11-28T12:00:00.000Z',
  target: 'https://desk.example/hooks',
  ...over,
})

const delivery = (over: Partial<WireDelivery>): WireDelivery => ({
  id: 'msg_1',
  notificationId: '42',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-28T12:05:00.000Z',
  lastAttemptAt: '2026-11-28T12:05:01.000Z',
  lastStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  ...over,
})

describe('channelView', () => {
  it('shows an active webhook by its URL', () => {
    expect(channelView(channel({}))).toMatchObject({
      title: 'Webhook',
      target: 'https://desk.example/hooks',
      status: { label: 'Active', tone: 'success' },
    })
    expect(channelView(channel({})).waitingFor).toBeUndefined()
  })

  it('tells what an unconfirmed address and an unlinked chat wait for', () => {
    const email = channelView(
      channel({ kind: 'email', status: 'pending', target: 'me@example.com' }),
    )
    expect(email.status.label).toBe('Awaiting confirmation')
    expect(email.waitingFor).toMatch(/Check your inbox at me@example.com/)
    const telegram = channelView(channel({ kind: 'telegram', status: 'pending', target: '' }))
    expect(telegram).toMatchObject({ target: 'Not linked yet', status: { label: 'Not linked' } })
    expect(channelView(channel({ kind: 'telegram', target: 'chat 77' })).target).toBe('Chat 77')
  })

  it('offers in the form only what the service can add, web push apart', () => {
    expect(formKinds(['webhook', 'webpush'])).toEqual(['webhook'])
    expect(formKinds(['telegram', 'webhook', 'webpush', 'email'])).toEqual([
      'webhook',
      'email',
      'telegram',
    ])
  })
})

describe('deliveryView', () => {
  it('reads a delivery: what, when, status, attempts, the last answer', () => {
    expect(deliveryView(delivery({ attempts: 2 }))).toEqual({
      id: 'msg_1',
      what: 'Notification 42',
      at: '2026-11-28T12:05:01.000Z',
      status: { label: 'Delivered', tone: 'success' },
      attempts: '2 attempts',
      answer: 'answered 200',
      canRedeliver: true,
    })
  })

  it('does not offer to redeliver one still waiting, and names a test', () => {
    const waiting = deliveryView(
      delivery({
        notificationId: null,
        status: 'pending',
        attempts: 1,
        lastStatus: 500,
        lastError: 'answered 500',
      }),
    )
    expect(waiting).toMatchObject({
      what: 'Test',
      status: { label: 'Retrying' },
      answer: 'answered 500',
      canRedeliver: false,
    })
    const fresh = deliveryView(
      delivery({ status: 'pending', attempts: 0, lastAttemptAt: null, lastStatus: null }),
    )
    expect(fresh).toMatchObject({
      status: { label: 'Sending' },
      at: '2026-11-28T12:05:00.000Z',
      answer: undefined,
    })
    expect(deliveryView(delivery({ status: 'failed' })).status.tone).toBe('danger')
  })
})

describe('channelProblem', () => {
  const refusal = (status: number, errorType: string, description: string) =>
    new ApiError(
      { type: 'orderbook', status, errorType, description },
      { endpoint: 'notifyChannels' },
    )

  it("shows the service's words for a refusal", () => {
    const problem = channelProblem(
      refusal(400, 'InvalidUrl', 'The address 169.254.169.254 is link-local'),
    )
    expect(problem).toEqual({
      message: 'The address 169.254.169.254 is link-local',
      signInAgain: false,
    })
  })

  it('asks to sign in again when the session has ended, not for a bad signature', () => {
    expect(
      channelProblem(refusal(401, 'Unauthorized', 'The session is unknown or expired')).signInAgain,
    ).toBe(true)
    expect(
      channelProblem(refusal(401, 'InvalidSignature', 'The signature is not the account’s')),
    ).toEqual({
      message:
        'The signature does not match this account, so you were not signed in. Check the account selected in your wallet and sign in again.',
      signInAgain: false,
    })
  })

  it('words a replayed or expired sign-in message with the way on', () => {
    expect(
      channelProblem(refusal(401, 'InvalidNonce', 'The nonce is unknown, expired or used before')),
    ).toEqual({
      message:
        'This sign-in message was used before or has expired, so you were not signed in. Sign in again for a new one.',
      signInAgain: false,
    })
    expect(channelProblem(refusal(401, 'ExpiredMessage', 'expired at …')).message).toMatch(
      /^The sign-in message had expired/,
    )
    // A refusal the app has no words of its own for keeps the service's.
    expect(channelProblem(refusal(401, 'WrongDomain', 'The domain evil.example')).message).toBe(
      'The domain evil.example',
    )
  })

  it('words a declined signature and a network failure', () => {
    expect(
      channelProblem(new ApiError({ type: 'wallet', reason: 'rejected', message: 'User rejected' }))
        .message,
    ).toMatch(/declined/)
    expect(
      channelProblem(new ApiError({ type: 'network', message: 'Failed to fetch' })).message,
    ).toMatch(/could not be reached/)
  })
})
