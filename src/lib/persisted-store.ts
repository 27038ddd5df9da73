import { create, type StateCreator } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { browserStorage } from '@/lib/browser-storage'

export interface PersistedStoreOptions<S, P> {
  /** The localStorage key, versioned in its name (`batchswap.settings.v1`). */
  key: string
  /** Where it is kept: the browser's storage, or a memory storage in tests. */
  storage?: StateStorage
  /** The fields that are written (never the actions). */
  persisted: (state: S) => P
  /**
   * What to keep of the stored value, laid over the defaults, so a hand-edited or stale entry
   * never crashes the app. Without it, the stored fields are taken as they are.
   */
  sanitize?: (stored: unknown) => Partial<S>
}

/**
 * A zustand store of client state kept across visits (style guide: intent lives in zustand,
 * persisted under versioned keys). Every persisted store of the app is made here, so they
 * all write JSON under version 1 and read back through their sanitizer.
 */
export function createPersistedStore<S, P = Partial<S>>(
  { key, storage = browserStorage(), persisted, sanitize }: PersistedStoreOptions<S, P>,
  initializer: StateCreator<S, [['zustand/persist', unknown]], []>,
) {
  return create<S>()(
    persist<S, [], [], P>(initializer, {
      name: key,
      version: 1,
      storage: createJSONStorage(() => storage),
      partialize: persisted,
      ...(sanitize && {
        merge: (stored: unknown, current: S): S => ({ ...current, ...sanitize(stored) }),
      }),
    }),
  )
}

/**
 * A stored map (by chain, by account…) with the entries `clean` keeps; undefined when the
 * stored value is no object. Sanitizers use it for every keyed record they read back.
 */
export function sanitizeRecord<T>(
  value: unknown,
  clean: (entry: unknown) => T | undefined,
): Record<string, T> | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const out: Record<string, T> = {}
  for (const [key, entry] of Object.entries(value)) {
    const kept = clean(entry)
    if (kept !== undefined) out[key] = kept
  }
  return out
}

/** The field `name` of a stored value that may be anything. */
export function storedField(stored: unknown, name: string): unknown {
  return typeof stored === 'object' && stored !== null
    ? (stored as Record<string, unknown>)[name]
    : undefined
}
