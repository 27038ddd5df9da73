import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { Order } from '@/api/types'
import { isTransientWriteFailure as isTransientCancelFailure } from '@/api/write-verdict'
import { cancellationApplied, cancellationKey, classifyCancelFailure } from './cancel-outcome'

const A = `0x${'aa'.repeat(56)}` as const
const B = `0x${'bb'.repeat(56)}` as const
const orderbook = (errorType: string, status: number) =>
  new ApiError({ type: 'orderbook', errorType, description: '', status })

describe('classifyCancelFailure', () => {
  it('a lost answer is unknown, a refusal is not cancelled, AlreadyCancelled is cancelled', () => {
    expect(classifyCancelFailure(new ApiError({ type: 'http', status: 500 }))).toBe('unknown')
    expect(classifyCancelFailure(new ApiError({ type: 'network', message: 'reset' }))).toBe(
      'unknown',
    )
    expect(classifyCancelFailure(new ApiError({ type: 'timeout', timeoutMs: 1 }))).toBe('unknown')
    expect(classifyCancelFailure(new ApiError({ type: 'invalidResponse', issues: [] }))).toBe(
      'unknown',
    )
    expect(classifyCancelFailure(orderbook('AlreadyCancelled', 400))).toBe('cancelled')
    expect(classifyCancelFailure(orderbook('OrderFullyExecuted', 400))).toBe('notCancelled')
    expect(classifyCancelFailure(orderbook('InvalidSignature', 400))).toBe('notCancelled')
    expect(classifyCancelFailure(orderbook('RateLimited', 429))).toBe('notCancelled')
  })

  it('a refusal after an attempt whose fate is unknown is unknown: look the orders up', () => {
    const afterLost = (error: ApiError) => Object.assign(error, { earlierAttemptUnknown: true })
    expect(classifyCancelFailure(afterLost(orderbook('OrderFullyExecuted', 400)))).toBe('unknown')
    expect(classifyCancelFailure(afterLost(orderbook('RateLimited', 429)))).toBe('unknown')
    expect(classifyCancelFailure(afterLost(orderbook('AlreadyCancelled', 400)))).toBe('cancelled')
  })

  it('keeps the signature for passing failures only', () => {
    expect(isTransientCancelFailure(orderbook('RateLimited', 429))).toBe(true)
    expect(isTransientCancelFailure(new ApiError({ type: 'network', message: 'x' }))).toBe(true)
    expect(isTransientCancelFailure(orderbook('OrderFullyExecuted', 400))).toBe(false)
  })
})

describe('cancellationApplied', () => {
  const found = (entries: [string, Pick<Order, 'status' | 'invalidated'>][]) => new Map(entries)

  it('one cancelled order of the batch means the batch was applied', () => {
    const map = found([
      [A.toLowerCase(), { status: 'cancelled', invalidated: true }],
      [B.toLowerCase(), { status: 'fulfilled', invalidated: false }],
    ])
    expect(cancellationApplied(map, [A, B])).toBe(true)
  })

  it('open orders, or orders the service does not know, were not cancelled', () => {
    const map = found([[A.toLowerCase(), { status: 'open', invalidated: false }]])
    expect(cancellationApplied(map, [A, B])).toBe(false)
    expect(cancellationApplied(new Map(), [A])).toBe(false)
  })

  it('an invalidated order counts even before its status says cancelled', () => {
    const map = found([[A.toLowerCase(), { status: 'open', invalidated: true }]])
    expect(cancellationApplied(map, [A.toUpperCase().replace('0X', '0x')])).toBe(true)
  })
})

describe('cancellationKey', () => {
  it('is the set of orders, whatever the order and case', () => {
    expect(cancellationKey([A, B])).toBe(cancellationKey([B.toUpperCase(), A, A]))
    expect(cancellationKey([A])).not.toBe(cancellationKey([A, B]))
  })
})
