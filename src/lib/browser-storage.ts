import type { StateStorage } from 'zustand/middleware'

/**
 * The storage behind the persisted zustand stores: the browser's localStorage, or memory
 * under Node (tests, tsx scripts), which has none.
 */
export function browserStorage(): StateStorage {
  if (typeof localStorage !== 'undefined') return localStorage
  const memory = new Map<string, string>()
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}
