import { describe, expect, it, vi } from 'vitest'
import { lazyModule } from './lazy-module'

describe('lazyModule', () => {
  it('loads once for every caller and tells the listeners when it arrives', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const module = lazyModule(importer)
    const heard = vi.fn()
    const unsubscribe = module.subscribe(heard)
    expect(module.current()).toBeUndefined()
    const [a, b] = await Promise.all([module.load(), module.load()])
    expect(a).toBe(b)
    expect(importer).toHaveBeenCalledTimes(1)
    expect(module.current()).toEqual({ answer: 42 })
    expect(module.failed()).toBe(false)
    expect(heard).toHaveBeenCalledTimes(1)
    unsubscribe()
    await module.load()
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('says a failed load, and loads again on the next call', async () => {
    let attempt = 0
    const module = lazyModule(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('words'),
    )
    const heard = vi.fn()
    module.subscribe(heard)
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.failed()).toBe(true)
    expect(module.current()).toBeUndefined()
    await expect(module.load()).resolves.toBe('words')
    expect(module.failed()).toBe(false)
    expect(module.current()).toBe('words')
    expect(heard).toHaveBeenCalledTimes(2)
  })
})
