import { describe, expect, it } from 'vitest'
import { describeError } from '@/api/error-descriptions'
import { ApiError } from '@/api/errors'
import { loadErrorDescriptions, UNDESCRIBED_ERROR } from './use-error-descriptions'

describe('loadErrorDescriptions', () => {
  it('loads describeError once and hands the same function to every caller', async () => {
    const [first, second] = await Promise.all([loadErrorDescriptions(), loadErrorDescriptions()])
    expect(first).toBe(describeError)
    expect(second).toBe(describeError)
    const error = new ApiError({ type: 'network', message: 'down' })
    expect(first(error)).toEqual(describeError(error))
  })

  it('has words for a trader when the descriptions cannot load', () => {
    expect(UNDESCRIBED_ERROR.action).toBe('retry')
    expect(UNDESCRIBED_ERROR.sentence).toMatch(/\.$/)
    expect(UNDESCRIBED_ERROR.nextStep).toMatch(/try again/i)
  })
})
