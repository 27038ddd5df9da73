/**
 * Arrange steps of the eth-flow journeys: an eth-flow order placed on chain as a trader's
 * wallet would (a quote asked as an on-chain eip1271 order, then `createOrder` with the ETH,
 * sent from the unlocked dev account through the sandbox's EthFlow contract), the service's
 * refunder run on demand, and anvil's automine switched off and on to hold a transaction
 * between sending and mining.
 */
import { expect } from '@playwright/test'
import { parseEther, type Address, type Hex } from 'viem'
import { getOrder, getQuote, orderExists } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import type { EthFlowOrderData } from '@batchswap/contract/protocol/eth-flow'
import {
  ethFlowOrderDataOf,
  ethFlowOrderFromQuote,
  ethFlowOrderUid,
  ethFlowValue,
} from '@batchswap/contract/protocol/eth-flow-order'
import { ethFlowAbi } from '../sandbox/chain/abis'
import { APP_DATA, apiContext } from './arrange'
import type { SandboxFixture } from './fixtures'

export interface EthFlowSeed {
  trader: Address
  /** The token bought, by symbol. */
  buy: string
  /** ETH sold, as typed ("0.1"). */
  sellEth: string
  /** The trader's deadline, in seconds from the chain's now. */
  validFor: number
  /** Asks ten times the quoted amount: no solver can fill it. */
  unfillable?: boolean
}

export interface PlacedEthFlowOrder {
  uid: Hex
  txHash: Hex
  /** What the createOrder transaction cost in gas (wei). */
  gasCost: bigint
  /** The ETH sent with it. */
  value: bigint
  userValidTo: number
}

/** The chain's now, in seconds: never behind the wall clock the app reads. */
async function chainNow(sandbox: SandboxFixture): Promise<number> {
  const block = await sandbox.publicClient.getBlock({ blockTag: 'latest' })
  return Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp))
}

/** An eth-flow order quoted for a trader, ready for its createOrder transaction. */
export interface QuotedEthFlowOrder {
  order: EthFlowOrderData
  uid: Hex
  /** The ETH to send with createOrder. */
  value: bigint
  userValidTo: number
}

/** Quotes an eth-flow order for `seed.trader` (an account or a Safe), as a wallet would. */
export async function quoteEthFlowOrder(
  sandbox: SandboxFixture,
  seed: EthFlowSeed,
): Promise<QuotedEthFlowOrder> {
  const wrappedNative = sandboxDeployment.wrappedNativeToken
  const { data: quote } = await getQuote(apiContext(sandbox), {
    sellToken: wrappedNative,
    buyToken: sandbox.token(seed.buy).address,
    from: seed.trader,
    kind: 'sell',
    sellAmountBeforeFee: parseEther(seed.sellEth),
    signingScheme: 'eip1271',
    onchainOrder: true,
    priceQuality: 'optimal',
  })
  const userValidTo = (await chainNow(sandbox)) + seed.validFor
  const order = ethFlowOrderFromQuote({
    quote,
    slippageBps: 50,
    validTo: userValidTo,
    appDataHash: appDataHash(APP_DATA),
    owner: seed.trader,
    quoteId: quote.id,
  })
  if (seed.unfillable) order.buyAmount *= 10n
  const uid = ethFlowOrderUid(getDomainFor(sandboxDeployment.chainId, 'production'), order, {
    ethFlow: sandboxDeployment.ethFlow,
    wrappedNative,
  })
  return { order, uid, value: ethFlowValue(order), userValidTo }
}

/** Waits until the service has indexed the eth-flow order from the chain. */
export async function waitUntilIndexed(sandbox: SandboxFixture, uid: Hex): Promise<void> {
  await expect
    .poll(() => orderExists(apiContext(sandbox), uid), {
      timeout: 20_000,
      message: 'the service indexes it',
    })
    .toBe(true)
}

/**
 * Quotes and creates an eth-flow order from a dev account, then waits until the service has
 * indexed it from the chain.
 */
