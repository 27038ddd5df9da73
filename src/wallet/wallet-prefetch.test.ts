import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchWalletCodeWhenIdle, WALLET_READY_MARK } from './wallet-prefetch'

/** A page after `load`: its wallet list, a head that collects links, idle callbacks run by hand. */
function fakePage(options: { list?: string[]; saveData?: boolean } = {}) {
  const win = new EventTarget()
  const appended: { rel: string; href: string }[] = []
  const idle: (() => void)[] = []
  vi.stubGlobal(
    'window',
    Object.assign(win, { requestIdleCallback: (run: () => void) => idle.push(run) }),
  )
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('navigator', { connection: { saveData: options.saveData ?? false } })
  vi.stubGlobal('document', {
    readyState: 'complete',
    getElementById: (id: string) =>
      id === 'wallet-prefetch' && options.list
        ? { textContent: JSON.stringify(options.list) }
        : null,
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => appended.push(link) },
  })
  const runIdle = () => {
    while (idle.length > 0) idle.shift()?.()
  }
  const move = () => win.dispatchEvent(new Event('pointermove'))
  return { appended, runIdle, move }
}

const marked = () => performance.getEntriesByName(WALLET_READY_MARK).length > 0

describe('the wallet code made ready ahead of a tap', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    performance.clearMarks(WALLET_READY_MARK)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the page to settle and a sign of life, then fetches, then runs it when idle', async () => {
    const page = fakePage({ list: ['./assets/a.js', './assets/b.css'] })
    const warm = vi.fn(() => Promise.resolve())
    prefetchWalletCodeWhenIdle(warm)

    page.move() // before the page has settled: not a sign of life yet
    page.runIdle()
    vi.advanceTimersByTime(2000)
    expect(page.appended).toEqual([])

    page.move()
    page.runIdle()
    expect(page.appended.map((l) => [l.rel, l.href])).toEqual([
      ['prefetch', './assets/a.js'],
      ['prefetch', './assets/b.css'],
    ])
    expect(warm).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(marked()).toBe(true)

    page.move()
    page.runIdle()
    expect(warm).toHaveBeenCalledTimes(1)
  })

  it('a visitor who only looks, or asks to save data, pays nothing', () => {
    for (const saveData of [false, true]) {
      const page = fakePage({ list: ['./assets/a.js'], saveData })
      const warm = vi.fn(() => Promise.resolve())
      prefetchWalletCodeWhenIdle(warm)
      vi.advanceTimersByTime(10_000)
      if (saveData) page.move()
      page.runIdle()
      expect(page.appended).toEqual([])
      expect(warm).not.toHaveBeenCalled()
    }
  })

  it('a failed run is left for the tap, which loads again; a stop before it cancels', async () => {
    const page = fakePage()
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    prefetchWalletCodeWhenIdle(failing)
    vi.advanceTimersByTime(2000)
    page.move()
    page.runIdle()
    expect(failing).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(marked()).toBe(false)

    const other = fakePage()
    const warm = vi.fn(() => Promise.resolve())
    const stop = prefetchWalletCodeWhenIdle(warm)
    vi.advanceTimersByTime(2000)
    other.move()
    stop()
    other.runIdle()
    expect(warm).not.toHaveBeenCalled()
  })
})
