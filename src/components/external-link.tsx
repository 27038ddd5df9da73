/** Links that leave the app (new tab, announced) and addresses or hashes shown short with one. */
import { Trans } from '@lingui/react/macro'
import type { AnchorHTMLAttributes } from 'react'
import type { Address } from 'viem'
import { ExternalLinkIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { shortenAddress } from '@/lib/format-amount'

/** A link that leaves the app: new tab, no referrer, and says so to screen readers. */
export function ExternalLink({
  children,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...rest}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'inline-flex items-center gap-1 font-medium text-brand-text hover:underline',
        className,
      )}
    >
      {children}
      <ExternalLinkIcon className="size-3.5 shrink-0" />
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}

/**
 * An address or hash: a link to the explorer when the chain has one, plain text otherwise
 * (the sandbox). Shortened on screen, full in the tooltip and for screen readers.
 */
export function HexValue({
  value,
  href,
  full = false,
}: {
  value: string
  href?: string | undefined
  /** Show every character (wrapping) instead of the short form. */
  full?: boolean
}) {
  const text = full ? value : shortenAddress(value as Address, 6)
  const content = (
    <span className={cn('font-mono text-[0.8125rem]', full && 'break-all')} title={value}>
      <span aria-hidden={full ? undefined : 'true'}>{text}</span>
      {!full && <span className="sr-only">{value}</span>}
    </span>
  )
  return href ? <ExternalLink href={href}>{content}</ExternalLink> : content
}
