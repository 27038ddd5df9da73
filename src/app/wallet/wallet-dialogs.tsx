import '@rainbow-me/rainbowkit/styles.css'
import { useLingui } from '@lingui/react'
import {
  darkTheme,
  lightTheme,
  RainbowKitProvider,
  useAccountModal,
  useChainModal,
  useConnectModal,
  type Locale as RainbowKitLocale,
} from '@rainbow-me/rainbowkit'
import { useEffect, useMemo } from 'react'
import { useAccount } from 'wagmi'
import { useSettingsStore } from '@/lib/settings-store'
import { useResolvedTheme } from '@/lib/theme'
import { useWalletModalStore } from '@/wallet/wallet-modal-store'
import { isAppLocale, type AppLocale } from '@/i18n/locales'
import { AccountAvatar } from './account-avatar'

/**
 * RainbowKit's own words (its dialogs' titles, buttons, group names) in the app's language:
 * it has catalogs for each of ours, which it loads when asked. The pseudo-locale has none:
 * English.
 */
const RAINBOWKIT_LOCALE: Record<AppLocale, RainbowKitLocale> = {
  en: 'en-US',
  es: 'es-419',
  fr: 'fr-FR',
  'pt-BR': 'pt-BR',
  ru: 'ru-RU',
  pseudo: 'en-US',
}

/**
 * RainbowKit's provider and its dialogs, in the app's theme, mounted inside WagmiProvider and
 * QueryClientProvider (src/app/providers.tsx) on the first tap that asks for a dialog. It
 * hands its dialog openers to the app (wallet-modal-store.ts).
 */
export function WalletDialogs() {
  const { i18n } = useLingui()
  const resolvedTheme = useResolvedTheme()
  const selectedChainId = useSettingsStore((s) => s.selectedChainId)
  const theme = useMemo(() => {
    const options = { borderRadius: 'large', fontStack: 'system', overlayBlur: 'small' } as const
    return resolvedTheme === 'dark'
      ? darkTheme({ ...options, accentColor: '#6d67f0' })
      : lightTheme({ ...options, accentColor: '#4f46e5' })
  }, [resolvedTheme])
  return (
    <RainbowKitProvider
      theme={theme}
      // Connecting asks the wallet for the network the app shows.
      initialChain={selectedChainId}
      appInfo={{ appName: 'batchswap' }}
      avatar={AccountAvatar}
      modalSize="compact"
      locale={isAppLocale(i18n.locale) ? RAINBOWKIT_LOCALE[i18n.locale] : 'en-US'}
    >
      <ModalBridge />
    </RainbowKitProvider>
  )
}

function ModalBridge() {
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  const { openChainModal } = useChainModal()
  const { status } = useAccount()
  const register = useWalletModalStore((s) => s.register)
  const takeRequest = useWalletModalStore((s) => s.takeRequest)
  const requested = useWalletModalStore((s) => s.requested)

  useEffect(() => {
    register({ connect: openConnectModal, account: openAccountModal, chain: openChainModal })
  }, [register, openConnectModal, openAccountModal, openChainModal])

  // A tap that came while RainbowKit was loading: opened once its dialog can open, or
  // dropped when it no longer applies (RainbowKit offers no opener while a wallet is
  // (re)connecting, and none for "connect" once connected).
  useEffect(() => {
    if (!requested) return
    const opener = { connect: openConnectModal, account: openAccountModal, chain: openChainModal }[
      requested
    ]
    if (opener) {
      takeRequest()
      opener()
    } else if (status === 'connected' || status === 'disconnected') takeRequest()
  }, [requested, status, takeRequest, openConnectModal, openAccountModal, openChainModal])

  return null
}
