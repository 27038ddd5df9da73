import { lazy, useState, type ComponentType } from 'react'
import type { LoadOnce } from './load-once'

/**
 * `React.lazy` over a part loaded by `loadOnce`, drawn in the very render that first needs
 * it when the part has already loaded. Plain `lazy` suspends once even then (its promise
 * answers a tick later): the component appears a moment after what surrounds it, and what
 * is below it moves. Each use settles on one of the two when it mounts, so a part that
 * loads later never swaps the component under a mounted use (which would remount it).
 */
export function lazyLoaded<M, P extends object>(
  load: LoadOnce<M>,
  pick: (part: M) => ComponentType<P>,
) {
  const Lazy = lazy(() => load().then((part) => ({ default: pick(part) })))
  return function LazyLoaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const loaded = load.loaded()
      return loaded === undefined ? Lazy : pick(loaded)
    })
    return <Component {...props} />
  }
}
