import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once for every caller, during the load and after', async () => {
    const load = vi.fn(() => Promise.resolve('module'))
    const get = loadOnce(load)
    const [a, b] = await Promise.all([get(), get()])
    expect([a, b, await get()]).toEqual(['module', 'module', 'module'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk not found'))
      .mockResolvedValueOnce('module')
    const get = loadOnce(load)
    const first = get()
    // Callers waiting on the failed load all see its error.
    await expect(Promise.all([first, get()])).rejects.toThrow('chunk not found')
    await expect(get()).resolves.toBe('module')
    await expect(get()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('starts nothing until it is called', () => {
    const load = vi.fn(() => Promise.resolve(1))
    loadOnce(load)
    expect(load).not.toHaveBeenCalled()
  })

  it('has the part at hand once it has loaded, and nothing before or after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk not found'))
      .mockResolvedValueOnce('module')
    const get = loadOnce(load)
    expect(get.loaded()).toBeUndefined()
    await expect(get()).rejects.toThrow('chunk not found')
    expect(get.loaded()).toBeUndefined()
    const loading = get()
    expect(get.loaded()).toBeUndefined()
    await loading
    expect(get.loaded()).toBe('module')
  })
})
