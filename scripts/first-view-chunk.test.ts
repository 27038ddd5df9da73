import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build, type PluginOption, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { firstViewChunk, firstViewModules, isFirstViewProbe } from './first-view-chunk'

type OutputChunk = Rolldown.OutputChunk

/** The fields firstViewModules reads; the rest of an output chunk does not matter here. */
function chunk(
  fileName: string,
  fields: {
    modules: string[]
    imports?: string[]
    dynamicImports?: string[]
    isEntry?: boolean
    isDynamicEntry?: boolean
    facadeModuleId?: string
  },
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    modules: Object.fromEntries(fields.modules.map((id) => [id, { renderedLength: 1 }])),
    imports: fields.imports ?? [],
    dynamicImports: fields.dynamicImports ?? [],
    isEntry: fields.isEntry ?? false,
    isDynamicEntry: fields.isDynamicEntry ?? false,
    facadeModuleId: fields.facadeModuleId ?? null,
  } as unknown as OutputChunk
}

const asset = { type: 'asset', fileName: 'index.css' } as unknown as Rolldown.OutputAsset

// The shape rolldown gives the app today: the entry, the common chunks it shares with lazy
// routes, the swap route (lazy, but modulepreloaded), and routes the first view never loads.
const output = [
  chunk('index.js', {
    modules: ['/src/main.tsx', '/src/app/router.tsx'],
    imports: ['react.js', 'viem-address.js'],
    dynamicImports: ['swap.js', 'orders.js'],
    isEntry: true,
    facadeModuleId: '/src/main.tsx',
  }),
  chunk('react.js', { modules: ['/nm/react/index.js', '/nm/react/cjs/react.js'] }),
  chunk('viem-address.js', { modules: ['/nm/viem/_esm/utils/address/getAddress.js'] }),
  chunk('swap.js', {
    modules: ['/src/app/routes/swap.tsx', '/src/features/swap/swap-page.tsx'],
    imports: ['react.js', 'swap-shared.js'],
    isDynamicEntry: true,
    facadeModuleId: '/src/app/routes/swap.tsx',
  }),
  chunk('swap-shared.js', { modules: ['/src/features/swap/price.ts'] }),
  chunk('orders.js', {
    modules: ['/src/app/routes/orders.tsx'],
    imports: ['react.js', 'viem-signing.js'],
    dynamicImports: ['swap.js'],
    isDynamicEntry: true,
    facadeModuleId: '/src/app/routes/orders.tsx',
  }),
  chunk('viem-signing.js', { modules: ['/nm/viem/_esm/actions/wallet/signTypedData.js'] }),
  asset,
]

describe('firstViewModules', () => {
  it('collects the modules of the entry and the preloaded routes, with their static imports', () => {
    expect([...firstViewModules(output, ['/src/app/routes/swap.tsx'])].sort()).toEqual([
      '/nm/react/cjs/react.js',
      '/nm/react/index.js',
      '/nm/viem/_esm/utils/address/getAddress.js',
      '/src/app/router.tsx',
      '/src/app/routes/swap.tsx',
      '/src/features/swap/price.ts',
      '/src/features/swap/swap-page.tsx',
      '/src/main.tsx',
    ])
  })

  it('leaves lazy chunks out, even those the entry could import', () => {
    const modules = firstViewModules(output, [])
    expect(modules.has('/src/app/routes/orders.tsx')).toBe(false)
    expect(modules.has('/src/app/routes/swap.tsx')).toBe(false)
    expect(modules.has('/nm/viem/_esm/actions/wallet/signTypedData.js')).toBe(false)
    expect(modules.has('/nm/react/index.js')).toBe(true)
  })

  it('fails when a preloaded module has no chunk of its own (a renamed route)', () => {
    expect(() => firstViewModules(output, ['/src/app/routes/trade.tsx'])).toThrow(
      /no chunk for \/src\/app\/routes\/trade\.tsx/,
    )
  })
})

describe('isFirstViewProbe', () => {
  it('recognises the first pass by its probe plugin, also in nested plugin arrays', () => {
    expect(isFirstViewProbe({ plugins: [{ name: 'batchswap:first-view-probe' }] })).toBe(true)
    expect(
      isFirstViewProbe({ plugins: [[{ name: 'x' }, [{ name: 'batchswap:first-view-probe' }]]] }),
    ).toBe(true)
    expect(isFirstViewProbe({ plugins: [{ name: 'vite:react' }, null, false] })).toBe(false)
    expect(isFirstViewProbe({})).toBe(false)
  })
})

describe('firstViewChunk in a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-view-chunk-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  /** The JavaScript files index.html loads up front, and every chunk's code by file name. */
  async function buildFixture(plugins: PluginOption[]) {
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, minify: false, modulePreload: { polyfill: false } },
    })
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
      'output' in r ? r.output : [],
    )
    const html = output.find((item) => item.fileName === 'index.html')
    if (html?.type !== 'asset') throw new Error('no index.html')
    const initial = [...String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    )
    const code = new Map(
      output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.code]] : [])),
    )
    return { initial, code }
  }

  it('puts what the entry and the preloaded route need in one file, and nothing else', async () => {
    const files: Record<string, string> = {
      'index.html': '<!doctype html><script type="module" src="/main.js"></script>',
      // The entry uses one export of a barrel; the lazy routes use others.
      'main.js': `import { a } from './lib/index.js'
        import { render } from './app.js'
        render(a())`,
      'app.js': `export function render(text) {
          document.body.textContent = text
          document.onclick = () => import('./swap.js').then((m) => m.swap())
          document.onkeydown = () => import('./orders.js').then((m) => m.orders())
        }`,
      'lib/index.js': `export { a } from './a.js'\nexport { b } from './b.js'\nexport { c } from './c.js'`,
      'lib/a.js': 'export const a = () => "module-a"',
      'lib/b.js': 'export const b = () => "module-b"',
      'lib/c.js': 'export const c = () => "module-c"',
      'swap.js': `import { a, b } from './lib/index.js'\nexport const swap = () => a() + b()`,
      'orders.js': `import { a, c } from './lib/index.js'\nexport const orders = () => a() + c()`,
    }
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(name)), { recursive: true })
      writeFileSync(join(root, name), text)
    }

    // Without the plugin, the preloaded route is a file of its own.
    const plain = await buildFixture([])
    expect(plain.initial).toHaveLength(1)
    expect(plain.code.get(plain.initial[0] ?? '')).not.toContain('module-b')

    const grouped = await buildFixture([firstViewChunk({ preloaded: ['/swap.js'] })])
    expect(grouped.initial).toHaveLength(1)
    const first = grouped.code.get(grouped.initial[0] ?? '') ?? ''
    expect(first).toContain('module-a')
    expect(first).toContain('module-b')
    // Only the orders route needs module-c: the barrel did not drag it in.
    expect(first).not.toContain('module-c')
    const elsewhere = [...grouped.code].filter(([name]) => name !== grouped.initial[0])
    expect(elsewhere.some(([, code]) => code.includes('module-c'))).toBe(true)
    expect(elsewhere.some(([, code]) => code.includes('module-a'))).toBe(false)
  })
})
