import { ConnectButton } from '@rainbow-me/rainbowkit'
import { Button } from '@/components/ui/button'
import { ChevronDownIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { AccountAvatar } from './account-avatar'

const HEADER_CONTROL =
  'flex h-10 items-center gap-2 rounded-xl border px-2.5 text-sm font-semibold transition-colors sm:px-3'

/**
 * The header's wallet control, drawn by the app on RainbowKit's state
 * (`ConnectButton.Custom`). RainbowKit's own account button shows only the avatar on
 * a phone, so its accessible name was the title of its chevron icon, "Dropdown". Here the
 * name is "Account" and the account's display name (the shortened address, or the ENS
 * name) at every width, also where only the avatar shows; the buttons match the network
 * menu's.
 */
export function WalletConnectButton() {
  return (
    <ConnectButton.Custom>
      {({ account, chain, openAccountModal, openChainModal, openConnectModal }) => {
        if (!account) {
          return <Button onClick={openConnectModal}>Connect wallet</Button>
        }
        // Our network menu shows the chain; on a network the app does not serve, RainbowKit's
        // chain modal is the way to switch or disconnect.
        if (chain?.unsupported) {
          return (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={openChainModal}
              className={cn(
                HEADER_CONTROL,
                'border-danger/40 bg-danger-soft text-danger hover:border-danger',
              )}
            >
              Wrong network
              <ChevronDownIcon className="size-4" />
            </button>
          )
        }
        return (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={`Account ${account.displayName}`}
            onClick={openAccountModal}
            className={cn(
              HEADER_CONTROL,
              'border-line bg-surface text-fg hover:border-line-strong sm:pl-2',
            )}
          >
            <AccountAvatar address={account.address} ensImage={account.ensAvatar} size={24} />
            <span className="hidden max-w-[10rem] truncate sm:inline">{account.displayName}</span>
            <ChevronDownIcon className="size-4 text-fg-subtle" />
          </button>
        )
      }}
    </ConnectButton.Custom>
  )
}
