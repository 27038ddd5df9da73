import type { Address } from 'viem'
import { cn } from '@/lib/cn'
import { avatarBackground, avatarInitial } from './field-face'

/** A round badge with the token's initial, coloured from its address (token-face.ts). */
export function TokenAvatar({
  address,
  symbol,
  className,
}: {
  address: Address
  symbol: string
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white',
        className,
      )}
      style={{ background: avatarBackground(address) }}
    >
      {avatarInitial(symbol)}
    </span>
  )
}
