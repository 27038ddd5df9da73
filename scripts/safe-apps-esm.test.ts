import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  PROVIDER_SDK_IMPORTS,
  safeAppsEsm,
  sdkViemModule,
  SDK_VIEM_IMPORTS,
  viemModulesOf,
} from './safe-apps-esm'

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url))

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

describe('viemModulesOf', () => {
  const index = [
    "export { encodeFunctionData, } from './utils/abi/encodeFunctionData.js';",
    "export { hashDomain, hashStruct, hashTypedData, } from './utils/signature/hashTypedData.js';",
    "export { hashMessage } from './utils/signature/hashMessage.js';",
    "export { formatEther } from './utils/unit/formatEther.js';",
  ].join('\n')

  it('finds the module of each name, also inside a list and with a trailing comma', () => {
    expect(viemModulesOf(SDK_VIEM_IMPORTS, index)).toEqual(
      new Map([
        ['encodeFunctionData', './utils/abi/encodeFunctionData.js'],
        ['hashTypedData', './utils/signature/hashTypedData.js'],
        ['hashMessage', './utils/signature/hashMessage.js'],
      ]),
    )
  })

  it('names what the index does not export', () => {
    expect(() => viemModulesOf(['hashMessage', 'parseEther'], index)).toThrow(
      "viem's index exports no parseEther",
    )
  })

  it('does not take a name that only starts like one asked for', () => {
    expect(() => viemModulesOf(['hashDomainX'], index)).toThrow('hashDomainX')
  })
})

describe('sdkViemModule', () => {
  it('re-exports each name from its own file, never from the index', () => {
    const source = sdkViemModule(
      new Map([['hashMessage', './utils/signature/hashMessage.js']]),
      '/nm/viem/_esm/',
    )
    expect(source).toBe(
      'export { hashMessage } from "/nm/viem/_esm/./utils/signature/hashMessage.js"',
    )
  })
})

describe('against the installed packages', () => {
  it('SDK_VIEM_IMPORTS is exactly what the installed Safe Apps SDK imports from viem', () => {
    const imported = new Set<string>()
    const esm = join(NODE_MODULES, '@safe-global/safe-apps-sdk/dist/esm')
    for (const file of filesUnder(esm).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'viem'/g)) {
        for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
          if (name) imported.add(name)
        }
      }
      // Anything else from viem (a namespace or default import) would bypass the stand-in.
      expect(source).not.toMatch(/import\s+(\*|\w+)[^{]*from\s*'viem'/)
    }
    expect([...imported].sort()).toEqual([...SDK_VIEM_IMPORTS].sort())
  })

  it("every name maps to a file that exists in the installed viem's ES modules", () => {
    const viemEsm = join(NODE_MODULES, 'viem/_esm/')
    const modules = viemModulesOf(SDK_VIEM_IMPORTS, readFileSync(`${viemEsm}index.js`, 'utf8'))
    for (const path of modules.values()) expect(existsSync(join(viemEsm, path))).toBe(true)
  })

  it('the provider requires the SDK by its package name, which the plugin redirects', () => {
    const provider = join(NODE_MODULES, '@safe-global/safe-apps-provider/dist')
    const requires = filesUnder(provider)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/require\("([^"]+)"\)/g)])
      .map((match) => match[1])
    expect(requires).toContain('@safe-global/safe-apps-sdk')
  })

  it('the provider reads only PROVIDER_SDK_IMPORTS from the SDK, all in the module it is sent to', () => {
    const provider = join(NODE_MODULES, '@safe-global/safe-apps-provider/dist')
    const read = new Set<string>()
    for (const file of filesUnder(provider).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(file, 'utf8')
      const binding = /const (\w+) = require\("@safe-global\/safe-apps-sdk"\)/.exec(source)?.[1]
      if (!binding) continue
      for (const match of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) {
        if (match[1]) read.add(match[1])
      }
      // Passed on whole, the binding could be read anywhere.
      expect(source).not.toMatch(new RegExp(`\\b${binding}\\b(?!\\.)(?! = require)`))
    }
    expect([...read].sort()).toEqual([...PROVIDER_SDK_IMPORTS].sort())
    const target = safeAppsEsm().resolveId as (source: string, importer?: string) => string
    const module = readFileSync(
      target('@safe-global/safe-apps-sdk', join(provider, 'x.js')),
      'utf8',
    )
    for (const name of PROVIDER_SDK_IMPORTS) expect(module).toMatch(new RegExp(`\\b${name}\\b`))
  })
})

describe('the plugin', () => {
  const plugin = safeAppsEsm()
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null
  const load = plugin.load as (id: string) => string | null
  const provider = '/p/node_modules/@safe-global/safe-apps-provider/dist/index.js'
  const sdk = '/p/node_modules/@safe-global/safe-apps-sdk/dist/esm/safe/index.js'

  it('runs in builds only, before the default resolver', () => {
    expect(plugin.apply).toBe('build')
    expect(plugin.enforce).toBe('pre')
  })

  it("sends the provider's require of the SDK to the SDK's ES module it reads from", () => {
    expect(resolveId('@safe-global/safe-apps-sdk', provider)).toMatch(
      /@safe-global\/safe-apps-sdk\/dist\/esm\/types\/gateway\.js$/,
    )
  })

  it("sends the SDK's viem import to the stand-in, which loads from the installed viem", () => {
    const id = resolveId('viem', sdk)
    expect(id).toBeTypeOf('string')
    const source = load(id as string)
    for (const name of SDK_VIEM_IMPORTS) expect(source).toContain(`export { ${name} } from`)
    expect(source).not.toMatch(/_esm\/index\.js/)
  })

  it('leaves every other import alone', () => {
    expect(resolveId('viem', '/p/src/lib/safe-connector.ts')).toBeNull()
    expect(resolveId('@safe-global/safe-apps-sdk', '/p/src/lib/safe-sdk.ts')).toBeNull()
    expect(resolveId('viem', provider)).toBeNull()
    expect(load('/p/src/main.tsx')).toBeNull()
  })
})
