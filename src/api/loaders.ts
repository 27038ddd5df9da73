/**
 * The API's two lazily loaded chunks. Neither is part of the first view: the page draws,
 * hydrates and answers input first; they load at the trader's first touch (src/main.tsx)
 * or with the first request, whichever comes first.
 *
 * - `loadEndpoints`: the endpoint functions, the fetch wrapper, rate limits and the retry
 *   loop (./endpoints). `run` loads it for every query and mutation, and starts the wire
 *   schemas with it.
 * - `loadWireSchemas`: the wire schemas and zod (./wire). The fetch wrapper also loads it
 *   alongside each request's fetch and awaits it once the answer is there.
 *
 * A failed load is forgotten, so the next request tries again.
 */
import { loadOnce } from '@/lib/load-once'
import type * as EndpointsModule from './endpoints'
import type * as Wire from './wire'

/** Every endpoint function (see ./endpoints). */
export type Endpoints = typeof EndpointsModule

/** The wire module: every schema the services' answers are checked against. */
export type WireSchemas = typeof Wire

export const loadEndpoints: () => Promise<Endpoints> = loadOnce(() => import('./endpoints'))

export const loadWireSchemas: () => Promise<WireSchemas> = loadOnce(() => import('./wire'))
