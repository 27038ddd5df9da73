/**
 * A lazily loaded part of the app (a chunk kept out of the first view): loaded on the first
 * call, shared by every caller while it loads and after. A failed load (offline, or a new
 * deployment replaced the chunk) is forgotten, so the next call tries again.
 *
 *   export const loadWireSchemas = loadOnce(() => import('./wire'))
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
