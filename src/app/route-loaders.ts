/**
 * Route loaders: what a page asks the server for before React has rendered it, with the very
 * query options the page then reads, so the page finds its request in flight (as a router's
 * loader does). Run as this module is evaluated: src/main.tsx imports it last, so the request
 * leaves as the entry's evaluation ends, before React renders. (Imported first, it left some
 * 70 ms sooner on the mobile preset, but moving its modules ahead of React's in the one entry
 * chunk cost 1.1 KB gzip of the 250 KB budget.)
 *
 * Only a shared swap link has one, its quote: on a phone the page's first render ends about a
 * second after the entry has arrived, and the quote's round trip waited for it.
 */
import { prefetchSwapLinkQuote } from '@/features/swap/swap-link-quote'
import { queryClient } from './query-client'

prefetchSwapLinkQuote(queryClient, window.location.hash)
