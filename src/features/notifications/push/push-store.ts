import type { Address } from 'viem'
import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore, sanitizeRecord, storedField } from '@/lib/persisted-store'

/**
 * Which push channel this browser's subscription is, per notification service and account:
 * the service never lists a push endpoint (it is a capability), so turning push off later
 * needs the channel's id from here. Client state, persisted under a versioned key; whether
 * the subscription still exists is asked of the browser each time.
 */
export const PUSH_STORAGE_KEY = 'batchswap.push.v1'

export interface PushRecord {
  channelId: string
  endpoint: string
}

/** One record per service and account; lower case only forms the key. */
export function pushScopeKey(accountsUrl: string, account: Address): string {
  return `${accountsUrl}|${account.toLowerCase()}`
}

export interface PushState {
  channels: Record<string, PushRecord>
  remember: (scopeKey: string, record: PushRecord) => void
  forget: (scopeKey: string) => void
}

function sanitizePushRecord(value: unknown): PushRecord | undefined {
  const channelId = storedField(value, 'channelId')
  const endpoint = storedField(value, 'endpoint')
  return typeof channelId === 'string' && typeof endpoint === 'string'
    ? { channelId, endpoint }
    : undefined
}

export function createPushStore(storage?: StateStorage) {
  return createPersistedStore<PushState>(
    {
      key: PUSH_STORAGE_KEY,
      storage,
      persisted: (state) => ({ channels: state.channels }),
      sanitize: (stored) => ({
        channels: sanitizeRecord(storedField(stored, 'channels'), sanitizePushRecord) ?? {},
      }),
    },
    (set) => ({
      channels: {},
      remember: (scopeKey, record) =>
        set((state) => ({ channels: { ...state.channels, [scopeKey]: record } })),
      forget: (scopeKey) =>
        set((state) => {
          if (!(scopeKey in state.channels)) return state
          const { [scopeKey]: _gone, ...rest } = state.channels
          return { channels: rest }
        }),
    }),
  )
}

export const usePushStore = createPushStore()

/** Whether another account's channel in this browser still uses `endpoint`. */
export function endpointInUse(
  channels: Record<string, PushRecord>,
  endpoint: string,
  except: string,
): boolean {
  return Object.entries(channels).some(
    ([key, record]) => key !== except && record.endpoint === endpoint,
  )
}
