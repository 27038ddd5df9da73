/**
 * The events half of an EIP-1193 provider: `on` and `removeListener` as the provider exposes
 * them (each answers the provider, so calls chain), and `emit` for the provider itself. The app's
 * widget host provider (src/features/widget/host-provider.ts) and the sandbox's dev wallet
 * (sandbox/harness/dev-wallet/provider.ts, bundled into a page without dependencies) share it.
 */
export type Eip1193Listener = (payload: unknown) => void

/** `self` answers the provider these events belong to (built after them). */
export function eip1193Events<Provider>(self: () => Provider) {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  return {
    on(event: string, listener: Eip1193Listener): Provider {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return self()
    },
    removeListener(event: string, listener: Eip1193Listener): Provider {
      listeners.get(event)?.delete(listener)
      return self()
    },
    emit(event: string, payload: unknown): void {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}
