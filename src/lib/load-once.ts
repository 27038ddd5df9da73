/**
 * A lazily loaded part of the app (a chunk kept out of the first view): loaded on the first
 * call, shared by every caller while it loads and after. A failed load is forgotten
 * (offline, or a new deployment replaced the chunk), so the next call tries again.
 *
 *   export const loadWireSchemas = loadOnce(() => import('./wire'))
 *
 * `loaded()` is the part itself once it has loaded, undefined before: for code that must
 * answer at once and does without it meanwhile.
 */
export interface LoadOnce<T> {
  (): Promise<T>
  loaded: () => T | undefined
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined
  let value: { loaded: T } | undefined
  const get = () => {
    loading ??= load().then(
      (loaded) => {
        value = { loaded }
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return Object.assign(get, { loaded: () => value?.loaded })
}
