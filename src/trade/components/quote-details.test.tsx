/**
 * The quote card's texts meet WCAG AA contrast in both themes in every state (issue 23): the
 * card is rendered in each display state, and every text colour it uses is measured against
 * the surfaces it sits on, with the theme tokens read from src/index.css itself.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { QuoteDisplay } from '../trade-status'
import { renderQuoteDetails, SELL_SUMMARY } from './quote-details-fixture'

const css = readFileSync(fileURLToPath(new URL('../../index.css', import.meta.url)), 'utf8')

/** The `--color-*` tokens of a CSS block (`:root` for light, `.dark` for dark). */
function tokens(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  const block = css.slice(start, css.indexOf('}', start))
  return new Map(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  )
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

const DISPLAYS: QuoteDisplay[] = ['fresh', 'refreshing', 'stale']

/** A sell with USD values and a price impact, so every line of the card shows. */
function render(display: QuoteDisplay): string {
  return renderQuoteDetails({
    summary: {
      ...SELL_SUMMARY,
      buyAmount: 3_000_000_000n,
      limitAmount: 2_985_000_000n,
      usd: { sell: 3000, buy: 2990, fee: 3 },
      priceImpact: 0.004,
      priceImpactLevel: 'low',
    },
    slippage: { bps: 50, source: 'custom', warning: 'low' },
    display,
  })
}

describe('quote card contrast (WCAG AA) in every state and theme', () => {
  it.each(DISPLAYS)('%s: never dimmed, so no state or transition lowers contrast', (display) => {
    const markup = render(display)
    expect(markup).not.toMatch(/\bopacity-\d/)
    expect(markup).not.toMatch(/\btransition-opacity\b/)
  })

  for (const [theme, selector] of [
    ['light', ':root'],
    ['dark', '.dark'],
  ] as const) {
    it(`${theme}: every text colour of the card is at least 4.5:1 on every surface`, () => {
      const palette = tokens(selector)
      const used = new Set(
        DISPLAYS.flatMap((d) => [
          ...render(d).matchAll(/\btext-(fg(?:-muted|-subtle)?|warning|danger)\b/g),
        ]).map((m) => m[1] ?? ''),
      )
      expect(used.has('fg-subtle')).toBe(true)
      for (const text of used) {
        for (const surface of ['surface', 'surface-raised', 'surface-muted']) {
          const fg = palette.get(text)
          const bg = palette.get(surface)
          if (!fg || !bg) throw new Error(`no --color-${text} or --color-${surface} in ${selector}`)
          expect(contrast(fg, bg), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5)
        }
      }
    })
  }
})
