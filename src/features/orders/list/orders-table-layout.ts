import { dateTimeFormat } from '@/lib/locale-format'

/**
 * The orders table's grid: one line per order from xl up, a small card below, and the row
 * heights the virtualiser starts from. Shared by the header row and the body rows.
 */
/**
 * xl and up: one line per order. Its columns need ~1,000 px, which the page has from 1,280 px
 * on; at md (768) the table was 1,005 px wide and the page scrolled sideways, and at 1,024
 * its last column was cut off.
 */
export const GRID =
  'xl:grid-cols-[1.5rem_minmax(6.5rem,1fr)_minmax(8rem,1.2fr)_4.5rem_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(5rem,0.8fr)_minmax(7rem,1fr)_9.5rem_2rem] xl:items-center xl:gap-x-3'
/** Below xl: a small card on a 4-column grid (checkbox, two halves, chevron). */
export const CARD =
  'grid grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,1fr)_2rem] items-center gap-x-3 gap-y-1'
/** Resets a card placement at xl, where every cell takes the next column. */
export const AT_WIDE = 'xl:col-auto xl:row-auto xl:justify-self-auto xl:text-left'

/** Tailwind's xl breakpoint, where the rows become table lines. */
export const WIDE_QUERY = '(min-width: 80rem)'
/** xl:h-16. */
export const ROW_HEIGHT_WIDE = 64
/** A phone card: five lines and padding, before measuring. */
export const ROW_HEIGHT_CARD = 164

/** Creation dates in the table: day, month and time, in the active language. */
export function dateFormat(): Intl.DateTimeFormat {
  return dateTimeFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
}
