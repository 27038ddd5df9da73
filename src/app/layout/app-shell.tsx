import { Trans } from '@lingui/react/macro'
import type { MouseEvent, ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { useApplyTheme } from '@/lib/theme'
import { AccountBar } from './account-bar'
import { Footer } from './footer'
import { Header } from './header'
import { OrderOutcomeWatcher } from './order-outcome-watcher'
import { useNavBadges } from './use-nav-badges'
import { WrongNetworkBanner } from './wrong-network-banner'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useAccount } from 'wagmi'

/** The shell's parts that only a wallet (connected, or on another network) needs. */
function WalletParts() {
  const { isConnected } = useAccount()
  const { isWalletOnUnsupportedChain } = useActiveChain()
  return (
    <>
      {isWalletOnUnsupportedChain && <WrongNetworkBanner />}
      {isConnected && !isWalletOnUnsupportedChain && <AccountBar />}
      {isConnected && <OrderOutcomeWatcher />}
    </>
  )
}

const MAIN_ID = 'main-content'

// With hash routes, href="#main" would be read as a route; move focus by hand instead.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  document.getElementById(MAIN_ID)?.focus()
}

/** Skip link, header, banners, the page, footer and toasts: the frame of every route. */
export function AppShell({ children }: { children: ReactNode }) {
  useApplyTheme()
  const badges = useNavBadges()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        className="sr-only z-50 rounded-xl bg-brand px-4 py-2 font-semibold text-brand-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header badges={badges} />
      <WalletParts />
      {/* At least a screen high: the footer starts below the fold, so a page whose content
          grows as its data arrives (an order, a token) does not push it down on screen. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-shell flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10"
      >
        {/* No Suspense boundary around the page: a lazy page suspends only in a transition
            (the first render, main.tsx; every navigation, hash-router.tsx), where React keeps
            what is on screen (index.html's shell, or the page before) until the page is ready.
            A boundary here would show a skeleton on a deep link, then hold the page back for
            React's fallback throttle (300 ms) after its chunk had arrived. */}
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  )
}
