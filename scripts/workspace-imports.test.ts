import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSpecifiers, sourceFiles } from './import-graph'

/**
 * The workspaces import one way (README "Architecture"): the app (src) and the sandbox each
 * stand on the contract (packages/contract, @batchswap/contract), the contract on nothing of
 * either, and the sandbox never on the app. Checked over every file, tests included, so that a
 * test cannot tie two workspaces together either; ESLint checks the `@/` alias, this checks
 * where every relative path and workspace name really leads.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const CONTRACT = 'packages/contract'

type Workspace = 'app' | 'sandbox' | 'contract' | 'tooling' | 'other'

function workspaceOf(rel: string): Workspace {
  if (rel.startsWith('src/')) return 'app'
  if (rel.startsWith('sandbox/')) return 'sandbox'
  if (rel.startsWith(`${CONTRACT}/`)) return 'contract'
  if (rel.startsWith('scripts/')) return 'tooling'
  return 'other'
}

/** Where `spec` leads from `file`: a workspace, or a package by name. */
function targetOf(file: string, spec: string): { workspace: Workspace } | { pkg: string } {
  if (spec.startsWith('@/')) return { workspace: 'app' }
  if (spec === '@batchswap/contract' || spec.startsWith('@batchswap/contract/')) {
    return { workspace: 'contract' }
  }
  if (spec === '@batchswap/sandbox' || spec.startsWith('@batchswap/sandbox/')) {
    return { workspace: 'sandbox' }
  }
  if (spec.startsWith('.')) {
    const rel = path.relative(ROOT, path.resolve(path.dirname(file), spec))
    return { workspace: workspaceOf(rel) }
  }
  const parts = spec.split('/')
  return { pkg: spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec) }
}

function declared(packageJson: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, packageJson), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ])
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const isBuiltin = (pkg: string) => pkg.startsWith('node:') || builtinModules.includes(pkg)

/** Every import of `dir` that leads to a workspace `allowed` refuses, as `file → spec`. */
function refused(
  dir: string,
  allowed: (file: string, to: Workspace) => boolean,
  packages?: ReadonlySet<string>,
): string[] {
  return sourceFiles(path.join(ROOT, dir), true).flatMap((file) =>
    importSpecifiers(file).flatMap((spec) => {
      const target = targetOf(file, spec)
      const ok =
        'workspace' in target
          ? allowed(file, target.workspace)
          : !packages || packages.has(target.pkg) || isBuiltin(target.pkg)
      return ok ? [] : [`${path.relative(ROOT, file)} → ${spec}`]
    }),
  )
}

describe('workspace imports', () => {
  it('finds the imports it is known to have', () => {
    const specs = (file: string) => importSpecifiers(path.join(ROOT, file))
    expect(specs('src/api/orderbook.ts')).toContain('@batchswap/contract/wire/orders')
    expect(specs('sandbox/kernel/ports.ts')).toContain('@batchswap/contract/protocol/order')
    expect(specs(`${CONTRACT}/wire/values.ts`)).toContain('../protocol/bounds')
    expect(targetOf(path.join(ROOT, 'sandbox/x.ts'), '../src/api/http')).toEqual({
      workspace: 'app',
    })
  })

  it('the contract imports only itself and its own declared dependencies', () => {
    expect(
      refused(CONTRACT, (_file, to) => to === 'contract', declared(`${CONTRACT}/package.json`)),
    ).toEqual([])
  })

  it('the sandbox imports itself and the contract, never the app', () => {
    // Its layers test walks its graph with the repository's tool (scripts/import-graph.ts).
    expect(
      refused(
        'sandbox',
        (file, to) => to === 'sandbox' || to === 'contract' || (to === 'tooling' && isTest(file)),
      ),
    ).toEqual([])
  })

  it('the app imports itself and the contract; only its tests start the sandbox', () => {
    expect(
      refused(
        'src',
        (file, to) =>
          to === 'app' ||
          to === 'contract' ||
          // The wallet and token-list tests start the sandbox's anvil or read its lists.
          (isTest(file) && (to === 'sandbox' || to === 'tooling')),
      ),
    ).toEqual([])
  })
})
