/**
 * wagmi's actions a cancellation needs, as a module of their own for use-cancel-flow.ts
 * to load at the first cancellation: a dynamic `import('wagmi/actions')` would take the
 * whole barrel (some 54 KB gzip) into a chunk that other pages then load too.
 */
export { sendTransaction, signMessage, signTypedData } from 'wagmi/actions'
