import type { Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  followSafeTransaction,
  safeTxProgressOf,
  SafeTxDeadlineError,
  SafeTxFailedError,
  type SafeTxProgress,
} from './safe-tx-tracking'

const safeTxHash = `0x${'11'.repeat(32)}` as Hex
const txHash = `0x${'22'.repeat(32)}` as Hex

function details(txStatus: string, extra: Record<string, unknown> = {}) {
  return {
    txStatus,
    txHash: null,
    detailedExecutionInfo: { confirmationsSubmitted: 1, confirmationsRequired: 2 },
    ...extra,
  }
}

/** A lookup answering from a script, then repeating its last answer. */
function scripted(answers: (unknown | Error)[]) {
  let i = 0
  return vi.fn(async () => {
    const answer = answers[Math.min(i, answers.length - 1)]
    i += 1
    if (answer instanceof Error) throw answer
    return answer
  })
}

const noSleep = () => Promise.resolve()

describe('safeTxProgressOf', () => {
  it("reads the gateway's statuses, confirmations and chain transaction", () => {
    expect(safeTxProgressOf(safeTxHash, details('AWAITING_CONFIRMATIONS'))).toEqual({
      safeTxHash,
      status: 'awaitingConfirmations',
      confirmations: 1,
      threshold: 2,
      txHash: undefined,
    })
    expect(safeTxProgressOf(safeTxHash, details('SUCCESS', { txHash })).status).toBe('executed')
    expect(safeTxProgressOf(safeTxHash, details('CANCELLED')).status).toBe('cancelled')
  })

  it('does not call "executed" done before there is a chain transaction', () => {
    expect(safeTxProgressOf(safeTxHash, details('SUCCESS')).status).toBe('awaitingExecution')
  })

  it('refuses answers that are not transaction details', () => {
    expect(() => safeTxProgressOf(safeTxHash, null)).toThrow('nothing')
    expect(() => safeTxProgressOf(safeTxHash, { txStatus: 'DONE' })).toThrow('unknown status')
    expect(
      safeTxProgressOf(safeTxHash, { txStatus: 'SUCCESS', txHash: 'not a hash' }).txHash,
    ).toBeUndefined()
  })
})

describe('followSafeTransaction', () => {
  it('follows confirmations to execution and reports each change once', async () => {
    const lookup = scripted([
      details('AWAITING_CONFIRMATIONS'),
      details('AWAITING_CONFIRMATIONS'),
      details('AWAITING_EXECUTION', {
        detailedExecutionInfo: { confirmationsSubmitted: 2, confirmationsRequired: 2 },
      }),
      details('SUCCESS', {
        txHash,
        detailedExecutionInfo: { confirmationsSubmitted: 2, confirmationsRequired: 2 },
      }),
    ])
    const seen: SafeTxProgress[] = []
    const result = await followSafeTransaction({
      safeTxHash,
      lookup,
      onProgress: (p) => seen.push(p),
      sleep: noSleep,
    })
    expect(result).toMatchObject({ status: 'executed', txHash })
    expect(seen.map((p) => p.status)).toEqual([
      'awaitingConfirmations',
      'awaitingExecution',
      'executed',
    ])
    expect(lookup).toHaveBeenCalledTimes(4)
    expect(lookup).toHaveBeenCalledWith(safeTxHash)
  })

  it('retries lookups that fail (not indexed yet, host busy)', async () => {
    const lookup = scripted([
      new Error('Transaction not found'),
      new Error('busy'),
      details('SUCCESS', { txHash }),
    ])
    await expect(
      followSafeTransaction({ safeTxHash, lookup, sleep: noSleep }),
    ).resolves.toMatchObject({
      txHash,
    })
  })

  it('rejects when the Safe transaction failed or was cancelled', async () => {
    await expect(
      followSafeTransaction({
        safeTxHash,
        lookup: scripted([details('FAILED', { txHash })]),
        sleep: noSleep,
      }),
    ).rejects.toBeInstanceOf(SafeTxFailedError)
    await expect(
      followSafeTransaction({
        safeTxHash,
        lookup: scripted([details('CANCELLED')]),
        sleep: noSleep,
      }),
    ).rejects.toThrow('cancelled the transaction')
  })

  it('gives up at the deadline with the last progress, when owners never execute', async () => {
    let clock = 1_000
    const lookup = scripted([details('AWAITING_CONFIRMATIONS')])
    const error: unknown = await followSafeTransaction({
      safeTxHash,
      lookup,
      deadlineMs: 5_000,
      deadlineMessage: 'expired',
      now: () => clock,
      sleep: async (ms) => {
        clock += ms
      },
      intervalMs: 1_000,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SafeTxDeadlineError)
    expect((error as SafeTxDeadlineError).message).toBe('expired')
    expect((error as SafeTxDeadlineError).progress?.status).toBe('awaitingConfirmations')
    expect(lookup.mock.calls.length).toBe(5)
  })

  it('never calls anything but the lookup (no receipt wait on a Safe hash) and stops when aborted', async () => {
    const controller = new AbortController()
    const lookup = scripted([details('AWAITING_CONFIRMATIONS')])
    const following = followSafeTransaction({
      safeTxHash,
      lookup,
      signal: controller.signal,
      sleep: async () => {
        controller.abort()
      },
    })
    await expect(following).rejects.toThrow('Stopped following')
    expect(lookup).toHaveBeenCalledTimes(1)
  })
})
