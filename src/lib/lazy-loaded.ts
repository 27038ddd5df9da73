import { lazy, type ComponentType } from 'react'
import type { LoadOnce } from './load-once'

/**
 * `React.lazy` over a part loaded by `loadOnce`, drawn in the very render that first needs
 * it when the part has already loaded. Plain `lazy` suspends once even then (its promise
 * answers a tick later): the component appears a moment after what surrounds it, and what
 * is below it moves.
 */
export function lazyLoaded<M, P extends object>(
  load: LoadOnce<M>,
  pick: (part: M) => ComponentType<P>,
) {
  return lazy(() => {
    const loaded = load.loaded()
    if (loaded === undefined) return load().then((part) => ({ default: pick(part) }))
    // A thenable that answers at once: React reads a lazy component's module synchronously
    // when its thenable has answered by the time `then` returns.
    const now = {
      then: (resolve: (module: { default: ComponentType<P> }) => void) =>
        resolve({ default: pick(loaded) }),
    }
    return now as unknown as Promise<{ default: ComponentType<P> }>
  })
}
