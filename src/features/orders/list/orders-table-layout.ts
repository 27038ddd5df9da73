/**
 * The orders table's grid: one line per order from md up, a small card below, and the row
 * heights the virtualiser starts from. Shared by the header row and the body rows.
 */
/** md and up: one line per order. */
export const GRID =
  'md:grid-cols-[1.5rem_minmax(6.5rem,1fr)_minmax(8rem,1.2fr)_4.5rem_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(5rem,0.8fr)_minmax(7rem,1fr)_7rem_2rem] md:items-center md:gap-x-3'
/** Below md: a small card on a 4-column grid (checkbox, two halves, chevron). */
export const CARD =
  'grid grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,1fr)_2rem] items-center gap-x-3 gap-y-1'
/** Resets a card placement at md, where every cell takes the next column. */
export const AT_MD = 'md:col-auto md:row-auto md:justify-self-auto md:text-left'

/** Tailwind's md breakpoint, where the rows become table lines. */
export const WIDE_QUERY = '(min-width: 48rem)'
/** md:h-16. */
export const ROW_HEIGHT_WIDE = 64
/** A phone card: five lines and padding, before measuring. */
export const ROW_HEIGHT_CARD = 164

/** Creation dates in the table: day, month and time, in the reader's locale. */
export const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
