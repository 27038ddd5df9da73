import { create } from 'zustand'

/**
 * RainbowKit's modals, reachable from anywhere. RainbowKit is the heaviest part of the
 * wallet stack, so it loads after the first paint (src/app/wallet/rainbowkit-island.tsx)
 * and registers its modal openers here. A click before it has loaded is remembered and
 * honoured as soon as it is ready.
 */

interface WalletModalState {
  /** RainbowKit has loaded and registered its modals. */
  ready: boolean
  openConnect: (() => void) | undefined
  openAccount: (() => void) | undefined
  /** A connect click that came before RainbowKit was ready. */
  connectRequested: boolean
  /** Element in the header where the RainbowKit connect button is rendered. */
  connectButtonSlot: HTMLElement | null
  register: (modals: { openConnect?: () => void; openAccount?: () => void }) => void
  requestConnect: () => void
  takeConnectRequest: () => boolean
  setConnectButtonSlot: (slot: HTMLElement | null) => void
}

export const useWalletModalStore = create<WalletModalState>()((set, get) => ({
  ready: false,
  openConnect: undefined,
  openAccount: undefined,
  connectRequested: false,
  connectButtonSlot: null,
  register: ({ openConnect, openAccount }) => set({ ready: true, openConnect, openAccount }),
  requestConnect: () => {
    const { openConnect, ready } = get()
    if (openConnect) openConnect()
    // Once ready, a missing opener means a wallet is already connected: nothing to do.
    else if (!ready) set({ connectRequested: true })
  },
  takeConnectRequest: () => {
    const requested = get().connectRequested
    if (requested) set({ connectRequested: false })
    return requested
  },
  setConnectButtonSlot: (connectButtonSlot) => set({ connectButtonSlot }),
}))

/**
 * What pages use instead of RainbowKit's `useConnectModal`:
 *
 *   const { openConnectModal } = useWalletModals()
 *   <Button onClick={openConnectModal}>Connect wallet</Button>
 */
export function useWalletModals() {
  const ready = useWalletModalStore((s) => s.ready)
  const requestConnect = useWalletModalStore((s) => s.requestConnect)
  const openAccount = useWalletModalStore((s) => s.openAccount)
  return { ready, openConnectModal: requestConnect, openAccountModal: openAccount }
}