export async function placeEthFlowOrder(
  sandbox: SandboxFixture,
  seed: EthFlowSeed,
): Promise<PlacedEthFlowOrder> {
  const { order, uid, value, userValidTo } = await quoteEthFlowOrder(sandbox, seed)
  const txHash = await sandbox.walletClient.writeContract({
    account: seed.trader,
    address: sandboxDeployment.ethFlow,
    abi: ethFlowAbi,
    functionName: 'createOrder',
    args: [order],
    value,
  })
  const receipt = await sandbox.publicClient.waitForTransactionReceipt({
    hash: txHash,
    timeout: 30_000,
  })
  expect(receipt.status).toBe('success')
  await waitUntilIndexed(sandbox, uid)
  return { uid, txHash, gasCost: receipt.gasUsed * receipt.effectiveGasPrice, value, userValidTo }
}

/** POST /sandbox/dev/run_refunds: one refund round now; answers what it refunded and how. */
export async function runRefunds(
  sandbox: Pick<SandboxFixture, 'apiUrl'>,
): Promise<{ uids: Hex[]; txHash?: Hex }> {
  const response = await fetch(`${sandbox.apiUrl.replace(/\/+$/, '')}/sandbox/dev/run_refunds`, {
    method: 'POST',
  })
  expect(response.ok).toBe(true)
  const body = (await response.json()) as { uids: Hex[]; txHash?: Hex; error?: string }
  expect(body.error).toBeUndefined()
  return body
}

/** One JSON-RPC call to the sandbox's anvil (its dev methods: evm_mine, evm_increaseTime, ...). */
export async function anvil(
  sandbox: Pick<SandboxFixture, 'rpcUrl'>,
  method: string,
  params: unknown[],
): Promise<void> {
  const response = await fetch(sandbox.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/**
 * Runs `step` with anvil's automine off, so a transaction sent meanwhile waits in the pool;
 * mining resumes (and the pool is mined) afterwards, also when the step fails.
 */
export async function withMiningPaused<T>(
  sandbox: Pick<SandboxFixture, 'rpcUrl'>,
  step: () => Promise<T>,
): Promise<T> {
  await anvil(sandbox, 'evm_setAutomine', [false])
  try {
    return await step()
  } finally {
    await anvil(sandbox, 'evm_setAutomine', [true])
    await anvil(sandbox, 'evm_mine', [])
  }
}

/**
 * The eth-flow events the chain holds for `uid`: the transaction of its OrderInvalidation (the
 * trader's cancellation) and of its OrderRefund (an expired order's refund), when there is one.
 */
export async function ethFlowEventsOf(
  sandbox: Pick<SandboxFixture, 'publicClient'>,
  uid: Hex,
): Promise<{ invalidation?: Hex; refund?: Hex }> {
  const logs = await sandbox.publicClient.getContractEvents({
    address: sandboxDeployment.ethFlow,
    abi: ethFlowAbi,
    fromBlock: 0n,
  })
  const of = (name: 'OrderInvalidation' | 'OrderRefund') =>
    logs.find(
      (l) =>
        l.eventName === name &&
        'orderUid' in l.args &&
        String(l.args.orderUid).toLowerCase() === uid.toLowerCase(),
    )?.transactionHash ?? undefined
  return { invalidation: of('OrderInvalidation'), refund: of('OrderRefund') }
}

/**
 * The trader cancels their eth-flow order on chain as from another tab or device: the flow
 * contract's `invalidateOrder`, sent from the trader's dev account; answers its transaction.
 */
export async function invalidateEthFlowOrder(
  sandbox: SandboxFixture,
  trader: Address,
  uid: Hex,
): Promise<Hex> {
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  const hash = await sandbox.walletClient.writeContract({
    account: trader,
    address: sandboxDeployment.ethFlow,
    abi: ethFlowAbi,
    functionName: 'invalidateOrder',
    args: [ethFlowOrderDataOf(order, order.ethflowData?.userValidTo ?? 0)],
  })
  const receipt = await sandbox.publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 })
  expect(receipt.status).toBe('success')
  return hash
}
