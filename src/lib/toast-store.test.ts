import { beforeEach, describe, expect, it } from 'vitest'
import { keccak256, toHex } from 'viem'
import { defaultDuration, toast, useToastStore } from './toast-store'
import { startTransactionToast, transactionUrl } from './transaction-toast'

const hash = keccak256(toHex('tx'))
const current = () => useToastStore.getState().toasts

beforeEach(() => useToastStore.getState().clear())

describe('toast store', () => {
  it('shows, updates in place and dismisses', () => {
    const id = toast.show({ tone: 'info', title: 'Hello' })
    expect(current()).toHaveLength(1)
    expect(current()[0]).toMatchObject({ id, title: 'Hello', durationMs: defaultDuration('info') })
    toast.update(id, { tone: 'error', title: 'Oops' })
    expect(current()[0]).toMatchObject({ id, tone: 'error', revision: 1 })
    expect(current()[0]?.durationMs).toBe(defaultDuration('error'))
    toast.dismiss(id)
    expect(current()).toEqual([])
  })

  it('keeps at most four toasts, dropping the oldest', () => {
    for (let i = 0; i < 6; i++) toast.show({ tone: 'info', title: `t${i}` })
    expect(current().map((t) => t.title)).toEqual(['t2', 't3', 't4', 't5'])
  })

  it('progress toasts stay until they change', () => {
    expect(defaultDuration('progress')).toBeNull()
    expect(defaultDuration('success')).toBeGreaterThan(0)
  })
})

describe('transaction toast', () => {
  it('follows one transaction through its lifecycle in a single toast', () => {
    const tx = startTransactionToast({ title: 'Approve USDC', chainId: 1 })
    expect(current()).toHaveLength(1)
    expect(current()[0]).toMatchObject({
      tone: 'progress',
      description: 'Confirm the transaction in your wallet.',
    })

    tx.pending(hash)
    expect(current()[0]).toMatchObject({
      tone: 'progress',
      title: 'Approve USDC: pending',
      link: { href: `https://etherscan.io/tx/${hash}`, label: 'View on explorer' },
    })

    tx.confirmed(hash)
    expect(current()).toHaveLength(1)
    expect(current()[0]).toMatchObject({ tone: 'success', title: 'Approve USDC: confirmed' })
  })

  it('reports a revert and a rejection', () => {
    const reverted = startTransactionToast({ title: 'Wrap', chainId: 100 })
    reverted.reverted(hash)
    expect(current()[0]).toMatchObject({ tone: 'error', title: 'Wrap: reverted' })
    expect(current()[0]?.link?.href).toBe(`https://gnosisscan.io/tx/${hash}`)

    const rejected = startTransactionToast({ title: 'Approve', chainId: 31337 })
    rejected.rejected()
    expect(current()[1]).toMatchObject({
      tone: 'info',
      title: 'Approve: cancelled',
      durationMs: 4_000,
    })
  })

  it('has no explorer link on the sandbox', () => {
    expect(transactionUrl(31337, hash)).toBeUndefined()
    const tx = startTransactionToast({ title: 'Approve', chainId: 31337 })
    tx.pending(hash)
    expect(current()[0]?.link).toBeUndefined()
    expect(current()[0]?.description).toMatch(/^Transaction 0x/)
  })
})
