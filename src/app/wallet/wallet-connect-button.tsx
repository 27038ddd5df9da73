import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useAccount, useEnsName } from 'wagmi'
import { Button } from '@/components/ui/button'
import { ChevronDownIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import { AccountAvatar } from './account-avatar'

const HEADER_CONTROL =
  'flex h-10 items-center gap-2 rounded-xl border px-2.5 text-sm font-semibold transition-colors sm:px-3'

/** ENS lives on Ethereum (the app's gate sends nothing on the Sandbox or with ENS off). */
const ENS_CHAIN_ID = 1

/** How RainbowKit shows an address without a name: `0x12…cdef`. */
function displayAddress(address: Address): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}

/**
 * The header's wallet control, drawn from wagmi's account; it opens RainbowKit's dialogs
 * (connect, account, or the chain dialog on a network the app does not serve), which load
 * with the first tap: meanwhile the spinner takes the label's place rather than adding to
 * it, so the header's other controls do not jump under the trader's finger. The account
 * button is named "Account" and the account's display name (the ENS name, or the shortened
 * address) at every width, also where only the avatar shows.
 */
export function WalletConnectButton() {
  const { t } = useLingui()
  const { address, isConnected, status } = useAccount()
  const { isWalletOnUnsupportedChain } = useActiveChain()
  const { openConnectModal, openAccountModal, openChainModal, loading, intentHandlers } =
    useWalletModals()
  const { data: ensName } = useEnsName({ address, chainId: ENS_CHAIN_ID })

  if (!isConnected || !address) {
    // Busy while the dialog loads, and while the last session's wallet reconnects.
    const busy = loading || status === 'reconnecting'
    return (
      <Button
        {...intentHandlers}
        onClick={openConnectModal}
        disabled={busy}
        aria-busy={busy || undefined}
        className="relative"
      >
        <span className={busy ? 'opacity-0' : undefined}>
          <Trans>Connect wallet</Trans>
        </span>
        {busy && <Spinner className="absolute size-4" />}
      </Button>
    )
  }
  // Our network menu shows the chain; on a network the app does not serve, RainbowKit's
  // chain dialog is the way to switch or disconnect.
  if (isWalletOnUnsupportedChain) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        {...intentHandlers}
        onClick={openChainModal}
        className={cn(
          HEADER_CONTROL,
          'border-danger/40 bg-danger-soft text-danger hover:border-danger',
        )}
      >
        <Trans>Wrong network</Trans>
        {loading ? <Spinner className="size-4" /> : <ChevronDownIcon className="size-4" />}
      </button>
    )
  }
  const displayName = ensName ?? displayAddress(address)
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-busy={loading || undefined}
      aria-label={t`Account ${displayName}`}
      {...intentHandlers}
      onClick={openAccountModal}
      className={cn(
        HEADER_CONTROL,
        'border-line bg-surface text-fg hover:border-line-strong sm:pl-2',
      )}
    >
      <AccountAvatar address={address} size={24} />
      <span className="hidden max-w-[10rem] truncate sm:inline">{displayName}</span>
      {loading ? (
        <Spinner className="size-4" />
      ) : (
        <ChevronDownIcon className="size-4 text-fg-subtle" />
      )}
    </button>
  )
}
