import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { getTotalSurplus } from './orderbook-users'
import { OWNER, fakeFetch, json, testContext } from './test-fixtures'

describe('getTotalSurplus', () => {
  it('reads {totalSurplus} as native-token atoms from /users/{address}/total_surplus', async () => {
    const fetch = fakeFetch(() => json(200, { totalSurplus: '123456789012345678901' }))
    const { data } = await getTotalSurplus(testContext(fetch), OWNER)
    expect(data).toBe(123456789012345678901n)
    expect(fetch.calls[0]?.url).toMatch(new RegExp(`/api/v1/users/${OWNER}/total_surplus$`))
  })

  it('keeps the whole atoms of a fractional sum, as the real service may print one', async () => {
    const fetch = fakeFetch(() => json(200, { totalSurplus: '1000.75' }))
    expect((await getTotalSurplus(testContext(fetch), OWNER)).data).toBe(1000n)
  })

  it('refuses an answer that is not a decimal number', async () => {
    const fetch = fakeFetch(() => json(200, { totalSurplus: '-5' }))
    const error = await getTotalSurplus(testContext(fetch), OWNER).catch((e: unknown) => e)
    if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
    expect(error.kind.type).toBe('invalidResponse')
  })

  it('refuses an address that is not one before sending', async () => {
    const fetch = fakeFetch(() => json(200, { totalSurplus: '0' }))
    await expect(getTotalSurplus(testContext(fetch), '0x12')).rejects.toBeInstanceOf(ApiError)
    expect(fetch.calls).toHaveLength(0)
  })
})
