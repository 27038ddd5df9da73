import { describe, expect, it, vi } from 'vitest'
import { chooseStorage, createMemoryStorage, probeLocalStorage } from './browser-storage'

/** A window whose localStorage getter throws, as Chromium does when third-party storage is blocked. */
function windowRefusingStorage(): { localStorage?: Storage } {
  const target = {}
  Object.defineProperty(target, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
  return target
}

describe('browser storage', () => {
  it('uses localStorage when it works, and says nothing', () => {
    const local = createMemoryStorage()
    const notify = vi.fn()
    const choice = chooseStorage({ localStorage: local }, notify)
    expect(choice).toEqual({ storage: local, refused: false })
    expect(notify).not.toHaveBeenCalled()
  })

  it('falls back to memory when reading localStorage throws, replaces it on window, and says so once', () => {
    const target = windowRefusingStorage()
    expect(() => target.localStorage).toThrow()
    const notify = vi.fn()
    const choice = chooseStorage(target, notify)
    expect(choice.refused).toBe(true)
    expect(notify).toHaveBeenCalledTimes(1)
    // Libraries that read window.localStorage directly no longer throw, and get the memory.
    expect(target.localStorage).toBe(choice.storage)
    choice.storage.setItem('k', 'v')
    expect(target.localStorage?.getItem('k')).toBe('v')
  })

  it('treats a storage that refuses writes (quota 0, Safari private mode) as refused', () => {
    const broken = createMemoryStorage()
    broken.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    expect(probeLocalStorage({ localStorage: broken })).toBeUndefined()
  })

  it('uses memory silently without a window (Node)', () => {
    const notify = vi.fn()
    expect(chooseStorage(undefined, notify).refused).toBe(false)
    expect(notify).not.toHaveBeenCalled()
  })

  it('memory storage behaves like Storage', () => {
    const s = createMemoryStorage()
    s.setItem('a', '1')
    s.setItem('b', '2')
    expect(s.length).toBe(2)
    expect(s.key(1)).toBe('b')
    s.removeItem('a')
    expect(s.getItem('a')).toBeNull()
    s.clear()
    expect(s.length).toBe(0)
  })
})
