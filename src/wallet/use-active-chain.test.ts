import { describe, expect, it } from 'vitest'
import { resolveActiveChainId } from './use-active-chain'

describe('resolveActiveChainId', () => {
  it('uses the selected chain while disconnected', () => {
    expect(resolveActiveChainId(undefined, 100)).toBe(100)
  })

  it("follows the wallet's chain when it is supported", () => {
    expect(resolveActiveChainId(8453, 1)).toBe(8453)
    expect(resolveActiveChainId(31337, 1)).toBe(31337)
  })

  it('keeps the selected chain when the wallet is on an unsupported one', () => {
    expect(resolveActiveChainId(10, 1)).toBe(1)
  })
})
