import { describe, expect, it } from 'vitest'
import {
  ETH_FLOW_MIN_DEADLINE_MINUTES,
  ETH_FLOW_MIN_SLIPPAGE_BPS,
  ethFlowDeadlineMinutes,
  ethFlowSlippage,
} from './eth-flow-minimums'
import { effectiveSlippage, slippageLabel } from './slippage'

describe("CoW Swap's eth-flow minimums", () => {
  it('are 10 minutes and 0.5 %', () => {
    expect(ETH_FLOW_MIN_DEADLINE_MINUTES).toBe(10)
    expect(ETH_FLOW_MIN_SLIPPAGE_BPS).toBe(50)
  })

  it('raise a shorter deadline to 10 minutes and keep a longer one', () => {
    expect(ethFlowDeadlineMinutes(2)).toBe(10)
    expect(ethFlowDeadlineMinutes(10)).toBe(10)
    expect(ethFlowDeadlineMinutes(30)).toBe(30)
  })

  it('raise a lower slippage to 0.5 %, saying so, and keep a higher one as it is', () => {
    const low = ethFlowSlippage(effectiveSlippage(5, { status: 'pending' }))
    expect(low).toEqual({ bps: 50, source: 'custom', ethFlowMinimum: true })
    expect(slippageLabel(low)).toBe('0.5 % (native ETH minimum)')
    const auto = ethFlowSlippage(effectiveSlippage(null, { status: 'success', slippageBps: 12 }))
    expect(auto).toMatchObject({ bps: 50, source: 'auto', ethFlowMinimum: true })
    const high = effectiveSlippage(120, { status: 'pending' })
    expect(ethFlowSlippage(high)).toBe(high)
    // Still waiting for the recommendation: nothing to raise yet.
    const pending = effectiveSlippage(null, { status: 'pending' })
    expect(ethFlowSlippage(pending)).toBe(pending)
  })
})
