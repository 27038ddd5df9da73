import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * src/api imports itself in one direction only (issue 24): orderbook, token-data,
 * notifications → http → wire, and never back. ESLint has no cycle rule without
 * eslint-plugin-import, so this walks the module graph of src/api (static, type-only and
 * dynamic imports alike: a type-only import still ties two modules together) and fails on a
 * circle, naming it.
 */
const API_DIR = path.resolve(import.meta.dirname)
const SRC_DIR = path.dirname(API_DIR)
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

function resolveWithin(files: ReadonlySet<string>, from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@/')) base = path.join(SRC_DIR, spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (files.has(candidate)) return candidate
  }
  return null
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles(API_DIR)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = withoutComments(readFileSync(file, 'utf8'))
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveWithin(known, file, match[1] ?? ''))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') {
        const circle = [...stack.slice(stack.indexOf(next)), next]
        found.push(circle.map((file) => path.relative(SRC_DIR, file)).join(' → '))
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

describe('src/api import graph', () => {
  it('has the modules and imports it is known to have', () => {
    const graph = importGraph()
    const http = graph.get(path.join(API_DIR, 'http.ts'))
    expect(http).toContain(path.join(API_DIR, 'wire.ts'))
    expect(graph.get(path.join(API_DIR, 'orderbook.ts'))).toContain(path.join(API_DIR, 'http.ts'))
  })

  it('has no import circle', () => {
    expect(cycles(importGraph())).toEqual([])
  })
})
