import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatReport, measureAssets, parseInitialAssets } from './size'

const html = `<!doctype html><html><head>
  <link rel="icon" href="./favicon.svg" />
  <link rel="manifest" href="./manifest.webmanifest" />
  <!-- <script type="module" src="./assets/commented.js"></script> -->
  <script>inline()</script>
  <script type="module" crossorigin src="./assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="./assets/react-1.js">
  <link rel='stylesheet' href='./assets/index-abc.css'>
</head><body></body></html>`

describe('parseInitialAssets', () => {
  it('finds inline code, the entry, modulepreloads and stylesheets, and nothing else', () => {
    expect(parseInitialAssets(html)).toEqual([
      { kind: 'inline-script', href: '(inline script 1)', content: 'inline()' },
      { kind: 'entry', href: './assets/index-abc.js' },
      { kind: 'modulepreload', href: './assets/react-1.js' },
      { kind: 'stylesheet', href: './assets/index-abc.css' },
    ])
  })
})

describe('parseInitialAssets with a prerendered page', () => {
  it('counts inline styles, skips JSON data and React markers', () => {
    const page = `<head><style>.a{color:red}</style>
      <script type="application/json">{"x":1}</script></head>
      <body><div id="root"><!--$--><p>hi</p><!--/$--></div>
      <script type="module" src="./assets/index.js"></script></body>`
    expect(parseInitialAssets(page)).toEqual([
      { kind: 'inline-style', href: '(inline style 1)', content: '.a{color:red}' },
      { kind: 'entry', href: './assets/index.js' },
    ])
  })
})

describe('measureAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'batchswap-size-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gzips each file and the report sums them against the budget', () => {
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'a.js'), 'x'.repeat(10_000))
    writeFileSync(join(dir, 'assets', 'b.css'), 'body{color:red}'.repeat(100))
    const measured = measureAssets(dir, [
      { kind: 'entry', href: './assets/a.js' },
      { kind: 'stylesheet', href: 'assets/b.css' },
    ])
    expect(measured[0]?.bytes).toBe(10_000)
    expect(measured[0]?.gzipBytes).toBeLessThan(200)
    const report = formatReport(measured, 250)
    expect(report).toMatch(/initial JS\+CSS gzip: 0\.\d KB \(budget 250 KB\)/)
  })

  it('refuses assets from another origin', () => {
    expect(() => measureAssets(dir, [{ kind: 'entry', href: 'https://cdn.example/x.js' }])).toThrow(
      /another origin/,
    )
  })
})
