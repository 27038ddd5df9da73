/**
 * Vite plugin (build only): the Safe Apps stack without a second copy of viem.
 *
 * `@safe-global/safe-apps-provider` ships CommonJS only. Its
 * `require('@safe-global/safe-apps-sdk')` picks the SDK's CommonJS build, which in turn
 * requires viem's CommonJS build: the chunk a Safe App loads at start (the Safe connector
 * connects by itself inside Safe{Wallet}) carried all of viem a second time, 630 KB raw and
 * 164 KB gzip, beside the ES-module viem the app already has, plus a second SDK.
 *
 * So the provider's require gets the one ES module of the SDK that it reads from
 * (`TransactionStatus`, in the SDK's gateway types), and the SDK's `import { … } from 'viem'`
 * gets the few functions it uses straight from their own viem modules. Not through an index:
 * a module reached through require() is wrapped for lazy start-up, with every module it
 * imports, and a wrapped index keeps every module it re-exports. Required whole, the SDK's
 * index wrapped viem's hashing and ABI encoding, which the first view shares, and kept
 * abitype's whole index. The app's own `import('@safe-global/safe-apps-sdk')` is an ES import
 * of the same ES build, so there is still one SDK. The Safe stack is ~32 KB raw (~9 KB gzip).
 *
 * If a new SDK imports another viem function, the build stops with MISSING_EXPORT naming
 * it: add it to SDK_VIEM_IMPORTS.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url))
/** The SDK's names that the provider reads (its `require` of the SDK). */
export const PROVIDER_SDK_IMPORTS = ['TransactionStatus'] as const
/** The SDK's ES module that exports them: the gateway's enums, re-exported by the SDK. */
const PROVIDER_SDK_MODULE = `${NODE_MODULES}@safe-global/safe-apps-sdk/dist/esm/types/gateway.js`
const VIEM_ESM = `${NODE_MODULES}viem/_esm/`
const SDK_VIEM = '\0batchswap:safe-apps-sdk-viem'

/** What the Safe Apps SDK (9.x) imports from viem. */
export const SDK_VIEM_IMPORTS = ['encodeFunctionData', 'hashMessage', 'hashTypedData'] as const

function isProviderFile(importer: string | undefined): boolean {
  return importer?.includes('/@safe-global/safe-apps-provider/') ?? false
}

function isSdkFile(importer: string | undefined): boolean {
  return importer?.includes('/@safe-global/safe-apps-sdk/') ?? false
}

/**
 * The module under viem's `_esm/` that each name comes from, read from viem's own index
 * (`export { name, … } from './utils/….js'`), so a viem release that moves a file still
 * builds.
 */
export function viemModulesOf(
  names: readonly string[],
  viemIndexSource: string,
): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of viemIndexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    const [, list = '', path = ''] = match
    for (const exported of list.split(',').map((part) => part.trim())) {
      if ((names as readonly string[]).includes(exported)) found.set(exported, path)
    }
  }
  const missing = names.filter((name) => !found.has(name))
  if (missing.length > 0) {
    throw new Error(`safe-apps-esm: viem's index exports no ${missing.join(', ')}`)
  }
  return found
}

/** The stand-in for `viem` that the SDK imports: one re-export per function it uses. */
export function sdkViemModule(modules: Map<string, string>, viemEsmDir: string): string {
  return [...modules]
    .map(([name, path]) => `export { ${name} } from ${JSON.stringify(viemEsmDir + path)}`)
    .join('\n')
}

export function safeAppsEsm(): Plugin {
  return {
    name: 'batchswap:safe-apps-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@safe-global/safe-apps-sdk' && isProviderFile(importer))
        return PROVIDER_SDK_MODULE
      if (source === 'viem' && isSdkFile(importer)) return SDK_VIEM
      return null
    },
    load(id) {
      if (id !== SDK_VIEM) return null
      const index = readFileSync(`${VIEM_ESM}index.js`, 'utf8')
      return sdkViemModule(viemModulesOf(SDK_VIEM_IMPORTS, index), VIEM_ESM)
    },
  }
}
