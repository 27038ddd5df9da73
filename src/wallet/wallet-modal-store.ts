import { create } from 'zustand'

/**
 * RainbowKit's dialogs (connect, account, chain), reachable from anywhere. RainbowKit is one
 * module of some 85 KB gzip, so it loads on the first tap that asks for a dialog
 * (src/app/providers.tsx mounts it then); once mounted it registers its openers here. A tap
 * before that is remembered and honoured as soon as the dialog can open.
 */

export type WalletDialog = 'connect' | 'account' | 'chain'

interface WalletModalState {
  /** RainbowKit is wanted: load and mount it (it stays mounted). */
  wanted: boolean
  /** The trader pointed at, focused or pressed a wallet button: fetch RainbowKit now. */
  intended: boolean
  /** RainbowKit has mounted and registered its openers. */
  ready: boolean
  openers: Partial<Record<WalletDialog, () => void>>
  /** A dialog asked for before its opener was there. */
  requested: WalletDialog | undefined
  open: (dialog: WalletDialog) => void
  /** A tap may follow (pointer over, focus, press): start fetching the dialogs. */
  intend: () => void
  register: (openers: Partial<Record<WalletDialog, () => void>>) => void
  /** The dialog asked for early, now that it can open (cleared). */
  takeRequest: () => WalletDialog | undefined
  /** RainbowKit did not load: forget the tap, so another one retries. */
  failed: () => void
}

export const useWalletModalStore = create<WalletModalState>()((set, get) => ({
  wanted: false,
  intended: false,
  ready: false,
  openers: {},
  requested: undefined,
  open: (dialog) => {
    const { openers, ready } = get()
    const opener = openers[dialog]
    if (opener) opener()
    // Once ready, a missing opener means the dialog does not apply (connect while connected).
    else if (!ready) set({ wanted: true, requested: dialog })
  },
  intend: () => {
    if (!get().intended) set({ intended: true })
  },
  register: (openers) => set({ ready: true, openers }),
  takeRequest: () => {
    const { requested } = get()
    if (requested) set({ requested: undefined })
    return requested
  },
  failed: () => set({ wanted: false, requested: undefined }),
}))

/**
 * What pages use instead of RainbowKit's `useConnectModal` (RainbowKit may not be loaded):
 *
 *   const { openConnectModal } = useWalletModals()
 *   <Button onClick={openConnectModal}>Connect wallet</Button>
 */
export function useWalletModals() {
  const open = useWalletModalStore((s) => s.open)
  const intend = useWalletModalStore((s) => s.intend)
  const requested = useWalletModalStore((s) => s.requested)
  return {
    openConnectModal: () => open('connect'),
    openAccountModal: () => open('account'),
    openChainModal: () => open('chain'),
    /** Handlers for the button that opens a dialog: RainbowKit starts loading on intent. */
    intentHandlers: {
      onPointerEnter: intend,
      onPointerDown: intend,
      onFocus: intend,
    },
    /** A dialog was asked for and RainbowKit is still loading. */
    loading: requested !== undefined,
  }
}
