import { useEffect, useReducer } from 'react'
import { loadOnce } from './load-once'

/**
 * A part of the app kept out of the first view that components wait for: loaded once (a
 * failed load is tried again on the next call), and every component that asked re-renders
 * when it arrives or fails.
 *
 *   const words = lazyModule(() => import('./words'))
 *   const loaded = useLazyModule(words, hasSomethingToWord)  // undefined until loaded
 */
export interface LazyModule<T> {
  load: () => Promise<T>
  /** The module once loaded. */
  current: () => T | undefined
  /** The last load failed (offline, or a new deployment replaced the chunk). */
  failed: () => boolean
  subscribe: (listener: () => void) => () => void
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined
  let failed = false
  const listeners = new Set<() => void>()
  const loadModule = loadOnce(importer)
  const notify = () => listeners.forEach((listener) => listener())
  return {
    load: () =>
      loadModule().then(
        (module) => {
          if (loaded === undefined || failed) {
            loaded = module
            failed = false
            notify()
          }
          return module
        },
        (error: unknown) => {
          failed = true
          notify()
          throw error
        },
      ),
    current: () => loaded,
    failed: () => failed,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * The module for a component: asks for it when `wanted`, re-renders when it arrives or its
 * load fails; undefined until then (read `module.failed()` to tell the two apart).
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | undefined {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const unsubscribe = module.subscribe(rerender)
    if (wanted && module.current() === undefined) module.load().catch(() => undefined)
    return unsubscribe
  }, [module, wanted])
  return module.current()
}
