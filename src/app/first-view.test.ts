import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { fillLanguages, spokenLanguages } from '../../scripts/i18n-vite'
import { fillPageChunks } from '../../scripts/prerender-plugin'
import { ROUTE_PENDING_ATTRIBUTE } from './first-view'

/** index.html's inline script, with the languages and page chunks a build would fill in. */
const INLINE_SCRIPT = (() => {
  const html = fillLanguages(
    readFileSync(new URL('../../index.html', import.meta.url), 'utf8'),
    spokenLanguages(),
  )
  const filled = fillPageChunks(html, {
    orders: ['./assets/orders.js', './assets/dialog.js'],
    'orders.$uid': ['./assets/order.js', './assets/dialog.js'],
    token: ['./assets/token.js'],
    widget: ['./assets/widget.js'],
  })
  const script = /<script>([\s\S]*?)<\/script>/.exec(filled)?.[1]
  if (script === undefined) throw new Error('index.html has no inline script')
  return script
})()

/**
 * Runs the inline script as a browser would open `hash`, at the top level or in a frame, with
 * the browser's `languages` and the language the trader picked (`chosen`, kept by
 * src/i18n/language-store.ts).
 */
function open(
  hash: string,
  { framed = false, languages = ['en-US', 'en'], chosen = undefined as string | undefined } = {},
) {
  const attributes = new Map<string, string>()
  const preloads: { rel: string; href: string }[] = []
  const self = {}
  const window = { self, top: framed ? {} : self, matchMedia: () => ({ matches: false }) }
  runInNewContext(INLINE_SCRIPT, {
    window,
    location: { hash },
    navigator: { languages, language: languages[0] },
    localStorage: {
      getItem: (key: string) =>
        key === 'batchswap.language.v1' && chosen
          ? JSON.stringify({ state: { chosen }, version: 1 })
          : null,
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        classList: { add: () => undefined },
      },
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => preloads.push(link) },
    },
  })
  return {
    prerendered: !attributes.has(ROUTE_PENDING_ATTRIBUTE),
    /** The shell hidden too: the page is wanted in another language than the prerendered one. */
    otherLanguage: attributes.get(ROUTE_PENDING_ATTRIBUTE) === 'language',
    preloaded: preloads.map((link) => `${link.rel} ${link.href}`),
  }
}

describe("index.html's inline script", () => {
  it('keeps the prerendered page for the swap page with no query, or no route, at the top level', () => {
    for (const hash of ['', '#', '#/', '#/swap']) {
      expect(open(hash)).toEqual({ prerendered: true, otherLanguage: false, preloaded: [] })
    }
  })

  it('hides it for another page, a swap link with a pair or an amount, or any page in a frame', () => {
    for (const hash of ['#/limit', '#/orders', '#/swap?sell=WETH', '#/swap/', '#/swapx']) {
      expect(open(hash).prerendered).toBe(false)
    }
    expect(open('#/swap', { framed: true }).prerendered).toBe(false)
  })

  it("preloads the asked-for page's chunks, by the page whose path matches most of it", () => {
    const chunks = (hash: string, framed = false) =>
      open(hash, { framed }).preloaded.map((preload) => preload.replace('modulepreload ', ''))
    expect(chunks('#/orders')).toEqual(['./assets/orders.js', './assets/dialog.js'])
    expect(chunks('#/orders?uid=0xabc')).toEqual(['./assets/orders.js', './assets/dialog.js'])
    expect(chunks('#/orders/')).toEqual(['./assets/orders.js', './assets/dialog.js'])
    expect(chunks('#/orders/0xabc?tab=fills')).toEqual(['./assets/order.js', './assets/dialog.js'])
    // A page's module also serves the paths below it (token.tsx: /token/:chain/:address, an
    // order's page a TWAP's: /orders/twap/:owner/:id).
    expect(chunks('#/orders/twap/0xowner/0xid')).toEqual([
      './assets/order.js',
      './assets/dialog.js',
    ])
    expect(chunks('#/token/1/0xabc')).toEqual(['./assets/token.js'])
    expect(chunks('#/1/widget/swap', true)).toEqual(['./assets/widget.js'])
    for (const hash of ['#/swap?sell=WETH', '#/inbox', '#/constructor', '#/1', '#/$uid']) {
      expect(chunks(hash)).toEqual([])
    }
  })

  it('hides the whole prerendered page, shell included, from a visitor in another language', () => {
    for (const languages of [['es-MX'], ['ru'], ['de-DE', 'pt-PT'], ['fr-CA', 'en']]) {
      expect(open('#/swap', { languages })).toMatchObject({
        prerendered: false,
        otherLanguage: true,
      })
    }
    expect(open('#/swap', { chosen: 'es' }).otherLanguage).toBe(true)
    expect(open('#/swap', { chosen: 'pseudo' }).otherLanguage).toBe(true)
    // A stale pick (a language since removed) is dropped, as the store drops it.
    expect(open('#/swap', { chosen: 'de', languages: ['ru'] }).otherLanguage).toBe(true)
    expect(open('#/swap', { chosen: 'de', languages: ['en'] }).otherLanguage).toBe(false)
    // The language picked in the settings wins over the browser's.
    expect(open('#/swap', { languages: ['ru'], chosen: 'en' })).toMatchObject({
      prerendered: true,
      otherLanguage: false,
    })
    // English first, or no language the app speaks: the prerendered page is the one.
    for (const languages of [['en-GB', 'es'], ['de-DE', 'ja'], []]) {
      expect(open('#/swap', { languages }).prerendered).toBe(true)
    }
    // Another page in another language: hidden, and its chunks still fetched at once.
    expect(open('#/orders', { languages: ['es'] })).toEqual({
      prerendered: false,
      otherLanguage: true,
      preloaded: ['modulepreload ./assets/orders.js', 'modulepreload ./assets/dialog.js'],
    })
  })
})
