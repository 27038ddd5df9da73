import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import type { Address } from 'viem'
import { orderAccounts } from './sandbox-connector'

const traders = sandboxDeployment.traders as readonly [Address, ...Address[]]

describe('orderAccounts', () => {
  it('puts the chosen account first and keeps the rest in order', () => {
    expect(orderAccounts(traders, 2)).toEqual([
      traders[2],
      traders[0],
      traders[1],
      traders[3],
      traders[4],
    ])
    expect(orderAccounts(traders, 0)).toEqual(traders)
  })

  it('falls back to account 0 for an index out of range', () => {
    expect(orderAccounts(traders, 7)).toEqual(traders)
  })
})
