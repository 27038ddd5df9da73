import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { getContracts, SANDBOX_CHAIN_ID, SUPPORTED_CHAIN_IDS } from './chains'
import { DOMAIN_NAME, DOMAIN_VERSION, getDomain, getDomainFor } from './domain'

describe('signing domain', () => {
  it('is Gnosis Protocol v2 on the chain and settlement given', () => {
    expect(getDomain(1, '0x9008d19f58aabd9ed0d60971565aa8510560ab41')).toEqual({
      name: 'Gnosis Protocol',
      version: 'v2',
      chainId: 1,
      verifyingContract: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
    })
    expect([DOMAIN_NAME, DOMAIN_VERSION]).toEqual(['Gnosis Protocol', 'v2'])
  })

  it('takes the settlement of the environment from the chain table', () => {
    for (const id of SUPPORTED_CHAIN_IDS) {
      for (const env of ['production', 'staging'] as const) {
        const domain = getDomainFor(id, env)
        expect(domain.chainId).toBe(id)
        expect(domain.verifyingContract).toBe(getAddress(getContracts(id, env).settlement))
      }
    }
    expect(getDomainFor(1, 'staging').verifyingContract).not.toBe(
      getDomainFor(1, 'production').verifyingContract,
    )
    expect(getDomainFor(SANDBOX_CHAIN_ID, 'production').chainId).toBe(31337)
  })

  it('refuses unknown chains and bad contracts', () => {
    // No network batchswap serves has this id (137 was the example until Polygon was added).
    expect(() => getDomain(424242, '0x9008D19f58AAbD9eD0D60971565AA8510560ab41')).toThrow(
      /chain id 424242 is not supported/,
    )
    expect(() => getDomainFor(5, 'production')).toThrow(/chain id 5 is not supported/)
    expect(() => getDomain(1, '0x1234')).toThrow(/not an address/)
  })
})
