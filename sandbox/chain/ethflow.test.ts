/**
 * The sandbox's eth-flow contract and wrapped ether, driven through the ABI the CoW SDK
 * publishes for CoWSwapEthFlow (`@cowprotocol/sdk-common` EthFlowAbi: createOrder,
 * invalidateOrder, orders); what that ABI lacks (events, isValidSignature, wrapAll, the
 * batch refund) through ours, which abis.test.ts checks against the compiled contract.
 */
import { EthFlowAbi as sdkEthFlowAbi } from '@cowprotocol/sdk-common'
import {
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  http,
  isAddressEqual,
  parseEther,
  parseEventLogs,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { getDomain } from '@batchswap/contract/protocol/domain'
import {
  ethFlowCowOrder,
  decodeEthFlowPlacementData,
  type EthFlowOrderData,
} from '@batchswap/contract/protocol/eth-flow'
import { hashOrder } from '@batchswap/contract/protocol/order'
import { packOrderUid } from '@batchswap/contract/protocol/uid'
import { erc20Abi, ethFlowAbi, wethAbi } from './abis'
import { mined, startTestChain, type TestChain } from './test-chain'

const { ethFlow, wrappedNativeToken: weth, settlement, traders } = sandboxDeployment
const trader = traders[0] as Address
const stranger = traders[1] as Address
const usdc = sandboxDeployment.tokens.find((t) => t.symbol === 'USDC')?.address ?? trader
const MAGIC = '0x1626ba7e'
/** topic0 of the real contract's events, as cowprotocol/services filters its logs by them. */
const ORDER_INVALIDATION_TOPIC =
  '0xb8bad102ac8bbacfef31ff1c906ec6d951c230b4dce750bb0376b812ad35852a'
const ORDER_REFUND_TOPIC = '0x195271068a288191e4b265c641a56b9832919f69e9e7d6c2f31ba40278aeb85a'
const domain = getDomain(sandboxDeployment.chainId, settlement)

let chain: TestChain
let clients: TestChain['clients']

beforeAll(async () => {
  chain = await startTestChain({ name: 'ethflow' })
  clients = chain.clients
})
afterAll(async () => {
  await chain.stop()
})

let seq = 0
async function order(overrides: Partial<EthFlowOrderData> = {}): Promise<EthFlowOrderData> {
  const block = await clients.publicClient.getBlock()
  seq += 1
  return {
    buyToken: usdc,
    receiver: trader,
    sellAmount: parseEther('1') + BigInt(seq),
    buyAmount: 1_000_000n,
    appData: `0x${'00'.repeat(31)}01`,
    feeAmount: 0n,
    validTo: Number(block.timestamp) + 600,
    partiallyFillable: false,
    quoteId: 42n,
    ...overrides,
  }
}

/** Sends one eth-flow call through the SDK's ABI and waits for it. */
function send(
  functionName: 'createOrder' | 'invalidateOrder',
  data: EthFlowOrderData,
  from: Address,
  value?: bigint,
) {
  return mined(
    clients,
    clients.walletClient.writeContract({
      account: from,
      address: ethFlow,
      abi: sdkEthFlowAbi,
      functionName,
      args: [data],
      value,
    }),
  )
}

const create = (data: EthFlowOrderData) =>
  send('createOrder', data, trader, data.sellAmount + data.feeAmount)
const invalidate = (data: EthFlowOrderData, from: Address) => send('invalidateOrder', data, from)

/** The custom error a call reverts with, by simulating it. */
async function revertOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    const revert =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ContractFunctionRevertedError)
        : undefined
    return revert instanceof ContractFunctionRevertedError
      ? (revert.data?.errorName ?? revert.reason)
      : String(error)
  }
}

function simulateCreate(data: EthFlowOrderData, value: bigint) {
  return clients.publicClient.simulateContract({
    account: trader,
    address: ethFlow,
    abi: ethFlowAbi,
    functionName: 'createOrder',
    args: [data],
    value,
  })
}

const digestOf = (data: EthFlowOrderData): Hex => hashOrder(domain, ethFlowCowOrder(data, weth))
const isValid = (digest: Hex) =>
  clients.publicClient.readContract({
    address: ethFlow,
    abi: ethFlowAbi,
    functionName: 'isValidSignature',
    args: [digest, '0x'],
  })
/** orders(hash) through the SDK's ABI (untyped JSON there: the tuple is `[owner, validTo]`). */
const storedOrder = async (digest: Hex) =>
  (await clients.publicClient.readContract({
    address: ethFlow,
    abi: sdkEthFlowAbi,
    functionName: 'orders',
    args: [digest],
  })) as readonly [Address, number]

