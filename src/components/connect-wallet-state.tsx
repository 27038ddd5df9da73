import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/states'
import { Button } from '@/components/ui/button'
import { WalletIcon } from '@/components/ui/icons'

/**
 * What a page about the trader's own data shows before a wallet is connected: what it would
 * show, and "Connect a wallet". `onConnect` opens the wallet dialog (the page passes
 * `useWalletModals().openConnectModal`: this layer holds no wallet state).
 */
export function ConnectWalletState({
  title,
  children,
  onConnect,
}: {
  title: string
  children: ReactNode
  onConnect: () => void
}) {
  return (
    <EmptyState
      icon={<WalletIcon />}
      title={title}
      action={
        <Button onClick={onConnect}>
          <Trans>Connect a wallet</Trans>
        </Button>
      }
    >
      {children}
    </EmptyState>
  )
}
