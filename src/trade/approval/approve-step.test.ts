import { describe, expect, it, vi } from 'vitest'
import { maxUint256, type Address } from 'viem'
import { SANDBOX_USDC as USDC, TRADER } from '@/api/test-fixtures'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import type { PermitDomainInfo } from '@batchswap/contract/protocol/permit'
import type { ApprovalParams } from '../embedding'
import { tradeReducer, type TradeEvent, type TradeFlow } from '../placement/trade-machine'
import { runApproval, type ApproveStep } from './approve-step'
import { permitDomainFor } from './use-permit'
import type { PermitInfo } from './permit-info'

const SPENDER: Address = sandboxDeployment.vaultRelayer
const DOMAIN: PermitDomainInfo = {
  name: 'USD Coin',
  version: '1',
  chainId: sandboxDeployment.chainId,
  verifyingContract: USDC.address,
}

/** The step with fakes for the wallet, and the flow it leaves the trade machine in. */
function setup(overrides: Partial<ApproveStep> = {}) {
  let flow: TradeFlow = { phase: 'editing' }
  const events: TradeEvent[] = []
  const signPermit = vi.fn(async () => {})
  const sendTransaction = vi.fn(async () => {})
  const step: ApproveStep = {
    chainId: sandboxDeployment.chainId,
    token: USDC,
    required: 250_000_000n,
    amount: 'exact',
    exactOnly: false,
    owner: TRADER,
    spender: SPENDER,
    permitDomain: undefined,
    dispatch: (event) => {
      events.push(event)
      flow = tradeReducer(flow, event)
    },
    signPermit,
    sendTransaction,
    ...overrides,
  }
  return { step, events, signPermit, sendTransaction, flow: () => flow }
}

describe('runApproval and the host’s onBeforeApproval', () => {
  it('asks the host first, with what is about to be approved', async () => {
    const asked: ApprovalParams[] = []
    const beforeApproval = vi.fn(async (approval: ApprovalParams) => {
      asked.push(approval)
      return true
    })
    const t = setup({ beforeApproval, amount: 'unlimited' })
    expect(await runApproval(t.step)).toBe('transaction')
    expect(asked).toEqual([
      {
        chainId: sandboxDeployment.chainId,
        token: USDC,
        amount: maxUint256,
        owner: TRADER,
        spender: SPENDER,
      },
    ])
    expect(t.sendTransaction).toHaveBeenCalledWith(maxUint256)
  })

  it('a no stops the approval: nothing is asked of the wallet, the form says why', async () => {
    const t = setup({ beforeApproval: async () => false, permitDomain: DOMAIN })
    expect(await runApproval(t.step)).toBe('refusedByHost')
    expect(t.sendTransaction).not.toHaveBeenCalled()
    expect(t.signPermit).not.toHaveBeenCalled()
    expect(t.events.map((e) => e.type)).toEqual(['approve', 'approvalRefusedByHost'])
    expect(t.flow()).toEqual({ phase: 'editing', notice: 'approvalRefusedByHost' })
  })

  it('a failed answer (the host threw, or its hook timed out) counts as a no', async () => {
    const t = setup({ beforeApproval: () => Promise.reject(new Error('host gone')) })
    expect(await runApproval(t.step)).toBe('refusedByHost')
    expect(t.sendTransaction).not.toHaveBeenCalled()
    expect(t.flow()).toEqual({ phase: 'editing', notice: 'approvalRefusedByHost' })
  })

  it('without a host hook, goes on: the exact amount when the embedding allows no unlimited', async () => {
    const t = setup({ amount: 'unlimited', exactOnly: true })
    expect(await runApproval(t.step)).toBe('transaction')
    expect(t.sendTransaction).toHaveBeenCalledWith(250_000_000n)
    expect(t.flow()).toEqual({ phase: 'approving', stage: 'wallet' })
  })

  it('a permit token is approved by signature; none without a domain', async () => {
    const permit = setup({ permitDomain: DOMAIN })
    expect(await runApproval(permit.step)).toBe('permit')
    expect(permit.signPermit).toHaveBeenCalledWith(DOMAIN, 250_000_000n)
    expect(permit.sendTransaction).not.toHaveBeenCalled()
  })
})

describe('permitDomainFor (disableEIP2612Permits)', () => {
  const info: PermitInfo = {
    type: 'eip-2612',
    domain: DOMAIN,
    quoteHook: { target: USDC.address, callData: '0x', gasLimit: '80000' },
    quoteAppData: '{}',
  }

  it('approves a permit token by signature unless the embedding disables permits', async () => {
    expect(permitDomainFor(info, false)).toEqual(DOMAIN)
    expect(permitDomainFor({ type: 'unsupported' }, false)).toBeUndefined()
    expect(permitDomainFor(undefined, false)).toBeUndefined()
    // Disabled: the same permit token gets the approval transaction, as CoW Swap does.
    expect(permitDomainFor(info, true)).toBeUndefined()
    const t = setup({ permitDomain: permitDomainFor(info, true) })
    expect(await runApproval(t.step)).toBe('transaction')
    expect(t.signPermit).not.toHaveBeenCalled()
    expect(t.sendTransaction).toHaveBeenCalledOnce()
  })
})
