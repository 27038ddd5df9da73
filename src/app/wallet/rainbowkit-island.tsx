import '@rainbow-me/rainbowkit/styles.css'
import {
  darkTheme,
  lightTheme,
  RainbowKitProvider,
  useAccountModal,
  useConnectModal,
} from '@rainbow-me/rainbowkit'
import { useEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { useSettingsStore } from '@/lib/settings-store'
import { useResolvedTheme } from '@/lib/theme'
import { useWalletModalStore } from '@/wallet/wallet-modal-store'
import { AccountAvatar } from './account-avatar'
import { WalletConnectButton } from './wallet-connect-button'
import { WagmiScope } from './wagmi-scope'

/**
 * RainbowKit, loaded after the first paint (it is over half of the wallet stack's
 * weight). It sits inside wagmi's context (WagmiScope) and QueryClientProvider,
 * renders its modals itself, puts the wallet button (drawn on its state) into the header's
 * slot through a portal (keeping RainbowKit's context), and hands its modal openers to the app.
 */
export function RainbowKitIsland() {
  const resolvedTheme = useResolvedTheme()
  const selectedChainId = useSettingsStore((s) => s.selectedChainId)
  const slot = useWalletModalStore((s) => s.connectButtonSlot)

  const theme = useMemo(() => {
    const options = { borderRadius: 'large', fontStack: 'system', overlayBlur: 'small' } as const
    return resolvedTheme === 'dark'
      ? darkTheme({ ...options, accentColor: '#6d67f0' })
      : lightTheme({ ...options, accentColor: '#4f46e5' })
  }, [resolvedTheme])

  return (
    <WagmiScope>
      <RainbowKitProvider
        theme={theme}
        // Connecting asks the wallet for the network the app shows.
        initialChain={selectedChainId}
        appInfo={{ appName: 'batchswap' }}
        avatar={AccountAvatar}
        modalSize="compact"
      >
        <ModalBridge />
        {slot && createPortal(<WalletConnectButton />, slot)}
      </RainbowKitProvider>
    </WagmiScope>
  )
}

function ModalBridge() {
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  const register = useWalletModalStore((s) => s.register)
  const takeConnectRequest = useWalletModalStore((s) => s.takeConnectRequest)

  useEffect(() => {
    register({ openConnect: openConnectModal, openAccount: openAccountModal })
  }, [register, openConnectModal, openAccountModal])

  // A "Connect wallet" click that came while RainbowKit was still loading.
  useEffect(() => {
    if (openConnectModal && takeConnectRequest()) openConnectModal()
  }, [openConnectModal, takeConnectRequest])

  return null
}
