import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The import graph of a folder's sources, for the tests that hold a layer to one-way imports
 * (src/api/import-graph.test.ts, sandbox/layers.test.ts, scripts/workspace-imports.test.ts). ESLint has no cycle rule without
 * eslint-plugin-import, so they walk the graph themselves: static, type-only and dynamic imports
 * alike (a type-only import still ties two modules together); tests are left out, as nothing
 * imports them.
 */
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g
const SOURCE = /\.tsx?$/
const TEST = /\.test\.tsx?$/

/** The sources below `dir`; its tests too with `withTests`. */
export function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' ? [] : sourceFiles(full, withTests)
    return SOURCE.test(entry.name) && (withTests || !TEST.test(entry.name)) ? [full] : []
  })
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

/** Every module specifier `file` imports: static, type-only and dynamic. */
export function importSpecifiers(file: string): string[] {
  const text = withoutComments(readFileSync(file, 'utf8'))
  return [...new Set([...text.matchAll(IMPORT)].map((match) => match[1] ?? ''))]
}

/** Resolves a relative or `@/` specifier to one of `files`; anything else (a package) is null. */
function resolveWithin(
  files: ReadonlySet<string>,
  from: string,
  spec: string,
  srcDir: string | undefined,
): string | null {
  let base: string
  if (srcDir !== undefined && spec.startsWith('@/')) base = path.join(srcDir, spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (files.has(candidate)) return candidate
  }
  return null
}

/** Each source file below `dir` with the files below `dir` it imports; `srcDir` resolves `@/`. */
export function importGraph(dir: string, srcDir?: string): Map<string, string[]> {
  const files = sourceFiles(dir)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = importSpecifiers(file)
      .map((spec) => resolveWithin(known, file, spec, srcDir))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Every circle found by a depth-first walk, each as `a → b → a` with `name` naming the nodes. */
export function cycles(
  graph: ReadonlyMap<string, Iterable<string>>,
  name: (node: string) => string,
): string[] {
  const found: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') {
        found.push([...stack.slice(stack.indexOf(next)), next].map(name).join(' → '))
      } else if (!state.has(next)) {
        visit(next)
      }
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return found
}
