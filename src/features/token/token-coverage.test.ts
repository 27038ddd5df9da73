import { describe, expect, it } from 'vitest'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import { coverageNotice, isNoDataAnswer } from './token-coverage'

describe('token-data coverage on the Token page', () => {
  it('says nothing where the service covers the network completely', () => {
    expect(coverageNotice(CHAINS[1])).toBeUndefined()
    expect(coverageNotice(CHAINS[100])).toBeUndefined()
    expect(coverageNotice(CHAINS[31337])).toBeUndefined()
  })

  it('says Sepolia is partial and unlisted networks may have no data', () => {
    expect(coverageNotice(CHAINS[11155111])?.title).toBe('Token data on Sepolia is partial')
    for (const id of [137, 43114, 56, 59144, 9745, 57073] as const) {
      expect(coverageNotice(CHAINS[id])?.sentence).toMatch(
        `does not list ${CHAINS[id].name} among the networks it covers`,
      )
    }
  })

  it('reads 404 anywhere, and 400 on a network the service may not serve, as "no data"', () => {
    expect(isNoDataAnswer(CHAINS[1], { status: 404 })).toBe(true)
    expect(isNoDataAnswer(CHAINS[1], { status: 400 })).toBe(false)
    expect(isNoDataAnswer(CHAINS[137], { status: 400 })).toBe(true)
    expect(isNoDataAnswer(CHAINS[137], { status: 500 })).toBe(false)
    expect(isNoDataAnswer(CHAINS[137], { status: undefined })).toBe(false)
    expect(isNoDataAnswer(CHAINS[137], null)).toBe(false)
  })
})
