/**
 * The wire schemas and zod (./wire), loaded lazily: not part of the first view. The fetch
 * wrapper (./http) loads them alongside each request's fetch and awaits them once the answer
 * is there; `run` and the trader's first touch (src/main.tsx) warm them up.
 *
 * A failed load is forgotten, so the next request tries again.
 */
import { loadOnce, type LoadOnce } from '@/lib/load-once'
import type * as Wire from './wire'

/** The wire module: every schema the services' answers are checked against. */
export type WireSchemas = typeof Wire

export const loadWireSchemas: LoadOnce<WireSchemas> = loadOnce(() => import('./wire'))
