/**
 * CoW Swap's floors for selling the native currency through eth-flow (cowprotocol/cowswap,
 * `@cowprotocol/common-const`: MINIMUM_ETH_FLOW_DEADLINE_SECONDS = 600 and
 * MINIMUM_ETH_FLOW_SLIPPAGE_BPS = DEFAULT_SLIPPAGE_BPS = 50). The order is on chain and its ETH
 * locked until it fills or is refunded, so a deadline or slippage below these only makes a
 * refund (and its wait) likelier; like CoW Swap, a smaller setting is replaced, not refused.
 */
import type { EffectiveSlippage } from './slippage'

/** Ten minutes. */
export const ETH_FLOW_MIN_DEADLINE_MINUTES = 10
/** 0.5 %. */
export const ETH_FLOW_MIN_SLIPPAGE_BPS = 50

/** The deadline a native sell is placed with. */
export function ethFlowDeadlineMinutes(minutes: number): number {
  return Math.max(minutes, ETH_FLOW_MIN_DEADLINE_MINUTES)
}

/** The slippage a native sell is placed with; `ethFlowMinimum` when the floor replaced it. */
export function ethFlowSlippage(slippage: EffectiveSlippage): EffectiveSlippage {
  if (slippage.source === 'pending' || slippage.bps >= ETH_FLOW_MIN_SLIPPAGE_BPS) return slippage
  // Raised to the floor: no longer "low".
  const { warning: _low, ...rest } = slippage
  return { ...rest, bps: ETH_FLOW_MIN_SLIPPAGE_BPS, ethFlowMinimum: true }
}
