import { useWalletAccount } from '@/lib/wallet-state'
import { Button } from '@/components/ui/button'
import { WalletIcon } from '@/components/ui/icons'
import { shortenAddress } from '@/lib/format-amount'
import { useWalletModalStore } from '@/lib/wallet-modal-store'

/**
 * The header's wallet control. RainbowKit's ConnectButton is portalled into the slot
 * once the wallet stack has loaded (on the first click, or to reconnect a previous
 * session: src/app/wallet/wallet-layer.tsx); until then a lookalike stands in (a click
 * loads it and opens the connect modal as soon as it can).
 */
export function WalletButton() {
  const ready = useWalletModalStore((s) => s.ready)
  const setSlot = useWalletModalStore((s) => s.setConnectButtonSlot)
  const requestConnect = useWalletModalStore((s) => s.requestConnect)
  const connectRequested = useWalletModalStore((s) => s.connectRequested)
  const restoring = useWalletModalStore((s) => s.restoring)
  const { address, isConnected } = useWalletAccount()

  return (
    <>
      {!ready &&
        (isConnected && address ? (
          <span className="flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-fg">
            <WalletIcon className="text-fg-subtle" />
            <span className="hidden sm:inline">{shortenAddress(address)}</span>
          </span>
        ) : (
          <Button onClick={requestConnect} loading={connectRequested || restoring}>
            Connect wallet
          </Button>
        ))}
      <div ref={setSlot} className="contents" />
    </>
  )
}
