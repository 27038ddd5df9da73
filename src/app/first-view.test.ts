import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { fillPageChunks } from '../../scripts/prerender-plugin'
import { ROUTE_PENDING_ATTRIBUTE } from './first-view'

/** index.html's inline script, with the page chunks a build would fill in. */
const INLINE_SCRIPT = (() => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
  const filled = fillPageChunks(html, {
    orders: ['./assets/orders.js', './assets/dialog.js'],
    widget: ['./assets/widget.js'],
  })
  const script = /<script>([\s\S]*?)<\/script>/.exec(filled)?.[1]
  if (script === undefined) throw new Error('index.html has no inline script')
  return script
})()

/** Runs the inline script as a browser would open `hash`, at the top level or in a frame. */
function open(hash: string, { framed = false } = {}) {
  const attributes = new Set<string>()
  const preloads: { rel: string; href: string }[] = []
  const self = {}
  const window = { self, top: framed ? {} : self, matchMedia: () => ({ matches: false }) }
  runInNewContext(INLINE_SCRIPT, {
    window,
    location: { hash },
    localStorage: { getItem: () => null },
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        classList: { add: () => undefined },
      },
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => preloads.push(link) },
    },
  })
  return {
    prerendered: !attributes.has(ROUTE_PENDING_ATTRIBUTE),
    preloaded: preloads.map((link) => `${link.rel} ${link.href}`),
  }
}

describe("index.html's inline script", () => {
  it('keeps the prerendered page for the swap page with no query, or no route, at the top level', () => {
    for (const hash of ['', '#', '#/', '#/swap']) {
      expect(open(hash)).toEqual({ prerendered: true, preloaded: [] })
    }
  })

  it('hides it for another page, a swap link with a pair or an amount, or any page in a frame', () => {
    for (const hash of ['#/limit', '#/orders', '#/swap?sell=WETH', '#/swap/', '#/swapx']) {
      expect(open(hash).prerendered).toBe(false)
    }
    expect(open('#/swap', { framed: true }).prerendered).toBe(false)
  })

  it("preloads the asked-for page's chunks, by the route's first path segment", () => {
    expect(open('#/orders/0xabc?tab=fills').preloaded).toEqual([
      'modulepreload ./assets/orders.js',
      'modulepreload ./assets/dialog.js',
    ])
    expect(open('#/1/widget/swap', { framed: true }).preloaded).toEqual([
      'modulepreload ./assets/widget.js',
    ])
    for (const hash of ['#/swap?sell=WETH', '#/inbox', '#/constructor', '#/1']) {
      expect(open(hash).preloaded).toEqual([])
    }
  })
})
