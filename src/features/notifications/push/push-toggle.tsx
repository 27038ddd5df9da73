import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { isApiError } from '@/api/errors'
import type { ChannelSession } from '@/api/notify-channels'
import { serviceUrls, type ApiContext } from '@/api/request-types'
import { Button } from '@/components/ui/button'
import { channelProblem } from '../channel-view'
import {
  existingRegistration,
  pushSupport,
  registerPushWorker,
  subscribeWith,
  subscriptionKeys,
} from './push-browser'
import { addPushChannel, getPushKey, removePushChannel } from './push-service'
import { endpointInUse, pushScopeKey, usePushStore } from './push-store'

export interface PushToggleProps {
  /** Where the notification service is (the app's network and environment). */
  ctx: ApiContext
  account: Address
  /** The account's signed-in session, when there is one. */
  session: ChannelSession | undefined
  /** Signs in (the wallet signs the service's message); called when a step needs a session. */
  signIn: () => Promise<ChannelSession>
}

type Phase =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on' }
  | { kind: 'working'; to: 'on' | 'off' }

/** The trader's words for a failed step. */
function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === 'NotAllowedError') {
    return t`The browser did not allow push notifications for this site.`
  }
  // The service's refusal in its own words, a declined signature, an unreachable service.
  if (isApiError(error)) return channelProblem(error).message
  return error instanceof Error ? error.message : t`Something went wrong.`
}

/**
 * Web push for this browser and account: one tap asks the browser's permission (on that tap
 * only), registers the service worker, subscribes with the service's VAPID key and adds the
 * subscription as a push channel; turning it off removes the channel and unsubscribes.
 */
export function PushToggle({ ctx, account, session, signIn }: PushToggleProps) {
  const scope = pushScopeKey(serviceUrls(ctx).notifications, account)
  const record = usePushStore((s) => s.channels[scope])
  const remember = usePushStore((s) => s.remember)
  const forget = usePushStore((s) => s.forget)
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' })
  const [error, setError] = useState<string>()

  // What this browser holds now: the stored channel counts only while its subscription lives.
  useEffect(() => {
    let cancelled = false
    const check = async (): Promise<Phase> => {
      if (pushSupport() === 'unsupported') return { kind: 'unsupported' }
      if (Notification.permission === 'denied') return { kind: 'blocked' }
      if (!record) return { kind: 'off' }
      const registration = await existingRegistration()
      const subscription = await registration?.pushManager.getSubscription()
      return subscription?.endpoint === record.endpoint ? { kind: 'on' } : { kind: 'off' }
    }
    void check()
      .catch((): Phase => ({ kind: 'off' }))
      .then((next) => {
        if (!cancelled) setPhase((current) => (current.kind === 'working' ? current : next))
      })
    return () => {
      cancelled = true
    }
  }, [record])

  /** Runs `step` with a session; an expired one (401) is renewed once. */
  const withSession = async <T,>(step: (s: ChannelSession) => Promise<T>): Promise<T> => {
    const first = session ?? (await signIn())
    try {
      return await step(first)
    } catch (failure) {
      if (session && channelProblem(failure).signInAgain) {
        return step(await signIn())
      }
      throw failure
    }
  }

  const enable = async () => {
    setError(undefined)
    setPhase({ kind: 'working', to: 'on' })
    try {
      // First, while the tap still counts as the trader's gesture.
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setPhase(permission === 'denied' ? { kind: 'blocked' } : { kind: 'off' })
        return
      }
      const registration = await registerPushWorker()
      const subscription = await subscribeWith(registration, await getPushKey(ctx))
      const keys = subscriptionKeys(subscription)
      const channelId = await withSession((s) => addPushChannel(ctx, s, keys))
      // A channel of an earlier subscription the browser dropped: of no use any more.
      if (record && record.channelId !== channelId) {
        await withSession((s) => removePushChannel(ctx, s, record.channelId)).catch(() => {})
      }
      remember(scope, { channelId, endpoint: keys.endpoint })
      setPhase({ kind: 'on' })
    } catch (failure) {
      setError(describe(failure))
      setPhase({ kind: 'off' })
    }
  }

  const disable = async () => {
    setError(undefined)
    setPhase({ kind: 'working', to: 'off' })
    try {
      if (record) await withSession((s) => removePushChannel(ctx, s, record.channelId))
      // The browser's subscription goes too, unless another account here still uses it.
      const channels = usePushStore.getState().channels
      const registration = await existingRegistration()
      const subscription = await registration?.pushManager.getSubscription()
      if (subscription && !endpointInUse(channels, subscription.endpoint, scope)) {
        await subscription.unsubscribe()
      }
      forget(scope)
      setPhase({ kind: 'off' })
    } catch (failure) {
      setError(describe(failure))
      setPhase({ kind: 'on' })
    }
  }

  const working = phase.kind === 'working'
  const on = phase.kind === 'on' || (working && phase.to === 'off')
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 flex-1 text-sm text-fg-muted" role="status">
        {phase.kind === 'unsupported'
          ? t`This browser cannot receive push notifications.`
          : phase.kind === 'blocked'
            ? t`Notifications are blocked for this site in the browser’s settings.`
            : phase.kind === 'checking'
              ? t`Checking this browser…`
              : working
                ? phase.to === 'on'
                  ? t`Turning push on…`
                  : t`Turning push off…`
                : on
                  ? t`Push is on: fills, expiries and cancellations reach this browser even with batchswap closed.`
                  : t`Push is off in this browser.`}
      </p>
      {phase.kind !== 'unsupported' && phase.kind !== 'blocked' && (
        <Button
          variant={on ? 'secondary' : 'primary'}
          loading={working || phase.kind === 'checking'}
          onClick={() => void (on ? disable() : enable())}
        >
          {on ? t`Turn off push` : t`Enable push`}
        </Button>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
