import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import type * as loaders from '@/api/loaders'
import { loadEndpoints, type Endpoints } from '@/api/loaders'
import { queryKeyHashFn } from './query-client'
import { getFailureStateByHash, resetRecoveryState, run, type QueryApiContext } from './query-utils'

vi.mock('@/api/loaders', async (importOriginal) => {
  const original = await importOriginal<typeof loaders>()
  return { ...original, loadEndpoints: vi.fn(original.loadEndpoints) }
})

const ctx: QueryApiContext = { chainId: 31337, env: 'production' }
const key = ['test', 'run']

afterEach(() => {
  resetRecoveryState()
  vi.mocked(loadEndpoints).mockClear()
})

describe('run', () => {
  it('hands the call the endpoint functions, loaded with the first request', async () => {
    const seen = await run(key, ctx, undefined, (_c, api) => Promise.resolve(typeof api.getQuote))
    expect(seen).toBe('function')
    expect(loadEndpoints).toHaveBeenCalled()
  })

  it('makes a chunk that cannot load a network error the query recovers from', async () => {
    vi.mocked(loadEndpoints).mockRejectedValueOnce(new TypeError('Failed to fetch module'))
    const call = vi.fn((_c: unknown, _api: Endpoints) => Promise.resolve('answer'))
    const failed = await run(key, ctx, undefined, call).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ApiError)
    expect((failed as ApiError).kind).toMatchObject({ type: 'network' })
    expect(call).not.toHaveBeenCalled()
    // Recorded as a transient failure: the query tries again by itself.
    expect(getFailureStateByHash(queryKeyHashFn(key))?.failures).toBe(1)
    // The next run loads the chunk and calls through.
    await expect(run(key, ctx, undefined, call)).resolves.toBe('answer')
    expect(getFailureStateByHash(queryKeyHashFn(key))).toBeUndefined()
  })
})
