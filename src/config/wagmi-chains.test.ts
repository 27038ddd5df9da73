import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import * as leanChains from './wagmi-chains'

/** A chain's data: everything but the code viem attaches (and `extend`, a function). */
function dataOf(chain: Chain): Record<string, unknown> {
  const {
    formatters: _f,
    fees: _fees,
    serializers: _s,
    extend: _e,
    ...data
  } = chain as Chain & {
    extend?: unknown
  }
  return data
}

describe('the wagmi config chains', () => {
  for (const name of ['base', 'ink', 'linea'] as const) {
    it(`${name} carries viem's data and none of its chain code`, () => {
      const lean = leanChains[name]
      expect(dataOf(lean)).toEqual(dataOf(viemChains[name]))
      expect(lean.formatters).toBeUndefined()
      expect(lean.fees).toBeUndefined()
      expect(lean.serializers).toBeUndefined()
    })
  }

  it('drops nothing but formatters, fees and serializers', () => {
    // If viem starts attaching some other chain code, the lean copies must be looked at again.
    for (const name of ['base', 'ink', 'linea'] as const) {
      const full = viemChains[name] as Record<string, unknown>
      const code = Object.keys(full).filter(
        (key) =>
          typeof full[key] === 'function' || ['formatters', 'fees', 'serializers'].includes(key),
      )
      expect(code.sort()).toEqual(['extend', 'fees', 'formatters', 'serializers'])
    }
  })
})
