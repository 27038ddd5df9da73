/**
 * The endpoints chunk, loaded lazily. It is not part of the first view: the page draws,
 * hydrates and answers input first; it loads at the trader's first touch (src/main.tsx) or
 * with the first request, whichever comes first.
 *
 * `loadEndpoints`: the endpoint functions, the fetch wrapper, rate limits and the retry loop
 * (./endpoints). `run` (src/api/queries/query-utils.ts) loads it for every query and mutation,
 * and starts the wire schemas (./wire-loader) with it. The fetch wrapper does not import this
 * module, so the endpoints and their loader form no import circle.
 *
 * A failed load is forgotten, so the next request tries again.
 */
import { loadOnce, type LoadOnce } from '@/lib/load-once'
import type * as EndpointsModule from './endpoints'

/** Every endpoint function (see ./endpoints). */
export type Endpoints = typeof EndpointsModule

export const loadEndpoints: LoadOnce<Endpoints> = loadOnce(() => import('./endpoints'))
