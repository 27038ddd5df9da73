import { describe, expect, it } from 'vitest'
import { twapPlacementProblem } from './twap-placement'

const uid = (n: number) => `0x${n.toString(16).padStart(112, '0')}` as const
const parts = [uid(1), uid(2), uid(3)]

describe('twapPlacementProblem', () => {
  it('names the part the Safe lacks the balance for, and says it is retried', () => {
    const problem = twapPlacementProblem({
      watched: {
        state: 'active',
        lastError: {
          orderUid: uid(2),
          errorType: 'InsufficientBalance',
          description: 'order owner must have funds worth at least x in his account',
          attempts: 3,
        },
      },
      partUids: parts,
      sellSymbol: 'DAI',
    })
    expect(problem).toEqual({
      part: 1,
      sentence:
        'The Safe does not hold enough DAI for part 2. The watch-tower keeps trying (3 attempts so far) and posts it once it can.',
      detail: 'InsufficientBalance: order owner must have funds worth at least x in his account',
    })
  })

  it('words a missing approval and any other refusal by its errorType', () => {
    const allowance = twapPlacementProblem({
      watched: {
        state: 'active',
        lastError: {
          orderUid: uid(1),
          errorType: 'InsufficientAllowance',
          description: 'd',
          attempts: 1,
        },
      },
      partUids: parts,
      sellSymbol: 'DAI',
    })
    expect(allowance?.sentence).toBe(
      'The Safe has not approved enough DAI for part 1. The watch-tower keeps trying (1 attempt so far) and posts it once it can.',
    )
    const other = twapPlacementProblem({
      watched: {
        state: 'active',
        lastError: {
          orderUid: uid(9),
          errorType: 'InvalidSignature',
          description: 'd',
          attempts: 2,
        },
      },
      partUids: parts,
      sellSymbol: 'DAI',
    })
    expect(other?.part).toBeUndefined()
    expect(other?.sentence).toMatch(
      /^The orderbook refused the part that is due \(InvalidSignature\)\./,
    )
  })

  it('says nothing when nothing stands in the way, and why a TWAP that cannot trade stopped', () => {
    expect(twapPlacementProblem({ watched: undefined, partUids: parts, sellSymbol: 'DAI' })).toBe(
      undefined,
    )
    expect(
      twapPlacementProblem({ watched: { state: 'active' }, partUids: parts, sellSymbol: 'DAI' }),
    ).toBe(undefined)
    // A removed TWAP's last refusal no longer matters.
    expect(
      twapPlacementProblem({
        watched: {
          state: 'removed',
          lastError: {
            orderUid: uid(1),
            errorType: 'InsufficientBalance',
            description: 'd',
            attempts: 1,
          },
        },
        partUids: parts,
        sellSymbol: 'DAI',
      }),
    ).toBe(undefined)
    expect(
      twapPlacementProblem({
        watched: { state: 'invalid', reason: 'invalid same token' },
        partUids: parts,
        sellSymbol: 'DAI',
      })?.detail,
    ).toBe('invalid same token')
  })
})
