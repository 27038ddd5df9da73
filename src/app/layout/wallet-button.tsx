import { useWalletAccount } from '@/wallet/wallet-state'
import { Button } from '@/components/ui/button'
import { WalletIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { shortenAddress } from '@/lib/format-amount'
import { useWalletModalStore } from '@/wallet/wallet-modal-store'

/**
 * The header's wallet control. The button drawn on RainbowKit's state
 * (src/app/wallet/wallet-connect-button.tsx) is portalled into the slot
 * once the wallet stack has loaded (on the first click, or to reconnect a previous
 * session: src/app/wallet/wallet-layer.tsx); until then a lookalike stands in (a click
 * loads it and opens the connect modal as soon as it can). While it loads, the spinner
 * takes the label's place rather than adding to it: the button keeps its width, so the
 * header's other controls do not jump under the trader's finger.
 */
export function WalletButton() {
  const ready = useWalletModalStore((s) => s.ready)
  const setSlot = useWalletModalStore((s) => s.setConnectButtonSlot)
  const requestConnect = useWalletModalStore((s) => s.requestConnect)
  const connectRequested = useWalletModalStore((s) => s.connectRequested)
  const restoring = useWalletModalStore((s) => s.restoring)
  const { address, isConnected } = useWalletAccount()
  const busy = connectRequested || restoring

  return (
    <>
      {!ready &&
        (isConnected && address ? (
          <span className="flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-2.5 text-sm font-semibold text-fg sm:px-3">
            <WalletIcon className="text-fg-subtle" />
            <span className="hidden sm:inline">{shortenAddress(address)}</span>
          </span>
        ) : (
          <Button
            onClick={requestConnect}
            disabled={busy}
            aria-busy={busy || undefined}
            className="relative"
          >
            <span className={busy ? 'opacity-0' : undefined}>Connect wallet</span>
            {busy && <Spinner className="absolute size-4" />}
          </Button>
        ))}
      <div ref={setSlot} className="contents" />
    </>
  )
}
