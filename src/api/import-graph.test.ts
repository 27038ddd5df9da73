import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, importGraph } from '../../scripts/import-graph'

/**
 * src/api imports itself in one direction only (issue 24): orderbook, token-data,
 * notifications → http → read-answer, and never back (the wire schemas they check answers
 * against are the contract's, packages/contract/wire). ESLint has no cycle rule without
 * eslint-plugin-import, so this walks the module graph of src/api (scripts/import-graph.ts)
 * and fails on a circle, naming it.
 */
const API_DIR = path.resolve(import.meta.dirname)
const SRC_DIR = path.dirname(API_DIR)

describe('src/api import graph', () => {
  it('has the modules and imports it is known to have', () => {
    const graph = importGraph(API_DIR, SRC_DIR)
    const http = graph.get(path.join(API_DIR, 'http.ts'))
    expect(http).toContain(path.join(API_DIR, 'read-answer.ts'))
    expect(graph.get(path.join(API_DIR, 'orderbook.ts'))).toContain(path.join(API_DIR, 'http.ts'))
  })

  it('has no import circle', () => {
    expect(cycles(importGraph(API_DIR, SRC_DIR), (file) => path.relative(SRC_DIR, file))).toEqual(
      [],
    )
  })
})
