import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { memoryStorage as memory } from '@/lib/browser-storage'
import {
  countUnread,
  createInboxReadStore,
  INBOX_READ_STORAGE_KEY,
  inboxScopeKey,
  MAX_READ_IDS_PER_ACCOUNT,
  selectReadIds,
} from './inbox-read-store'

const [alice, bob] = sandboxDeployment.traders

describe('inboxScopeKey', () => {
  it('has one inbox per service and account, not per chain of an environment', () => {
    const mainnet = inboxScopeKey({ environment: 'production', chainId: 1, account: alice })
    const gnosis = inboxScopeKey({ environment: 'production', chainId: 100, account: alice })
    const staging = inboxScopeKey({ environment: 'staging', chainId: 1, account: alice })
    const sandbox = inboxScopeKey({ environment: 'production', chainId: 31337, account: alice })
    expect(mainnet).toBe(gnosis)
    expect(new Set([mainnet, staging, sandbox]).size).toBe(3)
    expect(inboxScopeKey({ environment: 'production', chainId: 1, account: bob })).not.toBe(mainnet)
  })
})

describe('inbox read store', () => {
  it('marks per account and persists under the versioned key', () => {
    const storage = memory()
    const store = createInboxReadStore(storage)
    const a = inboxScopeKey({ environment: 'production', chainId: 31337, account: alice })
    const b = inboxScopeKey({ environment: 'production', chainId: 31337, account: bob })
    store.getState().markRead(a, ['1', '2'])
    expect(selectReadIds(a)(store.getState())).toEqual(['1', '2'])
    expect(selectReadIds(b)(store.getState())).toEqual([])
    expect(JSON.parse(storage.data.get(INBOX_READ_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      state: { readByAccount: { [a]: ['1', '2'] } },
    })
    // A second store over the same storage (a reload) sees the marks.
    const reloaded = createInboxReadStore(storage)
    expect(selectReadIds(a)(reloaded.getState())).toEqual(['1', '2'])
  })

  it('ignores repeats and keeps the newest marks within the bound', () => {
    const store = createInboxReadStore(memory())
    store.getState().markRead('k', ['a'])
    const before = store.getState()
    store.getState().markRead('k', ['a'])
    expect(store.getState()).toBe(before)
    const many = Array.from({ length: MAX_READ_IDS_PER_ACCOUNT + 5 }, (_, i) => `n${i}`)
    store.getState().markRead('k', many)
    const ids = selectReadIds('k')(store.getState())
    expect(ids).toHaveLength(MAX_READ_IDS_PER_ACCOUNT)
    expect(ids[0]).toBe('n0')
  })

  it('survives a corrupt stored value', () => {
    const storage = memory({
      [INBOX_READ_STORAGE_KEY]: JSON.stringify({
        state: { readByAccount: { k: [1, 'x', null] } },
        version: 1,
      }),
    })
    const store = createInboxReadStore(storage)
    expect(selectReadIds('k')(store.getState())).toEqual(['x'])
    const garbage = createInboxReadStore(memory({ [INBOX_READ_STORAGE_KEY]: '{"state":42}' }))
    expect(garbage.getState().readByAccount).toEqual({})
  })
})

describe('countUnread', () => {
  it('counts notifications without a read mark', () => {
    expect(countUnread([{ id: '1' }, { id: '2' }, { id: '3' }], ['2', 'old'])).toBe(2)
    expect(countUnread([], ['1'])).toBe(0)
  })
})
