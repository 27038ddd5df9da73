import { describe, expect, it } from 'vitest'
import { untilAnswered } from './until-answered'

describe('untilAnswered', () => {
  it('returns the first answer, waiting between failing rounds', async () => {
    const outcomes = [new Error('down'), new Error('down'), 'found']
    const waits: number[] = []
    const answer = await untilAnswered(
      async () => {
        const next = outcomes.shift()
        if (next instanceof Error) throw next
        return next
      },
      async (round) => {
        waits.push(round)
      },
    )
    expect(answer).toBe('found')
    expect(waits).toEqual([1, 2])
  })

  it('stops when the wait rejects', async () => {
    await expect(
      untilAnswered(
        async () => {
          throw new Error('down')
        },
        async () => {
          throw new Error('gone')
        },
      ),
    ).rejects.toThrow('gone')
  })
})