describe('createOrder', () => {
  it('takes the ETH, stores {owner, validTo} under the CoW order hash and emits OrderPlacement', async () => {
    const data = await order({ feeAmount: 5n })
    const before = await clients.publicClient.getBalance({ address: ethFlow })
    const receipt = await create(data)
    expect(await clients.publicClient.getBalance({ address: ethFlow })).toBe(
      before + data.sellAmount + 5n,
    )
    const digest = digestOf(data)
    expect(await storedOrder(digest)).toEqual([trader, data.validTo])

    const [placement] = parseEventLogs({
      abi: ethFlowAbi,
      logs: receipt.logs,
      eventName: 'OrderPlacement',
    })
    expect(placement?.address.toLowerCase()).toBe(ethFlow.toLowerCase())
    expect(placement?.args.sender).toBe(trader)
    expect(placement?.args.order).toMatchObject({
      sellToken: weth,
      buyToken: data.buyToken,
      receiver: trader,
      sellAmount: data.sellAmount,
      validTo: 0xffffffff,
      feeAmount: 5n,
      partiallyFillable: false,
    })
    expect(placement?.args.signature).toEqual({ scheme: 0, data: ethFlow.toLowerCase() })
    expect(decodeEthFlowPlacementData(placement?.args.data ?? '0x')).toEqual({
      quoteId: 42n,
      userValidTo: data.validTo,
    })
    expect(await isValid(digest)).toBe(MAGIC)
  })

  it('reverts on a wrong msg.value, a zero sell amount, an expired deadline, no receiver, a duplicate', async () => {
    const data = await order()
    expect(await revertOf(simulateCreate(data, data.sellAmount - 1n))).toBe('IncorrectEthAmount')
    expect(await revertOf(simulateCreate(data, data.sellAmount + 1n))).toBe('IncorrectEthAmount')
    const zero = await order({ sellAmount: 0n })
    expect(await revertOf(simulateCreate(zero, 0n))).toBe('NotAllowedZeroSellAmount')
    const late = await order({ validTo: 1 })
    expect(await revertOf(simulateCreate(late, late.sellAmount))).toBe('OrderIsAlreadyExpired')
    const noReceiver = await order({ receiver: '0x0000000000000000000000000000000000000000' })
    expect(await revertOf(simulateCreate(noReceiver, noReceiver.sellAmount))).toBe(
      'ReceiverMustBeSet',
    )
    await create(data)
    expect(await revertOf(simulateCreate(data, data.sellAmount))).toBe('OrderIsAlreadyOwned')
  })
})

describe('invalidateOrder', () => {
  it('refuses anyone but the owner before the deadline', async () => {
    const data = await order()
    await create(data)
    const call = clients.publicClient.simulateContract({
      account: stranger,
      address: ethFlow,
      abi: ethFlowAbi,
      functionName: 'invalidateOrder',
      args: [data],
    })
    expect(await revertOf(call)).toBe('NotAllowedToInvalidateOrder')
    expect(await isValid(digestOf(data))).toBe(MAGIC)
  })

  it('lets the owner cancel: ETH back in the same transaction, OrderInvalidation only, signature no longer valid', async () => {
    const data = await order({ feeAmount: 7n })
    await create(data)
    const before = await clients.publicClient.getBalance({ address: trader })
    const receipt = await invalidate(data, trader)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await clients.publicClient.getBalance({ address: trader })).toBe(
      before - gas + data.sellAmount + 7n,
    )
    const uid = packOrderUid({ orderDigest: digestOf(data), owner: ethFlow, validTo: 0xffffffff })
    const events = parseEventLogs({ abi: ethFlowAbi, logs: receipt.logs })
    // As the real contract: a tradable order cancelled by its owner is an invalidation, not
    // a refund (the orderbook serves it as cancelled, without a refund transaction).
    expect(events.map((e) => e.eventName)).toEqual(['OrderInvalidation'])
    expect(events[0]?.args).toEqual({ orderUid: uid.toLowerCase() })
    const ethFlowLogs = receipt.logs.filter((l) => isAddressEqual(l.address, ethFlow))
    expect(ethFlowLogs.map((l) => l.topics[0])).toEqual([ORDER_INVALIDATION_TOPIC])
    expect(await isValid(digestOf(data))).toBe('0xffffffff')
    expect((await storedOrder(digestOf(data)))[0]).toBe(
      '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF',
    )
    // Twice is not allowed: the order is no longer placed.
    expect(
      await revertOf(
        clients.publicClient.simulateContract({
          account: trader,
          address: ethFlow,
          abi: ethFlowAbi,
          functionName: 'invalidateOrder',
          args: [data],
        }),
      ),
    ).toBe('NotAllowedToInvalidateOrder')
  })

  it('after the deadline anyone refunds the owner, unwrapping WETH when the ETH was wrapped', async () => {
    const expiring = await order()
    const live = await order({ validTo: expiring.validTo + 10_000 })
    await create(expiring)
    await create(live)
    // The solver's pre-interaction: every ETH the contract holds becomes WETH.
    await mined(
      clients,
      clients.walletClient.writeContract({
        account: stranger,
        address: ethFlow,
        abi: ethFlowAbi,
        functionName: 'wrapAll',
      }),
    )
    expect(await clients.publicClient.getBalance({ address: ethFlow })).toBe(0n)
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.increaseTime({ seconds: 700 })
    await testClient.mine({ blocks: 1 })
    expect(await isValid(digestOf(expiring))).toBe('0xffffffff')

    const before = await clients.publicClient.getBalance({ address: trader })
    // The batch refund skips the order the stranger may not invalidate yet.
    const receipt = await mined(
      clients,
      clients.walletClient.writeContract({
        account: stranger,
        address: ethFlow,
        abi: ethFlowAbi,
        functionName: 'invalidateOrdersIgnoringNotAllowed',
        args: [[expiring, live]],
      }),
    )
    expect(await clients.publicClient.getBalance({ address: trader })).toBe(
      before + expiring.sellAmount,
    )
    const refunds = parseEventLogs({
      abi: ethFlowAbi,
      logs: receipt.logs,
      eventName: 'OrderRefund',
    })
    expect(refunds.map((r) => r.args.refunder)).toEqual([stranger])
    expect(refunds[0]?.args.orderUid).toBe(
      packOrderUid({
        orderDigest: digestOf(expiring),
        owner: ethFlow,
        validTo: 0xffffffff,
      }).toLowerCase(),
    )
    // An expired order's clean-up is a refund only: no OrderInvalidation beside it.
    const ethFlowLogs = receipt.logs.filter((l) => isAddressEqual(l.address, ethFlow))
    expect(ethFlowLogs.map((l) => l.topics[0])).toEqual([ORDER_REFUND_TOPIC])
    const withdrawals = parseEventLogs({
      abi: wethAbi,
      logs: receipt.logs,
      eventName: 'Withdrawal',
    })
    expect(withdrawals[0]?.args).toEqual({ src: ethFlow, wad: expiring.sellAmount })
    expect(await isValid(digestOf(live))).toBe(MAGIC)
  })
})

