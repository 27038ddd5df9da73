import type { QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/queries/query-client'
import { refreshChainReads } from './use-token-balances'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('refreshChainReads', () => {
  it("invalidates wagmi's contract reads and balances, nothing else", async () => {
    const client = createQueryClient()
    const refreshed: QueryKey[] = [
      ['readContracts', { contracts: [{ chainId: 31337, address: token, args: [owner] }] }],
      ['readContract', { chainId: 31337, address: token, args: [owner, token, 5n] }],
      ['balance', { chainId: 1, address: owner }],
    ]
    const kept: QueryKey[] = [
      ['orderbook', 'orders', { chainId: 31337 }],
      ['ensAddress', { chainId: 1, name: 'vitalik.eth' }],
    ]
    for (const key of [...refreshed, ...kept]) client.setQueryData(key, 1n)

    await refreshChainReads(client)

    for (const key of refreshed) expect(client.getQueryState(key)?.isInvalidated).toBe(true)
    for (const key of kept) expect(client.getQueryState(key)?.isInvalidated).toBe(false)
  })
})
