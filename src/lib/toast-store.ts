import { create } from 'zustand'

/**
 * Toasts: short messages in a corner of the screen. A toast can be updated in place, so
 * one toast follows a transaction from "confirm in your wallet" to "confirmed".
 */

export type ToastTone = 'info' | 'progress' | 'success' | 'error'

export interface ToastLink {
  href: string
  label: string
}

export interface ToastInput {
  tone: ToastTone
  title: string
  description?: string | undefined
  link?: ToastLink | undefined
  /** A second link beside it (a fill's settlement transaction on the explorer). */
  secondLink?: ToastLink | undefined
  /** Milliseconds until it hides itself; `null` keeps it until dismissed. */
  durationMs?: number | null | undefined
  /**
   * The mined transaction a toast reports (set by transaction-toast.ts), so others can
   * follow transactions without parsing words: the widget tells its host page.
   */
  transaction?: { hash: `0x${string}`; chainId: number; outcome: 'confirmed' | 'reverted' }
}

export interface Toast extends ToastInput {
  id: string
  /** Bumped on every update, so the auto-dismiss timer restarts. */
  revision: number
  durationMs: number | null
}

interface ToastState {
  toasts: Toast[]
  show: (input: ToastInput) => string
  update: (id: string, patch: Partial<ToastInput>) => void
  dismiss: (id: string) => void
  clear: () => void
}

const MAX_TOASTS = 4

/** Progress stays until replaced; results fade after a while; errors wait to be read. */
export function defaultDuration(tone: ToastTone): number | null {
  switch (tone) {
    case 'progress':
      return null
    case 'error':
      return 12_000
    case 'success':
    case 'info':
      return 6_000
  }
}

let counter = 0

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (input) => {
    counter += 1
    const id = `toast-${counter}`
    const toast: Toast = {
      ...input,
      id,
      revision: 0,
      durationMs: input.durationMs === undefined ? defaultDuration(input.tone) : input.durationMs,
    }
    // Newest last; the oldest drop off when too many pile up.
    set((s) => ({ toasts: [...s.toasts, toast].slice(-MAX_TOASTS) }))
    return id
  },
  update: (id, patch) =>
    set((s) => ({
      toasts: s.toasts.map((t) => {
        if (t.id !== id) return t
        const tone = patch.tone ?? t.tone
        const durationMs =
          patch.durationMs !== undefined
            ? patch.durationMs
            : patch.tone !== undefined
              ? defaultDuration(tone)
              : t.durationMs
        return { ...t, ...patch, tone, durationMs, revision: t.revision + 1 }
      }),
    })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}))

/** Imperative access for code outside React (mutations, callbacks). */
export const toast = {
  show: (input: ToastInput) => useToastStore.getState().show(input),
  update: (id: string, patch: Partial<ToastInput>) => useToastStore.getState().update(id, patch),
  dismiss: (id: string) => useToastStore.getState().dismiss(id),
}
