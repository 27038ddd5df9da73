import { EthFlowAbi } from '@cowprotocol/sdk-common'
import { decodeFunctionData, type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import type { EthFlowOrderData } from '@batchswap/contract/protocol/eth-flow'
import { safeEthFlowEffects } from './safe-eth-flow'

const SAFE = '0xC8A41fd2109F6653ef6829fC043A932302125FB0'
const safeTxHash: Hex = `0x${'11'.repeat(32)}`
const txHash: Hex = `0x${'22'.repeat(32)}`
const order: EthFlowOrderData = {
  buyToken: sandboxDeployment.tokens[1]?.address ?? SAFE,
  receiver: SAFE,
  sellAmount: 10n ** 17n,
  buyAmount: 300_000_000n,
  appData: `0x${'ab'.repeat(32)}`,
  feeAmount: 0n,
  validTo: 2_000,
  partiallyFillable: false,
  quoteId: 9n,
}

function effects(answers: unknown[], now = () => 0) {
  const propose = vi.fn(async () => safeTxHash)
  const lookup = vi.fn(async () => answers.shift() ?? { txStatus: 'SUCCESS', txHash })
  const sent = safeEthFlowEffects(sandboxDeployment.ethFlow, {
    propose,
    lookup,
    now,
    sleep: async () => undefined,
  })
  return { sent, propose, lookup }
}

describe('a Safe selling ETH through eth-flow', () => {
  it('proposes createOrder with the ETH as one Safe transaction (the SDK ABI reads it)', async () => {
    const { sent, propose } = effects([])
    expect(await sent.createOrder(order, order.sellAmount)).toBe(safeTxHash)
    expect(propose).toHaveBeenCalledTimes(1)
    const [calls] = propose.mock.calls[0] as unknown as [{ to: Hex; value: string; data: Hex }[]]
    expect(calls).toHaveLength(1)
    expect(calls[0]?.to).toBe(sandboxDeployment.ethFlow)
    expect(calls[0]?.value).toBe('100000000000000000')
    const decoded = decodeFunctionData({ abi: EthFlowAbi, data: calls[0]?.data ?? '0x' })
    expect(decoded.functionName).toBe('createOrder')
    expect(decoded.args?.[0]).toMatchObject({ ...order })
  })

  it('waits for the owners by the Safe transaction hash, never a receipt', async () => {
    const { sent, lookup } = effects([
      { txStatus: 'AWAITING_CONFIRMATIONS', txHash: null },
      { txStatus: 'AWAITING_EXECUTION', txHash: null },
      { txStatus: 'SUCCESS', txHash },
    ])
    await sent.createOrder(order, order.sellAmount)
    expect(await sent.waitForTransaction(safeTxHash)).toBe('success')
    expect(lookup).toHaveBeenCalledTimes(3)
    expect(lookup).toHaveBeenCalledWith(safeTxHash)
  })

  it('a failed or cancelled Safe transaction sent no ETH; past the deadline it says so', async () => {
    const failed = effects([{ txStatus: 'CANCELLED', txHash: null }])
    await failed.sent.createOrder(order, order.sellAmount)
    expect(await failed.sent.waitForTransaction(safeTxHash)).toBe('reverted')

    const late = effects(
      Array.from({ length: 5 }, () => ({ txStatus: 'AWAITING_CONFIRMATIONS', txHash: null })),
      () => order.validTo * 1000,
    )
    await late.sent.createOrder(order, order.sellAmount)
    await expect(late.sent.waitForTransaction(safeTxHash)).rejects.toThrow(/no ETH was sent/)
  })
})
