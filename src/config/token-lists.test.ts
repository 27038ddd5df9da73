import { isAddress, isAddressEqual } from 'viem'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_CHAIN_IDS } from '@batchswap/contract/protocol/chains'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { allTokenLists, getListedTokens, getTokenList } from '@/config/token-lists'

describe('bundled token lists', () => {
  it('has a list for every supported chain', () => {
    for (const chainId of SUPPORTED_CHAIN_IDS) {
      expect(getListedTokens(chainId).length, `chain ${chainId}`).toBeGreaterThan(0)
    }
    expect(getTokenList(999)).toBeUndefined()
  })

  it.each(allTokenLists.map((l) => [l.name, l] as const))(
    '%s follows the token-list format',
    (_, list) => {
      expect(list.version.major).toBeGreaterThanOrEqual(1)
      expect(Number.isNaN(Date.parse(list.timestamp))).toBe(false)
      const chainIds = new Set(list.tokens.map((t) => t.chainId))
      expect(chainIds.size).toBe(1)
      for (const token of list.tokens) {
        expect(isAddress(token.address, { strict: true }), `${token.symbol} ${token.address}`).toBe(
          true,
        )
        expect(
          Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 255,
        ).toBe(true)
        expect(token.symbol).toMatch(/^\S{1,20}$/)
        expect(token.name.length).toBeGreaterThan(0)
      }
      const addresses = list.tokens.map((t) => t.address)
      for (const [i, a] of addresses.entries()) {
        expect(addresses.findIndex((b) => isAddressEqual(a, b))).toBe(i)
      }
    },
  )

  it('lists the sandbox deployment tokens with their decimals', () => {
    const tokens = getListedTokens(sandboxDeployment.chainId)
    expect(tokens.map((t) => [t.symbol, t.decimals])).toEqual(
      sandboxDeployment.tokens.map((t) => [t.symbol, t.decimals]),
    )
  })

  it('carries the real mainnet USDC with 6 decimals', () => {
    const usdc = getListedTokens(1).find((t) => t.symbol === 'USDC')
    expect(usdc?.decimals).toBe(6)
    expect(usdc && isAddressEqual(usdc.address, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(
      true,
    )
  })
})
