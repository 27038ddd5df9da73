import { describe, expect, it } from 'vitest'
import { announcedStep, type Step, type StepState } from './submission-steps'

const steps = (...states: StepState[]): Step[] =>
  states.map((state, i) => ({ key: `s${i}`, label: `step ${i}`, state }))

describe('announcedStep', () => {
  it('is the step under way', () => {
    expect(announcedStep(steps('done', 'active', 'pending'))?.key).toBe('s1')
  })

  it('is the failed step when nothing comes after it', () => {
    expect(announcedStep(steps('failed', 'pending', 'pending'))?.key).toBe('s0')
    expect(announcedStep(steps('done', 'done', 'failed'))?.key).toBe('s2')
  })

  it("is the refund under way after an eth-flow order's expiry, then the refund done", () => {
    // sign, mined, created, expired without a fill, refunding / refunded
    expect(announcedStep(steps('done', 'done', 'done', 'failed', 'active'))?.key).toBe('s4')
    expect(announcedStep(steps('done', 'done', 'done', 'failed', 'done'))?.key).toBe('s4')
  })

  it('is the last step when every step is done, or none has begun', () => {
    expect(announcedStep(steps('done', 'done'))?.key).toBe('s1')
    expect(announcedStep(steps('pending', 'pending'))?.key).toBe('s1')
    expect(announcedStep([])).toBeUndefined()
  })
})
