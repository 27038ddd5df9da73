/**
 * The sessions the trader opened with the channels service, per environment, chain and
 * account. Kept in memory only: the bearer token is a credential, and a reload asks for a
 * new signature rather than leaving it in storage. Not server state: the service never
 * lists sessions, it only accepts or refuses one.
 */
import { getAddress } from 'viem'
import { create } from 'zustand'
import type { ChannelSession } from '@/api/notify-channels'

interface ChannelSessionState {
  sessions: Readonly<Record<string, ChannelSession>>
  keep: (scope: string, session: ChannelSession) => void
  forget: (scope: string) => void
}

export const useChannelSessionStore = create<ChannelSessionState>()((set) => ({
  sessions: {},
  keep: (scope, session) => set((s) => ({ sessions: { ...s.sessions, [scope]: session } })),
  forget: (scope) =>
    set((s) => {
      const { [scope]: _gone, ...rest } = s.sessions
      return { sessions: rest }
    }),
}))

export function sessionScope(env: string, chainId: number, account: string): string {
  return `${env}:${chainId}:${getAddress(account)}`
}

/** The scope's session while it lasts; one past its expiry is as good as none. */
export function liveSession(
  session: ChannelSession | undefined,
  nowMs: number,
): ChannelSession | undefined {
  return session && session.expiresAt.getTime() > nowMs ? session : undefined
}
