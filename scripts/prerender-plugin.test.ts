import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { ROUTE_PRELOADS_LINKED } from '../src/app/first-view'
import {
  PRELOAD_BATCH,
  ROUTE_MODULES,
  ROUTE_PRELOAD_SCRIPT,
  ROUTE_PRELOADS_ID,
  withSchemasModule,
} from './prerender-plugin'

type Hinted = [string, string[], boolean][]

/** The hrefs of the links appended, each a CORS modulepreload (as Vite's own). */
function hrefsOf(links: readonly { rel: string; href: string; crossOrigin: string | null }[]) {
  for (const link of links) {
    expect(link.rel).toBe('modulepreload')
    expect(link.crossOrigin).toBe('')
  }
  return links.map((link) => link.href)
}

/** Runs the inline script for a location's hash; returns the hrefs it modulepreloaded. */
function preloadsFor(
  hinted: Hinted,
  hash: string,
  paints = true,
  seeWindow: (window: Record<string, unknown>) => void = () => undefined,
): string[] {
  const atOnce = hinted.find(([pattern]) => new RegExp(pattern).test(hash))?.[2] === true
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = []
  const document = {
    getElementById: (id: string) =>
      id === ROUTE_PRELOADS_ID ? { textContent: JSON.stringify(hinted) } : null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    // The links in the document: those appended, and one the app's import put there.
    getElementsByTagName: (name: string) =>
      name === 'link' ? [...appended, { href: './linked-by-the-app.js' }] : [],
  }
  // After the first contentful paint (a task after it), or where paints are not reported, a
  // frame and a task after.
  const tasks: (() => void)[] = []
  const frames: (() => void)[] = []
  const observers: { callback: PaintCallback; disconnected: boolean }[] = []
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void
  class PerformanceObserver {
    static supportedEntryTypes = paints ? ['paint', 'resource'] : ['resource']
    private readonly entry: (typeof observers)[number]
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false }
      observers.push(this.entry)
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
    }
    disconnect() {
      this.entry.disconnected = true
    }
  }
  const window: Record<string, unknown> = { PerformanceObserver }
  seeWindow(window)
  runInNewContext(ROUTE_PRELOAD_SCRIPT, {
    location: { hash },
    document,
    window,
    PerformanceObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => tasks.push(run),
  })
  // A swap link's quote code goes at once, nothing waits for a paint.
  if (atOnce) {
    expect(observers).toEqual([])
    expect(frames).toEqual([])
    return hrefsOf(appended)
  }
  expect(appended).toEqual([])
  if (paints) {
    const paint = (name: string) => {
      for (const o of observers.filter((o) => !o.disconnected)) {
        o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
      }
    }
    paint('first-paint')
    expect(tasks).toEqual([])
    paint('first-contentful-paint')
  } else {
    expect(tasks).toEqual([])
    frames.splice(0).forEach((run) => run())
  }
  expect(appended).toEqual([])
  // Then a few links a task, until all are there.
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const before = appended.length
    task()
    expect(appended.length - before).toBeLessThanOrEqual(PRELOAD_BATCH)
  }
  return hrefsOf(appended)
}

