import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/**
 * Stroke icons (24 px grid, 1.8 px stroke), each drawn by its SVG path data. Decorative: name
 * the control, not the icon.
 */
function icon(...paths: readonly string[]) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        width="1em"
        height="1em"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
}

/** A circle as path data (two half arcs), so every icon is drawn by paths alone. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
}

/** A rectangle with rounded corners as path data. */
function rect(x: number, y: number, width: number, height: number, r: number): string {
  const [w, h] = [width - 2 * r, height - 2 * r]
  return `M${x + r} ${y}h${w}a${r} ${r} 0 0 1 ${r} ${r}v${h}a${r} ${r} 0 0 1 ${-r} ${r}h${-w}a${r} ${r} 0 0 1 ${-r} ${-r}v${-h}a${r} ${r} 0 0 1 ${r} ${-r}Z`
}

export const ChevronDownIcon = icon('m6 9 6 6 6-6')
export const ChevronRightIcon = icon('m9 6 6 6-6 6')
export const CheckIcon = icon('M20 6 9 17l-5-5')
export const CloseIcon = icon('M18 6 6 18M6 6l12 12')
export const SunIcon = icon(
  circle(12, 12, 4),
  'M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
)
export const MoonIcon = icon('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z')
export const MonitorIcon = icon(rect(2, 3, 20, 14, 2), 'M8 21h8M12 17v4')
export const SettingsIcon = icon(
  'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0',
  circle(16, 6, 2),
  circle(10, 12, 2),
  circle(18, 18, 2),
)
export const ExternalLinkIcon = icon(
  'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
)
export const AlertIcon = icon(
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z',
  'M12 9v4M12 17h.01',
)
export const InfoIcon = icon(circle(12, 12, 10), 'M12 16v-4M12 8h.01')
export const CheckCircleIcon = icon(circle(12, 12, 10), 'm8.5 12 2.5 2.5 4.5-5')
export const SwapIcon = icon('M4 8h14l-4-4M20 16H6l4 4')
/** A limit order: a price line the market has to reach. */
export const LimitIcon = icon('M3 17l5-5 4 3 7-8M3 7h18')
/** A TWAP: a sale cut into parts over time (a clock). */
export const ClockIcon = icon(circle(12, 12, 9), 'M12 7v5l3 2')
export const ListIcon = icon('M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01')
export const CoinIcon = icon(
  circle(12, 12, 9),
  'M14.5 9.5a2.5 2 0 0 0-2.5-1.5c-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2a2.5 2 0 0 1-2.5-1.5M12 6.5V8M12 16v1.5',
)
export const InboxIcon = icon(
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z',
)
export const WalletIcon = icon(
  'M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3',
  'M21 9h-5a3 3 0 0 0 0 6h5a1 1 0 0 0 1-1v-4a1 1 0 0 0-1-1Z',
)
export const RefreshIcon = icon(
  'M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5',
)
