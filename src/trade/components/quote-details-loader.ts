import { loadOnce } from '@/lib/load-once'

/**
 * The quote's details (its chunk is not part of the first view): fetched once the swap page
 * is up, or before a shared link's first render (src/main.tsx), so that they are drawn with
 * the quote, not a moment after it below a button that would then move.
 */
export const loadQuoteDetails = loadOnce(() => import('./quote-details'))
