import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import {
  ClockIcon,
  CoinIcon,
  InboxIcon,
  LimitIcon,
  ListIcon,
  SwapIcon,
  WalletIcon,
} from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { NavLink } from '@/lib/hash-router'
import type { NavBadges } from './use-nav-badges'

interface NavItem {
  to: string
  label: MessageDescriptor
  icon: ReactNode
  badge?: keyof NavBadges
  /** Shown only while a wallet is connected (the page is the account's). */
  needsWallet?: boolean
}

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/swap', label: msg`Swap`, icon: <SwapIcon /> },
  { to: '/limit', label: msg`Limit`, icon: <LimitIcon /> },
  { to: '/twap', label: msg`TWAP`, icon: <ClockIcon /> },
  { to: '/orders', label: msg`Orders`, icon: <ListIcon /> },
  { to: '/token', label: msg`Token`, icon: <CoinIcon /> },
  { to: '/inbox', label: msg`Inbox`, icon: <InboxIcon />, badge: 'inbox' },
  { to: '/account', label: msg`Account`, icon: <WalletIcon />, needsWallet: true },
]

/**
 * The pages. NavLink sets aria-current="page" on the active one. Below 640 px the tabs share
 * the screen's width, each as wide as its label needs; tighter padding, smaller text and a
 * smaller unread count keep them in one row down to about 340 px; on a narrower screen the
 * last tabs wrap to a second row (all seven, Account while a wallet is connected, with a
 * "99+" count, did not fit one row of 320 px).
 */
export function MainNav({ badges, className }: { badges: NavBadges; className?: string }) {
  const { isConnected } = useAccount()
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Main`} className={className}>
      <ul className="flex flex-wrap items-center min-[360px]:gap-0.5 sm:flex-nowrap sm:gap-1 xl:gap-0.5">
        {NAV_ITEMS.filter((item) => isConnected || !item.needsWallet).map((item) => {
          const count = item.badge ? badges[item.badge] : undefined
          return (
            <li key={item.to} className="flex-auto sm:flex-none">
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'relative flex items-center justify-center gap-1 rounded-xl px-0.5 py-2 text-[0.6875rem] font-semibold whitespace-nowrap transition-colors min-[360px]:px-1 min-[360px]:text-xs min-[440px]:px-1.5 min-[440px]:text-sm sm:gap-2 sm:px-2 xl:gap-1.5 xl:px-1.5',
                    isActive
                      ? 'bg-brand-soft text-brand-text'
                      : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                  )
                }
              >
                <span className="hidden text-base sm:inline">{item.icon}</span>
                {i18n._(item.label)}
                {count !== undefined && count > 0 && (
                  <span className="inline-flex min-w-4 items-center justify-center rounded-full bg-brand px-1 text-[0.625rem] leading-4 font-bold text-brand-fg sm:ml-0.5 sm:min-w-5 sm:px-1.5 sm:text-[0.6875rem] sm:leading-5">
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> {t`unread`}</span>
                  </span>
                )}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
