import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { getAddress, type Address } from 'viem'
import { useAccount, useSignMessage } from 'wagmi'
import { notifyChannelKeys, useChannelSignIn } from '@/api/queries/notify-channel-queries'
import { walletError } from '@/api/errors'
import { useApiContext } from '@/wallet/use-api-context'
import { liveSession, sessionScope, useChannelSessionStore } from './channel-session-store'
import { buildSignInMessage } from './siwe-message'

/**
 * The connected account's session with the channels service: sign in (nonce, an EIP-4361
 * message signed in the wallet, session), and forget it when it ends. A Safe signs the same
 * message; the service checks it by EIP-1271.
 */
export function useChannelSession(account: Address) {
  const ctx = useApiContext()
  const scope = sessionScope(ctx.env, ctx.chainId, account)
  const stored = useChannelSessionStore((s) => s.sessions[scope])
  const keep = useChannelSessionStore((s) => s.keep)
  const forgetScope = useChannelSessionStore((s) => s.forget)
  const { connector } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const signInMutation = useChannelSignIn(ctx)
  const { mutateAsync } = signInMutation
  const queryClient = useQueryClient()
  // An expired session is dropped when its time comes, so the panel asks to sign in again.
  const [nowMs, setNowMs] = useState(() => Date.now())
  const session = liveSession(stored, nowMs)
  useEffect(() => {
    if (!stored) return
    const left = stored.expiresAt.getTime() - Date.now()
    const timer = setTimeout(() => setNowMs(Date.now()), Math.max(0, Math.min(left, 2 ** 31 - 1)))
    return () => clearTimeout(timer)
  }, [stored])

  const signIn = useCallback(async () => {
    const opened = await mutateAsync({
      account,
      sign: async (nonce) => {
        const message = buildSignInMessage({
          address: getAddress(account),
          chainId: ctx.chainId,
          nonce,
          page: window.location,
          now: new Date(),
        })
        try {
          const signature = await signMessageAsync({ account, message, connector })
          return { message, signature }
        } catch (error) {
          throw walletError(error)
        }
      },
    })
    keep(scope, opened)
    setNowMs(Date.now())
    // What the ended session was refused is forgotten: read it all again with the new one.
    await queryClient.resetQueries({ queryKey: notifyChannelKeys.account(ctx, account) })
    return opened
  }, [account, connector, ctx, keep, mutateAsync, queryClient, scope, signMessageAsync])

  const forget = useCallback(() => forgetScope(scope), [forgetScope, scope])

  return { session, signIn, signInState: signInMutation, forget }
}
