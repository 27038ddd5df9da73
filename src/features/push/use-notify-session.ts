import { useCallback } from 'react'
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { useConfig } from 'wagmi'
import { signMessage } from 'wagmi/actions'
import { create } from 'zustand'
import { getSignInNonce, signIn, type NotifySession } from './push-service'
import { pushScopeKey } from './push-store'

/**
 * A Sign-In with Ethereum session of the notification service (docs/notifications.md,
 * "Signing in"), for push alone until the Notifications panel's sign-in is joined with it:
 * `PushToggle` takes the session and the sign-in as props, so either can provide them.
 * Kept in memory only: a bearer token is not left in storage; a reload signs in again.
 */

/** How long a session is asked for (the service grants at most 24 hours). */
const SESSION_MS = 60 * 60 * 1000

const useSessions = create<{ byScope: Record<string, NotifySession> }>()(() => ({
  byScope: {},
}))

export interface NotifySessionApi {
  session: NotifySession | undefined
  /** Asks the wallet to sign the service's message; the new session. */
  signIn: () => Promise<NotifySession>
}

export function useNotifySession(
  accountsUrl: string,
  account: Address,
  chainId: number,
): NotifySessionApi {
  const scope = pushScopeKey(accountsUrl, account)
  const stored = useSessions((s) => s.byScope[scope])
  const config = useConfig()

  const start = useCallback(async () => {
    const nonce = await getSignInNonce(accountsUrl, account)
    const now = Date.now()
    const message = createSiweMessage({
      address: account,
      chainId,
      domain: window.location.host,
      uri: `${window.location.origin}${window.location.pathname}`,
      version: '1',
      nonce,
      statement: 'Manage my batchswap notification channels.',
      issuedAt: new Date(now),
      expirationTime: new Date(now + SESSION_MS),
    })
    const signature = await signMessage(config, { account, message })
    const session = await signIn(accountsUrl, account, { message, signature })
    useSessions.setState((s) => ({ byScope: { ...s.byScope, [scope]: session } }))
    return session
  }, [accountsUrl, account, chainId, scope, config])

  // An expired session answers 401; PushToggle then signs in again.
  return { session: stored, signIn: start }
}
