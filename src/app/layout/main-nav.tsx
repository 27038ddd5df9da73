import type { ReactNode } from 'react'
import { CoinIcon, InboxIcon, LimitIcon, ListIcon, SwapIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { NavLink } from '@/lib/hash-router'
import type { NavBadges } from './use-nav-badges'

interface NavItem {
  to: string
  label: string
  icon: ReactNode
  badge?: keyof NavBadges
}

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/swap', label: 'Swap', icon: <SwapIcon /> },
  { to: '/limit', label: 'Limit', icon: <LimitIcon /> },
  { to: '/orders', label: 'Orders', icon: <ListIcon /> },
  { to: '/token', label: 'Token', icon: <CoinIcon /> },
  { to: '/inbox', label: 'Inbox', icon: <InboxIcon />, badge: 'inbox' },
]

/** The pages. NavLink sets aria-current="page" on the active one. */
export function MainNav({ badges, className }: { badges: NavBadges; className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => {
          const count = item.badge ? badges[item.badge] : undefined
          return (
            <li key={item.to} className="flex-1 sm:flex-none">
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'relative flex items-center justify-center gap-2 rounded-xl px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors max-[359px]:gap-1 max-[359px]:px-1 max-[359px]:text-xs sm:px-3',
                    isActive
                      ? 'bg-brand-soft text-brand-text'
                      : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                  )
                }
              >
                <span className="hidden text-base sm:inline">{item.icon}</span>
                {item.label}
                {count !== undefined && count > 0 && (
                  <span className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-[0.6875rem] leading-5 font-bold text-brand-fg">
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> unread</span>
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
