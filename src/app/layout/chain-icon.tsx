import { cn } from '@/lib/cn'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

// Brand colour of each network, so the current one is recognisable at a glance.
const CHAIN_STYLE: Record<SupportedChainId, { bg: string; label: string }> = {
  1: { bg: '#627eea', label: 'E' },
  100: { bg: '#04795b', label: 'G' },
  42161: { bg: '#213147', label: 'A' },
  8453: { bg: '#0052ff', label: 'B' },
  // Colours from @cowprotocol/sdk-config's chain details.
  137: { bg: '#8247e5', label: 'P' },
  43114: { bg: '#e84142', label: 'A' },
  56: { bg: '#b8860b', label: 'B' },
  59144: { bg: '#121212', label: 'L' },
  9745: { bg: '#3f7a6b', label: 'P' },
  57073: { bg: '#7132f5', label: 'I' },
  11155111: { bg: '#8a6fdf', label: 'S' },
  31337: { bg: '#d97706', label: 'L' },
}

/** A round network mark; decorative (the chain's name is always next to it or in a label). */
export function ChainIcon({
  chainId,
  className,
}: {
  chainId: SupportedChainId
  className?: string
}) {
  const style = CHAIN_STYLE[chainId]
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full text-[0.625rem] leading-none font-bold text-white',
        className ?? 'size-5',
      )}
      style={{ backgroundColor: style.bg }}
    >
      {style.label}
    </span>
  )
}
