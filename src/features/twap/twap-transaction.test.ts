import { pad, zeroAddress, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { twapData } from '@/api/test-fixtures'
import { SANDBOX_COMPOSABLE_CONTRACTS as contracts } from '@batchswap/contract/protocol/twap'
import { twapTransaction, type SafeTwapState } from './twap-transaction'

const SAFE: Address = '0x3Bd02005A068ef888a5EBAD743B08AdDe35dC0a9'
const OTHER_HANDLER: Address = '0x25C74B7124baE93364213a6124a5e45bB0e98889'

function build(state: Partial<SafeTwapState>) {
  return twapTransaction({
    safe: SAFE,
    contracts,
    settlementDomainSeparator: pad('0x01'),
    vaultRelayer: '0x21dB43cDD6FbD4998FF67Af132F953747BFaCb97',
    data: twapData({ appData: pad('0x02') }),
    salt: pad('0x03'),
    state: { fallbackHandler: zeroAddress, domainVerifier: undefined, allowance: 0n, ...state },
  })
}

describe('twapTransaction', () => {
  it('sets a Safe up, approves and creates in one transaction, and says which handler it replaces', () => {
    const tx = build({ fallbackHandler: OTHER_HANDLER })
    expect(tx.calls.map((c) => c.label)).toEqual([
      'fallbackHandler',
      'domainVerifier',
      'approval',
      'create',
    ])
    expect(tx.replacesHandler).toBe(OTHER_HANDLER)
  })

  it('only creates for a Safe set up and approved already', () => {
    const tx = build({
      fallbackHandler: contracts.extensibleFallbackHandler,
      domainVerifier: contracts.composableCow,
      allowance: 40n,
    })
    expect(tx.calls.map((c) => c.label)).toEqual(['create'])
    expect(tx.replacesHandler).toBeUndefined()
  })

  it('sets the verifier when the handler is there but the domain is not delegated', () => {
    const tx = build({ fallbackHandler: contracts.extensibleFallbackHandler, allowance: 40n })
    expect(tx.calls.map((c) => c.label)).toEqual(['domainVerifier', 'create'])
  })
})
