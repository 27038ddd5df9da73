import type { StateStorage } from 'zustand/middleware'
import { toast } from '@/lib/toast-store'

/**
 * The storage behind the persisted stores and wagmi: the browser's localStorage when it can
 * be used, memory otherwise.
 *
 * Why: inside an iframe (a Safe App, a widget) the browser may refuse storage to a
 * third-party page, and then merely reading `window.localStorage` throws a SecurityError.
 * Every library that touches it at start-up (wagmi's default storage, RainbowKit, our
 * stores) would throw, and the page would stay blank. So the first caller probes storage
 * once; when it is refused, an in-memory Storage takes the place of `window.localStorage`
 * for this page, and the user is told once that settings will not be kept.
 * src/main.tsx imports src/lib/storage-guard.ts first, so the probe runs before anything else.
 */

export const STORAGE_REFUSED_MESSAGE = {
  title: 'Settings will not be kept',
  description:
    'This browser does not let batchswap store data here (storage is blocked for this page), so your settings and order list last only until you close it.',
} as const

/** A Storage (the DOM interface) kept in memory. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** The browser's localStorage if reading and writing it works; undefined when refused or absent. */
export function probeLocalStorage(
  target: { localStorage?: Storage } | undefined,
): Storage | undefined {
  if (!target) return undefined
  try {
    const storage = target.localStorage
    if (!storage) return undefined
    const probe = 'batchswap.storage-probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

interface StorageChoice {
  storage: Storage
  /** True when the browser refused localStorage and memory stands in. */
  refused: boolean
}

let choice: StorageChoice | undefined

/**
 * Probes once per page. Exported with its inputs for tests; the app calls usableStorage().
 * `notify` is called once when storage is refused.
 */
export function chooseStorage(
  target: { localStorage?: Storage } | undefined,
  notify: () => void,
): StorageChoice {
  const local = probeLocalStorage(target)
  if (local) return { storage: local, refused: false }
  const memory = createMemoryStorage()
  if (!target) return { storage: memory, refused: false } // Node: no browser, nothing to say
  try {
    // Window attributes are configurable own properties: libraries that read
    // window.localStorage directly get the memory storage from now on.
    Object.defineProperty(target, 'localStorage', { value: memory, configurable: true })
  } catch {
    // Could not replace it: our own stores still use memory through usableStorage().
  }
  notify()
  return { storage: memory, refused: true }
}

function notifyRefused(): void {
  toast.show({ tone: 'info', ...STORAGE_REFUSED_MESSAGE, durationMs: null })
}

/** The storage this page uses (probed on first call). */
export function usableStorage(): StorageChoice {
  // Under Node (tests, tsx scripts) there is no window; a test may stub a global localStorage.
  const target =
    typeof window !== 'undefined'
      ? window
      : 'localStorage' in globalThis
        ? (globalThis as { localStorage?: Storage })
        : undefined
  choice ??= chooseStorage(target, notifyRefused)
  return choice
}

/** The storage behind the persisted zustand stores. */
export function browserStorage(): StateStorage {
  return usableStorage().storage
}

/** A storage in memory, seeded with `initial`; `data` lets tests read what was written. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}
