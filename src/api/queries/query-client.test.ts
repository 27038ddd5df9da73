import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { createQueryClient, queryKeyHashFn } from './query-client'

describe('queryKeyHashFn', () => {
  it('hashes bigint, which JSON.stringify refuses', () => {
    expect(() => JSON.stringify([1n])).toThrow()
    expect(queryKeyHashFn(['quote', { amount: 10n ** 30n }])).toBe(
      '["quote",{"amount":{"$bigint":"1000000000000000000000000000000"}}]',
    )
  })

  it('keeps a bigint apart from the same digits as a string or number', () => {
    const hashes = new Set([queryKeyHashFn([1n]), queryKeyHashFn(['1']), queryKeyHashFn([1])])
    expect(hashes.size).toBe(3)
  })

  it('ignores object key order, at every depth', () => {
    expect(queryKeyHashFn([{ a: 1, b: { c: 2n, d: 3 } }])).toBe(
      queryKeyHashFn([{ b: { d: 3, c: 2n }, a: 1 }]),
    )
  })

  it('distinguishes different values', () => {
    expect(queryKeyHashFn([{ a: 1n }])).not.toBe(queryKeyHashFn([{ a: 2n }]))
    expect(queryKeyHashFn([undefined])).toBe('[null]')
  })
})

describe('createQueryClient', () => {
  it('uses the bigint-safe hash and leaves retrying to the API module', async () => {
    const client = createQueryClient()
    let calls = 0
    const observer = new QueryObserver(client, {
      queryKey: ['x', 5n],
      queryFn: () => {
        calls++
        throw new ApiError({ type: 'http', status: 500 })
      },
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await expect(client.fetchQuery({ queryKey: ['y', 1n], queryFn: () => 1 })).resolves.toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    unsubscribe()
    expect(calls).toBe(1)
    expect(observer.getCurrentResult().error).toBeInstanceOf(ApiError)
    expect(client.getQueryCache().find({ queryKey: ['x', 5n] })?.queryHash).toBe(
      '["x",{"$bigint":"5"}]',
    )
  })
})
