import type { Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import awaitingConfirmations from './fixtures/safe-gateway-tx-details.awaiting-confirmations.json'
import {
  followSafeTransaction,
  safeTxProgressOf,
  SafeTxDeadlineError,
  SafeTxFailedError,
  type SafeTxProgress,
} from './safe-tx-tracking'

const safeTxHash = `0x${'11'.repeat(32)}` as Hex
const txHash = `0x${'22'.repeat(32)}` as Hex

/** A MULTISIG execution as the gateway lists it: the signers in `confirmations`, no count. */
function multisig(signed: number, required = 2) {
  return {
    type: 'MULTISIG',
    confirmationsRequired: required,
    confirmations: Array.from({ length: signed }, (_, i) => ({
      signer: { value: `0x${String(i + 1).repeat(40)}` },
      signature: `0x${'ab'.repeat(65)}`,
      submittedAt: 1_732_097_400_000 + i,
    })),
  }
}

function details(txStatus: string, extra: Record<string, unknown> = {}) {
  return {
    txStatus,
    txHash: null,
    detailedExecutionInfo: multisig(1),
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

  describe('a recorded-shape gateway TransactionDetails', () => {
    const hash = awaitingConfirmations.detailedExecutionInfo.safeTxHash as Hex

    it('counts the confirmations list against confirmationsRequired (1 of 2)', () => {
      expect(awaitingConfirmations.detailedExecutionInfo).not.toHaveProperty(
        'confirmationsSubmitted',
      )
      expect(safeTxProgressOf(hash, awaitingConfirmations)).toEqual({
        safeTxHash: hash,
        status: 'awaitingConfirmations',
        confirmations: 1,
        threshold: 2,
        txHash: undefined,
      })
    })

    it('reads the same transaction once the second owner signed and executed it', () => {
      const info = awaitingConfirmations.detailedExecutionInfo
      const executed = {
        ...awaitingConfirmations,
        txStatus: 'SUCCESS',
        executedAt: 1_732_097_460_000,
        txHash,
        detailedExecutionInfo: {
          ...info,
          executor: info.signers[1],
          confirmations: [
            ...info.confirmations,
            { signer: info.signers[1], signature: `0x${'cd'.repeat(65)}`, submittedAt: 1 },
          ],
        },
      }
      expect(safeTxProgressOf(hash, executed)).toMatchObject({
        status: 'executed',
        confirmations: 2,
        threshold: 2,
        txHash,
      })
    })

    it('has no counts for a MODULE execution, nor from a made-up confirmationsSubmitted', () => {
      const moduleTx = {
        ...awaitingConfirmations,
        txStatus: 'SUCCESS',
        txHash,
        detailedExecutionInfo: { type: 'MODULE', address: { value: `0x${'44'.repeat(20)}` } },
      }
      expect(safeTxProgressOf(hash, moduleTx)).toMatchObject({
        status: 'executed',
        confirmations: undefined,
        threshold: undefined,
      })
      const summaryLike = {
        txStatus: 'AWAITING_CONFIRMATIONS',
        detailedExecutionInfo: { confirmationsSubmitted: 1, confirmationsRequired: 2 },
      }
      expect(safeTxProgressOf(hash, summaryLike).confirmations).toBeUndefined()
    })

    it('reads a malformed confirmations list without crashing', () => {
      const odd = (confirmations: unknown) => ({
        txStatus: 'AWAITING_CONFIRMATIONS',
        detailedExecutionInfo: { confirmationsRequired: -1, confirmations },
      })
      expect(safeTxProgressOf(hash, odd('3'))).toMatchObject({
        confirmations: undefined,
        threshold: undefined,
      })
      expect(safeTxProgressOf(hash, odd([null, 7, { signer: {} }])).confirmations).toBe(1)
      expect(
        safeTxProgressOf(hash, { txStatus: 'AWAITING_EXECUTION', detailedExecutionInfo: null }),
      ).toMatchObject({ status: 'awaitingExecution', confirmations: undefined })
    })
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
        detailedExecutionInfo: multisig(2),
      }),
      details('SUCCESS', {
        txHash,
        detailedExecutionInfo: multisig(2),
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
