/**
 * What the settings dialog's two fields accept: the slippage as a percentage and the deadline in
 * whole minutes, each with the sentence that says what is wrong. Read only where they are typed
 * (components/settings-dialog.tsx, a chunk loaded when the dialog first opens), so the first
 * load does not carry their wordings.
 */
import { t } from '@lingui/core/macro'
import { parseAmountInput } from '../tokens/parse-amount'
import { DEFAULT_DEADLINE_MINUTES, MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES } from './deadline'
import { formatBps, MAX_CUSTOM_SLIPPAGE_BPS } from './slippage'

function tooHigh(): string {
  const most = formatBps(MAX_CUSTOM_SLIPPAGE_BPS)
  return t`Slippage can be at most ${most}: more would give away most of the trade.`
}

export type ParsedSlippage =
  { status: 'empty' } | { status: 'valid'; bps: number } | { status: 'invalid'; sentence: string }

/** Reads a percentage typed by the trader ("0.5" -> 50 bps), 0..50 % in 0.01 % steps. */
export function parseSlippagePercent(raw: string): ParsedSlippage {
  const parsed = parseAmountInput(raw, 2, t`Slippage`)
  if (parsed.status === 'empty') return { status: 'empty' }
  if (parsed.status === 'invalid') {
    if (parsed.problem === 'zero') return { status: 'valid', bps: 0 }
    if (parsed.problem === 'tooManyDecimals') {
      return {
        status: 'invalid',
        sentence: t`Slippage goes in steps of 0.01 %: use at most 2 decimals.`,
      }
    }
    if (parsed.problem === 'tooLarge') return { status: 'invalid', sentence: tooHigh() }
    return { status: 'invalid', sentence: parsed.sentence.replace(/^An amount/, t`Slippage`) }
  }
  if (parsed.value > BigInt(MAX_CUSTOM_SLIPPAGE_BPS))
    return { status: 'invalid', sentence: tooHigh() }
  return { status: 'valid', bps: Number(parsed.value) }
}

export type ParsedDeadline =
  | { status: 'empty' }
  | { status: 'valid'; minutes: number }
  | { status: 'invalid'; sentence: string }

export function parseDeadlineMinutes(raw: string): ParsedDeadline {
  const text = raw.trim()
  if (text === '') return { status: 'empty' }
  if (!/^\d+$/.test(text))
    return {
      status: 'invalid',
      sentence: t`Enter the deadline in whole minutes, from ${MIN_DEADLINE_MINUTES} to ${MAX_DEADLINE_MINUTES} (for example ${DEFAULT_DEADLINE_MINUTES}).`,
    }
  const minutes = Number(text)
  if (minutes < MIN_DEADLINE_MINUTES) {
    return {
      status: 'invalid',
      sentence: t`The deadline must be at least ${MIN_DEADLINE_MINUTES} minutes.`,
    }
  }
  if (minutes > MAX_DEADLINE_MINUTES) {
    return {
      status: 'invalid',
      sentence: t`The deadline can be at most ${MAX_DEADLINE_MINUTES} minutes (3 hours). For an order that waits longer, place a limit order.`,
    }
  }
  return { status: 'valid', minutes }
}
