import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { memoryStorage as memory } from '@/lib/browser-storage'
import { createPushStore, endpointInUse, PUSH_STORAGE_KEY, pushScopeKey } from './push-store'

const [alice, bob] = sandboxDeployment.traders
const SANDBOX = 'http://127.0.0.1:8080/accounts'

describe('push store', () => {
  it('keeps one channel per service and account, across a reload', () => {
    const storage = memory()
    const store = createPushStore(storage)
    const a = pushScopeKey(SANDBOX, alice)
    store.getState().remember(a, { channelId: 'ch_1', endpoint: 'https://push.example/1' })
    expect(pushScopeKey(SANDBOX, alice.toLowerCase() as typeof alice)).toBe(a)
    expect(pushScopeKey(SANDBOX, bob)).not.toBe(a)
    expect(pushScopeKey('https://bff.cow.fi/accounts', alice)).not.toBe(a)
    expect(JSON.parse(storage.data.get(PUSH_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      state: { channels: { [a]: { channelId: 'ch_1' } } },
    })
    const reloaded = createPushStore(storage)
    expect(reloaded.getState().channels[a]).toEqual({
      channelId: 'ch_1',
      endpoint: 'https://push.example/1',
    })
    reloaded.getState().forget(a)
    expect(createPushStore(storage).getState().channels).toEqual({})
  })

  it('drops entries a hand or an old version left malformed', () => {
    const storage = memory()
    storage.setItem(
      PUSH_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { channels: { good: { channelId: 'ch', endpoint: 'e' }, bad: { channelId: 3 } } },
      }),
    )
    expect(createPushStore(storage).getState().channels).toEqual({
      good: { channelId: 'ch', endpoint: 'e' },
    })
  })

  it('knows when another account still uses the subscription', () => {
    const channels = {
      a: { channelId: 'ch_a', endpoint: 'https://push.example/1' },
      b: { channelId: 'ch_b', endpoint: 'https://push.example/1' },
    }
    expect(endpointInUse(channels, 'https://push.example/1', 'a')).toBe(true)
    expect(endpointInUse({ a: channels.a }, 'https://push.example/1', 'a')).toBe(false)
  })
})