describe('ROUTE_PRELOAD_SCRIPT', () => {
  const script: Hinted = [
    [String.raw`^#\/swap\?(?:.*&)?amount=[^&]`, ['./quote.js', './wire.js'], true],
    ...ROUTE_MODULES.map(({ pattern, modules }): [string, string[], boolean] => [
      pattern,
      modules.map((id) => `.${id.replace(/\.tsx?$/, '.js')}`),
      false,
    ]),
  ]

  it('preloads the chunk of the page the location names, and only it', () => {
    expect(preloadsFor(script, '#/orders')).toEqual(['./src/app/routes/orders.js'])
    // An order's or a token's page asks the services at once: the API's code comes along.
    expect(preloadsFor(script, `#/orders/0x${'ab'.repeat(56)}`)).toEqual([
      './src/app/routes/orders.js',
      './src/api/endpoints.js',
      './src/api/wire.js',
    ])
    expect(preloadsFor(script, '#/token/1/0x6B175474E89094C44Da98b954EedeAC495271d0F')).toEqual([
      './src/app/routes/token.js',
      './src/api/endpoints.js',
      './src/api/wire.js',
    ])
    expect(preloadsFor(script, '#/token')).toEqual(['./src/app/routes/token.js'])
    // A browser that does not report paints: after the next frame.
    expect(preloadsFor(script, '#/inbox', false)).toEqual(['./src/app/routes/inbox.js'])
    expect(preloadsFor(script, '#/inbox')).toEqual(['./src/app/routes/inbox.js'])
    expect(preloadsFor(script, '#/limit?sell=WETH')).toEqual(['./src/app/routes/limit.js'])
    // The app's widget link and widget-lib's own.
    expect(preloadsFor(script, '#/widget?theme=dark')).toEqual(['./src/app/routes/widget.js'])
    expect(preloadsFor(script, '#/1/widget/swap/WETH/USDC')).toEqual(['./src/app/routes/widget.js'])
  })

  it('appends a long list a few links a task, in its order, each once', () => {
    const files = Array.from({ length: 2 * PRELOAD_BATCH + 1 }, (_, i) => `./chunk-${i}.js`)
    const listed = ['./linked-by-the-app.js', ...files, './chunk-0.js']
    expect(preloadsFor([[String.raw`^#\/orders`, listed, false]], '#/orders')).toEqual(files)
  })

  it('tells the app once every file is linked (window[ROUTE_PRELOADS_LINKED]), or at once with none', async () => {
    const files = Array.from({ length: 2 * PRELOAD_BATCH + 1 }, (_, i) => `./chunk-${i}.js`)
    for (const hash of ['#/orders', '#/swap']) {
      let window: Record<string, unknown> = {}
      const linked = preloadsFor([[String.raw`^#\/orders`, files, false]], hash, true, (w) => {
        window = w
      })
      expect(linked).toEqual(hash === '#/orders' ? files : [])
      const promise = window[ROUTE_PRELOADS_LINKED]
      // A promise of the script's own realm.
      expect(typeof (promise as { then?: unknown } | undefined)?.then).toBe('function')
      await expect(promise).resolves.toBeUndefined()
    }
  })

  it("preloads a quoting swap link's quote code, and nothing for the swap route itself", () => {
    expect(preloadsFor(script, '#/swap?sell=WETH&buy=USDC&amount=1')).toEqual([
      './quote.js',
      './wire.js',
    ])
    expect(preloadsFor(script, '#/swap')).toEqual([])
    expect(preloadsFor(script, '')).toEqual([])
    // Names that only start like a page's are not it.
    expect(preloadsFor(script, '#/ordersx')).toEqual([])
    expect(preloadsFor(script, '#/tokens')).toEqual([])
  })
})

describe("a quoting swap link's early quote", () => {
  it('runs its script first, at high priority, then links the quote code', () => {
    const hinted = [[String.raw`^#\/swap\?(?:.*&)?amount=[^&]`, ['./quote.js'], true, './early.js']]
    const appended: Record<string, unknown>[] = []
    const document = {
      getElementById: (id: string) =>
        id === ROUTE_PRELOADS_ID ? { textContent: JSON.stringify(hinted) } : null,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
      getElementsByTagName: () => appended.filter((element) => element.tag === 'link'),
    }
    const run = (hash: string) =>
      runInNewContext(ROUTE_PRELOAD_SCRIPT, {
        location: { hash },
        document,
        window: {},
        setTimeout: () => undefined,
        requestAnimationFrame: () => undefined,
      })
    run('#/swap?sell=WETH&buy=USDC&amount=1')
    expect(appended).toEqual([
      { tag: 'script', src: './early.js', fetchPriority: 'high' },
      { tag: 'link', href: './quote.js', rel: 'modulepreload', crossOrigin: '' },
    ])
    // Any other location runs no early script.
    appended.length = 0
    run('#/swap?sell=WETH&buy=USDC')
    expect(appended.filter((element) => element.tag === 'script')).toEqual([])
  })
})

describe('withSchemasModule', () => {
  const config = { chainId: 31337 }
  const root = '/work/app'
  it('writes in the wire schemas’ chunk, for the early script to import', () => {
    const bundle = {
      'assets/index-a.js': {
        type: 'chunk',
        fileName: 'assets/index-a.js',
        moduleIds: [`${root}/src/main.tsx`],
      },
      'assets/wire-b.js': {
        type: 'chunk',
        fileName: 'assets/wire-b.js',
        moduleIds: [`${root}/src/api/wire-values.ts`, `${root}/src/api/wire.ts`],
      },
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    }
    expect(withSchemasModule(config, bundle, root)).toEqual({
      chainId: 31337,
      schemasModule: './assets/wire-b.js',
    })
  })

  it('leaves the config as it is when no chunk holds the schemas', () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', moduleIds: [] },
    }
    expect(withSchemasModule(config, bundle, root)).toEqual(config)
  })
})
