/**
 * How an amount field and its token button look, as plain values: the swap form draws them
 * with React (token-avatar.tsx, amount-field.tsx, pair-section.tsx) and a shared link's
 * preview writes them into the prerendered form before the app has arrived
 * (src/app/early-quote.ts). One definition, so the two cannot differ.
 */
import { hexToNumber, slice, type Address } from 'viem'
import type { Side } from '../tokens/trade-token'

const HUES = [250, 210, 160, 120, 30, 340, 280, 190]

/**
 * The avatar's background: a gradient coloured from the address (the bundled lists carry no
 * logos, and fetching logos from third parties is not something this app does).
 */
export function avatarBackground(address: Address): string {
  const hue = HUES[hexToNumber(slice(address, 19, 20)) % HUES.length] ?? 250
  return `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${hue + 30} 65% 40%))`
}

/** The avatar's letter. */
export function avatarInitial(symbol: string): string {
  return symbol.slice(0, 1).toUpperCase()
}

/** The amount field's visible label. */
export function amountFieldLabel(side: Side): string {
  return side === 'sell' ? 'You sell' : 'You buy'
}

/** The token button's accessible name. */
export function tokenButtonLabel(symbol: string | undefined, side: Side): string {
  return symbol ? `${symbol}: change the token to ${side}` : `Select the token to ${side}`
}

/** The amount field's text size variable (`--amount-chars`): the font shrinks as the amount grows. */
export function amountChars(text: string): number {
  return Math.max(text.length, 1)
}
