/**
 * Every wire schema, as one module: what ./wire-loader loads lazily and the fetch wrapper
 * hands to a request's schema pick (`(wire) => wire.quoteResponseSchema`). Code that imports
 * a schema statically imports it from its subject's file (wire-orders, wire-quote, …); this
 * aggregate exists only for that lazy pick and goes with it.
 */
export * from './wire-primitives'
export * from './wire-errors'
export * from './wire-quote'
export * from './wire-orders'
export * from './wire-competition'
export * from './wire-token-data'
export * from './wire-notifications'
export * from './wire-service-info'
export * from './wire-trades'
