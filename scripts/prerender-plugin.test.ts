import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  fillPageChunks,
  inlineScriptHashes,
  minifyInlineScripts,
  pageChunks,
  walletCodeList,
  scriptChunks,
  takeTitle,
  type ChunkInfo,
} from './prerender-plugin'

describe('takeTitle', () => {
  it('takes the <title> React hoisted to the front of the markup', () => {
    expect(takeTitle('<title>Swap · batchswap</title><div>page</div>')).toEqual({
      markup: '<div>page</div>',
      title: 'Swap · batchswap',
    })
  })

  it('leaves markup without one as it is', () => {
    expect(takeTitle('<div>page</div>')).toEqual({ markup: '<div>page</div>', title: undefined })
  })
})

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the CSP needs it, and skips external ones and data', () => {
    const html =
      '<script>var a = 1</script><script type="module" src="./entry.js"></script>' +
      '<script type="application/json" id="list">["./a.js"]</script>'
    const expected = createHash('sha256').update('var a = 1').digest('base64')
    expect(inlineScriptHashes(html)).toEqual([`sha256-${expected}`])
  })
})

describe('minifyInlineScripts', () => {
  it('drops the comments and whitespace of inline scripts, not their code', async () => {
    const html = '<head><script>\n  // why\n  var theme = "dark"\n</script></head>'
    const minified = await minifyInlineScripts(html)
    expect(minified).not.toContain('why')
    expect(minified).toMatch(/^<head><script>var theme\s*=\s*"dark";?<\/script><\/head>$/)
  })
})

describe('scriptChunks', () => {
  it("reads the module scripts index.html loads, as the bundle's file names", () => {
    const html =
      '<script type="module" crossorigin src="./assets/runtime.js"></script>' +
      '<script type="module" crossorigin src="./assets/app.js"></script><script>inline()</script>'
    expect(scriptChunks(html, './')).toEqual(['assets/runtime.js', 'assets/app.js'])
  })
})

describe('pageChunks', () => {
  const chunk = (fileName: string, imports: string[], kind: { page?: string } = {}): ChunkInfo => ({
    fileName,
    imports,
    isDynamicEntry: kind.page !== undefined,
    facadeModuleId: kind.page === undefined ? null : `/app/src/app/routes/${kind.page}.tsx`,
  })

  it("lists each lazy page's chunk and what it imports, less what index.html loads", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/runtime.js']),
      chunk('assets/runtime.js', []),
      chunk('assets/orders.js', ['assets/index.js', 'assets/dialog.js'], { page: 'orders' }),
      chunk('assets/dialog.js', ['assets/runtime.js', 'assets/icons.js']),
      chunk('assets/icons.js', []),
      chunk('assets/inbox.js', ['assets/index.js'], { page: 'inbox' }),
      // A nested page's module is named as its route's path (router.tsx).
      chunk('assets/order.js', ['assets/index.js', 'assets/icons.js'], { page: 'orders.$uid' }),
      // A lazy part that is not a page (a dialog's chunk) is not listed.
      chunk('assets/wallet-dialogs.js', ['assets/index.js']),
    ]
    expect(pageChunks(chunks, './', ['assets/index.js'])).toEqual({
      orders: ['./assets/orders.js', './assets/dialog.js', './assets/icons.js'],
      inbox: ['./assets/inbox.js'],
      'orders.$uid': ['./assets/order.js', './assets/icons.js'],
    })
  })
})

describe('walletCodeList', () => {
  it("lists the wallet dialogs' chunks and their CSS, less what index.html loads, as JSON data", () => {
    const chunks = [
      {
        fileName: 'assets/index.js',
        imports: ['assets/runtime.js'],
        isDynamicEntry: false,
        facadeModuleId: null,
      },
      { fileName: 'assets/runtime.js', imports: [], isDynamicEntry: false, facadeModuleId: null },
      {
        fileName: 'assets/wallet-dialogs.js',
        imports: ['assets/index.js', 'assets/normalize.js'],
        isDynamicEntry: true,
        facadeModuleId: '/app/src/app/wallet/wallet-dialogs.tsx',
        viteMetadata: { importedCss: new Set(['assets/wallet-dialogs.css']) },
      },
      { fileName: 'assets/normalize.js', imports: [], isDynamicEntry: false, facadeModuleId: null },
    ]
    expect(walletCodeList(chunks, './', ['assets/index.js'])).toBe(
      '<script type="application/json" id="wallet-dialogs-code">' +
        '["./assets/wallet-dialogs.js","./assets/normalize.js","./assets/wallet-dialogs.css"]</script>',
    )
  })

  it('fails the build when the wallet dialogs have no chunk of their own', () => {
    expect(() => walletCodeList([], './', [])).toThrow(/wallet-dialogs/)
  })
})

describe('fillPageChunks', () => {
  it("fills in the inline script's map, and fails when it has none to fill", () => {
    const html = '<script>var pageChunks = {}\nuse(pageChunks)</script>'
    expect(fillPageChunks(html, { inbox: ['./assets/inbox.js'] })).toBe(
      '<script>var pageChunks = {"inbox":["./assets/inbox.js"]}\nuse(pageChunks)</script>',
    )
    expect(() => fillPageChunks('<script></script>', {})).toThrow(/pageChunks/)
  })
})
