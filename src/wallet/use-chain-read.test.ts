import type { QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient, queryKeyHashFn } from '@/api/queries/query-client'
import { chainReadKey, refreshChainReads } from './use-chain-read'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('chain read keys', () => {
  it('share one head and hash with bigints', () => {
    const key = chainReadKey(['allowance', 31337, token, owner, 5n])
    expect(key[0]).toBe('chainRead')
    expect(queryKeyHashFn(key)).not.toBe(
      queryKeyHashFn(chainReadKey(['allowance', 31337, token, owner, '5'])),
    )
  })
})

describe('refreshChainReads', () => {
  it('invalidates the chain reads and wagmi balances, nothing else', async () => {
    const client = createQueryClient()
    const refreshed: QueryKey[] = [
      chainReadKey(['erc20Balances', 31337, owner, [token]]),
      chainReadKey(['nativeBalance', 31337, owner]),
      chainReadKey(['allowance', 31337, token, owner, token]),
      ['balance', { chainId: 1, address: owner }],
    ]
    const kept: QueryKey[] = [
      ['orderbook', 'orders', { chainId: 31337 }],
      ['readContracts', { contracts: [] }],
    ]
    for (const key of [...refreshed, ...kept]) client.setQueryData(key, 1n)

    await refreshChainReads(client)

    for (const key of refreshed) expect(client.getQueryState(key)?.isInvalidated).toBe(true)
    for (const key of kept) expect(client.getQueryState(key)?.isInvalidated).toBe(false)
  })
})
