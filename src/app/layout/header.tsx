import { Link } from '@/lib/hash-router'
import { isSafeApp } from '@/wallet/safe-app'
import { MainNav } from './main-nav'
import { NetworkMenu } from './network-menu'
import { SafeAccount } from './safe-account'
import { EnvironmentBadge, SettingsMenu } from './settings-menu'
import type { NavBadges } from './use-nav-badges'
import { WalletConnectButton } from '../wallet/wallet-connect-button'

function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
      <defs>
        <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d67f0" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-gradient)" />
      <g fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M17 22h29M39 15l7 7-7 7" />
        <path d="M47 42H18M25 35l-7 7 7 7" />
      </g>
    </svg>
  )
}

/**
 * One row from 1,280 px (brand, pages, controls); below, the page tabs take a second row
 * under the brand and the controls. In one row the three need ~1,050 px, more with a long
 * network or ENS name, the staging badge or an unread count, so a tablet or a small laptop
 * pushed the controls off screen. The controls never shrink: should they still not fit
 * beside the tabs, they wrap to a row of their own (right-aligned) rather than leave the screen.
 */
export function Header({ badges }: { badges: NavBadges }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-md">
      <div className="mx-auto flex max-w-shell flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3 sm:px-6 xl:gap-x-6">
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to="/swap"
            className="flex items-center gap-2.5 rounded-xl text-lg font-bold tracking-tight text-fg"
          >
            <BrandMark />
            <span className="hidden sm:inline">batchswap</span>
            <span className="sr-only sm:hidden">batchswap</span>
          </Link>
          <EnvironmentBadge />
        </div>
        <MainNav badges={badges} className="order-last w-full xl:order-none xl:w-auto" />
        {/* 1.5 between controls on a 320 px phone: with the brand they fill its one row. */}
        <div className="ml-auto flex shrink-0 items-center gap-1.5 min-[360px]:gap-2">
          {/* In a Safe host the Safe fixes account and chain: no network menu, no connect button. */}
          {!isSafeApp && <NetworkMenu />}
          <SettingsMenu />
          {isSafeApp ? <SafeAccount /> : <WalletConnectButton />}
        </div>
      </div>
    </header>
  )
}
