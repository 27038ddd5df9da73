import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, importGraph } from '../scripts/import-graph'

/**
 * The sandbox's folders import one way (sandbox/README.md): the orderbook, market and
 * settlement modules stand on the kernel and the chain and never import each other; the
 * composition root (compose.ts) wires them. This walks the import graph of the sandbox's
 * sources with scripts/import-graph.ts, as src/api/import-graph.test.ts does for src/api, and fails on an import a folder is
 * not allowed, and on a circle between folders or between files, naming it.
 */
const SANDBOX_DIR = path.resolve(import.meta.dirname)

/** Which other folders each folder may import; files at the top (compose.ts, start.ts...) may import any. */
const FOLDER_MAY_IMPORT: Record<string, readonly string[]> = {
  chain: [],
  kernel: ['chain'],
  orderbook: ['kernel', 'chain'],
  market: ['kernel', 'chain'],
  settlement: ['kernel', 'chain'],
  notify: ['kernel', 'chain'],
  'watch-tower': ['kernel', 'chain'],
  harness: ['chain'],
  // The tests' stack starts the composed service (compose.ts) on a fresh chain.
  testing: ['kernel', 'chain', 'settlement', 'notify', 'compose.ts'],
}

/** A top-level folder, or the file itself for the files at the top. */
function unitOf(file: string): string {
  return path.relative(SANDBOX_DIR, file).split(path.sep)[0] ?? file
}

function folderGraph(files: Map<string, string[]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const [file, targets] of files) {
    const from = unitOf(file)
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const target of targets) if (unitOf(target) !== from) edges.add(unitOf(target))
  }
  return graph
}

describe('sandbox import graph', () => {
  const files = importGraph(SANDBOX_DIR)
  const folders = folderGraph(files)

  it('has the folders and imports it is known to have', () => {
    expect([...folders.keys()]).toEqual(expect.arrayContaining(Object.keys(FOLDER_MAY_IMPORT)))
    expect([...(folders.get('compose.ts') ?? [])]).toEqual(
      expect.arrayContaining(['kernel', 'orderbook', 'market', 'settlement']),
    )
    expect([...(folders.get('settlement') ?? [])]).toContain('kernel')
  })

  it('imports only what each folder is allowed', () => {
    const refused = [...folders].flatMap(([from, targets]) => {
      const allowed = FOLDER_MAY_IMPORT[from]
      if (!allowed) return [] // a file at the top: a composition or command
      return [...targets].filter((to) => !allowed.includes(to)).map((to) => `${from} → ${to}`)
    })
    expect(refused).toEqual([])
  })

  it('has no import circle between folders', () => {
    expect(cycles(folders, (node) => node)).toEqual([])
  })

  it('has no import circle between files', () => {
    expect(cycles(files, (file) => path.relative(SANDBOX_DIR, file))).toEqual([])
  })
})
