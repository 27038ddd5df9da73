import { EthFlowAbi } from '@cowprotocol/sdk-common'
import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxOrder, TRADER } from '@/api/test-fixtures'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import { ethFlowCowOrder, type EthFlowOrderData } from '@batchswap/contract/protocol/eth-flow'
import { ethFlowOrderUid } from '@batchswap/contract/protocol/eth-flow-order'
import { invalidationCall } from './invalidation-call'

const contracts = { settlement: sandboxDeployment.settlement, ethFlow: sandboxDeployment.ethFlow }
const wrapped = {
  ethFlow: sandboxDeployment.ethFlow,
  wrappedNative: sandboxDeployment.wrappedNativeToken,
}
const domain = getDomainFor(sandboxDeployment.chainId, 'production')

/** An eth-flow order as the service serves it, from what the trader sent to createOrder. */
function servedEthFlowOrder(sent: EthFlowOrderData) {
  const cow = ethFlowCowOrder(sent, sandboxDeployment.wrappedNativeToken)
  return sandboxOrder({
    sellToken: cow.sellToken,
    buyToken: cow.buyToken,
    receiver: cow.receiver,
    sellAmount: cow.sellAmount.toString(),
    buyAmount: cow.buyAmount.toString(),
    validTo: cow.validTo,
    appData: cow.appData,
    feeAmount: '0',
    signingScheme: 'eip1271',
    owner: sandboxDeployment.ethFlow,
    uid: ethFlowOrderUid(domain, sent, wrapped),
    onchainUser: TRADER,
    ethflowData: { userValidTo: sent.validTo, refundTxHash: null },
    quoteId: 7,
  })
}

describe('invalidationCall', () => {
  const sent: EthFlowOrderData = {
    buyToken: sandboxDeployment.tokens[1]?.address ?? TRADER,
    receiver: TRADER,
    sellAmount: 2n * 10n ** 17n,
    buyAmount: 590_000_000n,
    appData: `0x${'ab'.repeat(32)}`,
    feeAmount: 0n,
    validTo: 1_900_000_000,
    partiallyFillable: false,
    quoteId: 7n,
  }

  it("cancels an eth-flow order at the flow contract with the order it was created with (the SDK's ABI)", () => {
    const order = servedEthFlowOrder(sent)
    const call = invalidationCall(order, contracts)
    expect(call.to).toBe(sandboxDeployment.ethFlow)
    const decoded = decodeFunctionData({ abi: EthFlowAbi, data: call.data })
    expect(decoded.functionName).toBe('invalidateOrder')
    const [data] = decoded.args as unknown as [EthFlowOrderData]
    expect(data).toMatchObject({ ...sent, receiver: TRADER })
    // The contract finds the order by the CoW order's hash: the same UID as the served order.
    expect(ethFlowOrderUid(domain, data, wrapped)).toBe(order.uid)
  })

  it('cancels any other on-chain order at the settlement, by UID', () => {
    const order = sandboxOrder({ signingScheme: 'presign', status: 'presignaturePending' })
    const call = invalidationCall(order, contracts)
    expect(call.to).toBe(sandboxDeployment.settlement)
    const decoded = decodeFunctionData({
      abi: parseAbi(['function invalidateOrder(bytes orderUid)']),
      data: call.data,
    })
    expect(decoded.args[0]).toBe(order.uid)
  })

  it('refuses an eth-flow order on a network without the contract', () => {
    const order = servedEthFlowOrder(sent)
    expect(() => invalidationCall(order, { settlement: contracts.settlement })).toThrow(
      /no eth-flow contract/,
    )
  })
})
