import { create } from 'zustand'

/**
 * RainbowKit's modals, reachable from anywhere. The wallet stack (RainbowKit and the
 * connectors) loads only when it is wanted: a "Connect wallet" click, or a previous
 * session's wallet to reconnect (src/app/wallet/wallet-layer.tsx). Once loaded, RainbowKit
 * registers its modal openers here. A click before that is remembered and honoured as
 * soon as it is ready.
 */

interface WalletModalState {
  /** RainbowKit has loaded and registered its modals. */
  ready: boolean
  openConnect: (() => void) | undefined
  openAccount: (() => void) | undefined
  /** A connect click that came before RainbowKit was ready. */
  connectRequested: boolean
  /** Something needs the wallet stack: load it (it stays loaded). */
  walletsWanted: boolean
  /** A previous session's wallet is being reconnected. */
  restoring: boolean
  /** Element in the header where the RainbowKit connect button is rendered. */
  connectButtonSlot: HTMLElement | null
  register: (modals: { openConnect?: () => void; openAccount?: () => void }) => void
  requestConnect: () => void
  takeConnectRequest: () => boolean
  setConnectButtonSlot: (slot: HTMLElement | null) => void
  wantWallets: () => void
  /** Loading the wallet stack failed: forget the pending click, so another one retries. */
  walletsFailed: () => void
  setRestoring: (restoring: boolean) => void
}

export const useWalletModalStore = create<WalletModalState>()((set, get) => ({
  ready: false,
  openConnect: undefined,
  openAccount: undefined,
  connectRequested: false,
  walletsWanted: false,
  restoring: false,
  connectButtonSlot: null,
  register: ({ openConnect, openAccount }) => set({ ready: true, openConnect, openAccount }),
  requestConnect: () => {
    const { openConnect, ready } = get()
    if (openConnect) openConnect()
    // Once ready, a missing opener means a wallet is already connected: nothing to do.
    else if (!ready) set({ connectRequested: true, walletsWanted: true })
  },
  takeConnectRequest: () => {
    const requested = get().connectRequested
    if (requested) set({ connectRequested: false })
    return requested
  },
  setConnectButtonSlot: (connectButtonSlot) => set({ connectButtonSlot }),
  wantWallets: () => set({ walletsWanted: true }),
  walletsFailed: () => set({ walletsWanted: false, connectRequested: false }),
  setRestoring: (restoring) => set({ restoring }),
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
