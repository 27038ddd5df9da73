import { hexToNumber, slice, type Address } from 'viem'
import { cn } from '@/lib/cn'

const HUES = [250, 210, 160, 120, 30, 340, 280, 190]

/**
 * The avatar's background: a gradient coloured from the address (the bundled lists carry no
 * logos, and fetching logos from third parties is not something this app does).
 */
function avatarBackground(address: Address): string {
  const hue = HUES[hexToNumber(slice(address, 19, 20)) % HUES.length] ?? 250
  return `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${hue + 30} 65% 40%))`
}

/** The avatar's letter. */
function avatarInitial(symbol: string): string {
  return symbol.slice(0, 1).toUpperCase()
}

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
