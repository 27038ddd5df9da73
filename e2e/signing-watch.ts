/**
 * What the exactly-once journeys (a lost answer to an order POST or a cancellation DELETE)
 * compare: the signatures the app sent and how often it asked the wallet to sign typed
 * data, seen from the page.
 */
import type { Page, Request } from '@playwright/test'
import { expect } from './fixtures'

export interface SignedRequests {
  /** The `signature` of every matching request the page sent, in order. */
  signatures: string[]
  /** How many eth_signTypedData_v4 requests the page sent to the wallet. */
  signingRequests(): number
}

/** Watches the page's `method` requests to a path matching `path` (an order POST, a DELETE). */
export function watchSignedRequests(page: Page, method: string, path: RegExp): SignedRequests {
  const signatures: string[] = []
  let signingRequests = 0
  page.on('request', (request: Request) => {
    const body = request.postData() ?? ''
    if (request.method() === method && path.test(new URL(request.url()).pathname)) {
      signatures.push((JSON.parse(body) as { signature?: string }).signature ?? '')
    }
    if (body.includes('eth_signTypedData_v4')) signingRequests += 1
  })
  return { signatures, signingRequests: () => signingRequests }
}

/** The wallet was asked to sign once, and every request sent carried that one signature. */
export function expectSignedOnce(watched: SignedRequests): void {
  expect(watched.signingRequests()).toBe(1)
  expect(new Set(watched.signatures).size).toBe(1)
}
