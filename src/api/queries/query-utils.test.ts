import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { queryKeyHashFn } from './query-client'
import { getFailureStateByHash, resetRecoveryState, run, type QueryApiContext } from './query-utils'

const ctx: QueryApiContext = { chainId: 31337, env: 'production' }
const key = ['test', 'run']

afterEach(() => {
  resetRecoveryState()
})

describe('run', () => {
  it('records a transient failure for the query to recover from, and forgets it on success', async () => {
    const down = () => Promise.reject(new ApiError({ type: 'network', message: 'down' }))
    const failed = await run(key, ctx, undefined, down).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ApiError)
    expect(getFailureStateByHash(queryKeyHashFn(key))?.failures).toBe(1)
    await expect(run(key, ctx, undefined, () => Promise.resolve('answer'))).resolves.toBe('answer')
    expect(getFailureStateByHash(queryKeyHashFn(key))).toBeUndefined()
  })
})