describe('which event an invalidation emits', () => {
  /** The order's eth-flow events in the invalidation mined at `at` (unix seconds). */
  async function invalidatedAt(data: EthFlowOrderData, from: Address, at: number) {
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setNextBlockTimestamp({ timestamp: BigInt(at) })
    const receipt = await invalidate(data, from)
    expect(receipt.status).toBe('success')
    return parseEventLogs({ abi: ethFlowAbi, logs: receipt.logs }).map((e) => e.eventName)
  }

  it('is a cancellation on the deadline second itself: the order could still trade', async () => {
    const data = await order()
    await create(data)
    expect(await invalidatedAt(data, trader, data.validTo)).toEqual(['OrderInvalidation'])
  })

  it("is a refund when the owner's own call comes after the deadline", async () => {
    const data = await order()
    await create(data)
    const before = await clients.publicClient.getBalance({ address: trader })
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    // A block past the deadline first: the wallet's gas estimate then runs the refund's path.
    await testClient.setNextBlockTimestamp({ timestamp: BigInt(data.validTo + 1) })
    await testClient.mine({ blocks: 1 })
    const receipt = await invalidate(data, trader)
    expect(receipt.status).toBe('success')
    const events = parseEventLogs({ abi: ethFlowAbi, logs: receipt.logs })
    expect(events.map((e) => e.eventName)).toEqual(['OrderRefund'])
    expect(events[0]?.args).toMatchObject({ refunder: trader })
    expect(await clients.publicClient.getBalance({ address: trader })).toBe(
      before - receipt.gasUsed * receipt.effectiveGasPrice + data.sellAmount,
    )
  })
})

describe('the sandbox WETH', () => {
  it('wraps and unwraps 1:1 with Deposit and Withdrawal, and plain ETH sends wrap', async () => {
    const balance = () =>
      clients.publicClient.readContract({
        address: weth,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [stranger],
      })
    const start = await balance()
    const deposit = await mined(
      clients,
      clients.walletClient.writeContract({
        account: stranger,
        address: weth,
        abi: wethAbi,
        functionName: 'deposit',
        value: parseEther('2'),
      }),
    )
    expect(
      parseEventLogs({ abi: wethAbi, logs: deposit.logs, eventName: 'Deposit' })[0]?.args,
    ).toEqual({
      dst: stranger,
      wad: parseEther('2'),
    })
    await mined(
      clients,
      clients.walletClient.sendTransaction({ account: stranger, to: weth, value: 1n }),
    )
    expect(await balance()).toBe(start + parseEther('2') + 1n)
    const withdraw = await mined(
      clients,
      clients.walletClient.writeContract({
        account: stranger,
        address: weth,
        abi: wethAbi,
        functionName: 'withdraw',
        args: [parseEther('2') + 1n],
      }),
    )
    expect(
      parseEventLogs({ abi: wethAbi, logs: withdraw.logs, eventName: 'Withdrawal' })[0]?.args,
    ).toEqual({ src: stranger, wad: parseEther('2') + 1n })
    expect(await balance()).toBe(start)
    const supply = await clients.publicClient.readContract({
      address: weth,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    expect(await clients.publicClient.getBalance({ address: weth })).toBe(supply)
  })
})
