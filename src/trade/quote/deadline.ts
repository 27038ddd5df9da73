/** The order's validity ("deadline"), in whole minutes from when it is signed. */
import { t } from '@lingui/core/macro'
export const DEFAULT_DEADLINE_MINUTES = 30
/** Shorter orders risk expiring before a batch settles them (real-service notes). */
export const MIN_DEADLINE_MINUTES = 2
/**
 * Three hours: the orderbook's longest validity for a market order (ExcessiveValidTo beyond);
 * an order meant to wait longer is a limit order (up to a year, #/limit).
 */
export const MAX_DEADLINE_MINUTES = 3 * 60
/** A limit order's validity: at least 5 minutes (a batch needs time to include it)... */
export const MIN_LIMIT_DEADLINE_MINUTES = 5
/** ...and at most a year (the orderbook's limit). */
export const MAX_LIMIT_DEADLINE_MINUTES = 365 * 1440

export function isValidDeadlineMinutes(minutes: number): boolean {
  return (
    Number.isInteger(minutes) && minutes >= MIN_DEADLINE_MINUTES && minutes <= MAX_DEADLINE_MINUTES
  )
}

/** 30 -> "30 min", 90 -> "1 h 30 min", 4320 -> "3 d". */
export function formatDeadline(minutes: number): string {
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const parts = [days ? t`${days} d` : '', hours ? t`${hours} h` : '', mins ? t`${mins} min` : '']
  return parts.filter(Boolean).join(' ') || t`0 min`
}
