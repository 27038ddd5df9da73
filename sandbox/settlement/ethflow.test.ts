/**
 * Eth-flow end to end on a real chain, as the real services treat it: an on-chain quote,
 * `createOrder` on the eth-flow contract, the order indexed from OrderPlacement (owner the
 * contract, the trader as onchainUser, ethflowData, onchainOrderData), settled with the
 * wrapAll pre-interaction and the contract's EIP-1271 check, placement errors recorded,
 * expired orders refunded by the refunder, on-chain cancellation; and buying native ETH.
 */
import { describe, expect, it } from 'vitest'
import { parseEther, parseEventLogs, parseUnits, type Address, type Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { orderCancellationTypedData } from '@batchswap/contract/protocol/cancellation'
import {
  NATIVE_CURRENCY_ADDRESS,
  type EthFlowOrderData,
} from '@batchswap/contract/protocol/eth-flow'
import { ethFlowAbi, settlementAbi } from '../chain/abis'
import { mined } from '../chain/test-chain'
import {
  APP_DATA_HASH,
  USDC,
  WETH,
  advanceChainTime,
  atMarket,
  balanceOf,
  getJson,
  getOrder,
  postOrder,
  traderAccount,
  type Harness,
} from '../testing/settlement-harness'
import { notificationsOf, useHarness } from '../testing/settlement-hooks'

const h = useHarness(undefined, { approvedTokens: [USDC] })
const { ethFlow, traders } = sandboxDeployment
const trader = traders[1] as Address

async function post(path: string, body: unknown) {
  const response = await fetch(`${h.apiUrl}/sandbox/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** An on-chain quote for selling `amount` ETH (as WETH) for USDC, as CoW Swap asks for eth-flow. */
async function ethFlowQuote(amount: bigint) {
  const { status, body } = await post('quote', {
    sellToken: WETH,
    buyToken: USDC,
    from: trader,
    kind: 'sell',
    sellAmountBeforeFee: amount.toString(),
    onchainOrder: true,
    signingScheme: 'eip1271',
    priceQuality: 'optimal',
  })
  expect(status).toBe(200)
  const quote = body.quote as Record<string, string>
  // The real service's default verificationGasLimit (27,000) on top of a trade's gas.
  expect(quote).toMatchObject({ sellToken: WETH, signingScheme: 'eip1271', gasAmount: '177000' })
  return { id: BigInt(Number(body.id)), quote }
}

async function chainNow(harness: Harness): Promise<number> {
  return Number((await harness.clients.publicClient.getBlock()).timestamp)
}

/** The eth-flow order of selling `amount` ETH at `factor` times the quote, the quote's fee folded in. */
async function ethFlowOrder(
  amount: bigint,
  overrides: Partial<EthFlowOrderData> = {},
  factor = 0.99,
): Promise<EthFlowOrderData> {
  const { id, quote } = await ethFlowQuote(amount)
  const buy = BigInt(quote.buyAmount ?? '0')
  return {
    buyToken: USDC,
    receiver: trader,
    sellAmount: amount,
    buyAmount: (buy * BigInt(Math.round(factor * 1000))) / 1000n,
    appData: APP_DATA_HASH,
    feeAmount: 0n,
    validTo: (await chainNow(h)) + 1800,
    partiallyFillable: false,
    quoteId: id,
    ...overrides,
  }
}

/** An eth-flow contract call from the trader, mined. */
function sendEthFlow(functionName: 'createOrder' | 'invalidateOrder', data: EthFlowOrderData) {
  const { walletClient } = h.clients
  const call = { account: trader, address: ethFlow, abi: ethFlowAbi, args: [data] } as const
  return mined(
    h.clients,
    functionName === 'createOrder'
      ? walletClient.writeContract({
          ...call,
          functionName,
          value: data.sellAmount + data.feeAmount,
        })
      : walletClient.writeContract({ ...call, functionName }),
  )
}

/** createOrder from the trader; resolves to the order's UID (indexed). */
async function createOrder(data: EthFlowOrderData): Promise<Hex> {
  const receipt = await sendEthFlow('createOrder', data)
  const [placement] = parseEventLogs({ abi: ethFlowAbi, logs: receipt.logs })
  if (placement?.eventName !== 'OrderPlacement') throw new Error(`createOrder ${receipt.status}`)
  await h.module.sync()
  const orders = await getJson(h, `/sandbox/api/v1/account/${trader}/orders?limit=1`)
  const [newest] = orders.body as { uid: Hex }[]
  if (!newest) throw new Error('the eth-flow order was not indexed')
  return newest.uid
}

describe('eth-flow orders', () => {
  it('are indexed from OrderPlacement with the eth-flow fields and listed for the trader', async () => {
    const data = await ethFlowOrder(parseEther('1'))
    const uid = await createOrder(data)
    const order = await getOrder(h, uid)
    expect(order).toMatchObject({
      owner: ethFlow,
      onchainUser: trader,
      sellToken: WETH,
      buyToken: USDC,
      receiver: trader,
      validTo: 0xffffffff,
      signingScheme: 'eip1271',
      signature: ethFlow.toLowerCase(),
      kind: 'sell',
      class: 'limit',
      status: 'open',
      quoteId: Number(data.quoteId),
      ethflowData: { userValidTo: data.validTo, refundTxHash: null },
      onchainOrderData: { sender: trader, placementError: null },
    })
    const other = await getJson(h, `/sandbox/api/v1/account/${traders[2]}/orders`)
    expect((other.body as { uid: string }[]).map((o) => o.uid)).not.toContain(uid)
  })

  it('settle with the wrapAll pre-interaction: the trader receives USDC for ETH', async () => {
    const data = await ethFlowOrder(parseEther('2'))
    const uid = await createOrder(data)
    const usdcBefore = await balanceOf(h, USDC, trader)
    const outcome = await h.module.runAuction()
    expect(outcome.fills.map((f) => f.uid)).toContain(uid)
    const receipt = await h.clients.publicClient.getTransactionReceipt({
      hash: outcome.txHash ?? '0x',
    })
    const interactions = parseEventLogs({
      abi: settlementAbi,
      logs: receipt.logs,
      eventName: 'Interaction',
    })
    expect(interactions[0]?.args.target).toBe(ethFlow)
    expect(await getOrder(h, uid)).toMatchObject({ status: 'fulfilled' })
    expect((await balanceOf(h, USDC, trader)) - usdcBefore).toBeGreaterThanOrEqual(data.buyAmount)
    const filled = (await notificationsOf(h, trader)).find(
      (n) => n.type === 'order_filled' && n.metadata?.orderId === uid,
    )
    expect(filled?.message).toContain('ETH for USDC')
  })

  it('record placement errors as the real service and leave such orders out of auctions', async () => {
    const now = await chainNow(h)
    const cases: [string, Partial<EthFlowOrderData>][] = [
      ['NonZeroFee', { feeAmount: parseEther('0.001') }],
      ['QuoteNotFound', { quoteId: 999_999n }],
      // Under the service's 60 s minimum validity, with room for the two placements before
      // it: at now + 5 it expired (the contract reverts) before it was mined on a loaded machine.
      ['PreValidationError', { validTo: now + 30 }],
    ]
    const uids: Hex[] = []
    for (const [i, [error, overrides]] of cases.entries()) {
      // Distinct amounts: the quote id is not part of the order hash.
      const uid = await createOrder(await ethFlowOrder(parseEther('0.1') + BigInt(i), overrides))
      uids.push(uid)
      expect((await getOrder(h, uid)).onchainOrderData, error).toEqual({
        sender: trader,
        placementError: error,
      })
    }
    // A quote for another trade.
    const { status, body } = await post('quote', {
      sellToken: USDC,
      buyToken: WETH,
      from: trader,
      kind: 'sell',
      sellAmountBeforeFee: parseUnits('100', 6).toString(),
    })
    expect(status).toBe(200)
    const invalid = await createOrder(
      await ethFlowOrder(parseEther('0.1'), { quoteId: BigInt(Number(body.id)) }),
    )
    expect((await getOrder(h, invalid)).onchainOrderData?.placementError).toBe('InvalidQuote')
    const outcome = await h.module.runAuction()
    for (const uid of [...uids, invalid]) expect(outcome.candidates).not.toContain(uid)
  })

  it('are refunded after their deadline by the refunder, with the refund transaction', async () => {
    // Far above the market: never fills.
    const data = await ethFlowOrder(parseEther('0.5'), {}, 5)
    data.validTo = (await chainNow(h)) + 120
    const uid = await createOrder(data)
    expect((await h.module.runAuction()).fills.map((f) => f.uid)).not.toContain(uid)
    expect((await h.module.refundEthFlowOrders()).uids).toEqual([])

    await advanceChainTime(h, 180)
    const ethBefore = await h.clients.publicClient.getBalance({ address: trader })
    const refund = await h.module.refundEthFlowOrders()
    expect(refund.uids).toEqual([uid])
    expect(await h.clients.publicClient.getBalance({ address: trader })).toBe(
      ethBefore + data.sellAmount,
    )
    // As the real service: OrderRefund is no invalidation; the order is served expired, with
    // the refund transaction (ethflow_refunds), its on-chain data unchanged.
    const order = await getOrder(h, uid)
    expect(order).toMatchObject({
      invalidated: false,
      status: 'expired',
      ethflowData: { userValidTo: data.validTo, refundTxHash: refund.txHash },
      onchainOrderData: { sender: trader, placementError: null },
    })
    const notices = (await notificationsOf(h, trader)).filter((n) => n.metadata?.orderId === uid)
    expect(notices.map((n) => [n.type, n.metadata?.refunded ?? false])).toEqual(
      expect.arrayContaining([
        ['order_expired', false],
        ['order_expired', true],
      ]),
    )
    const refunded = notices.find((n) => n.metadata?.refunded === true)
    expect(refunded?.message).toContain('refunded')
    expect(refunded?.metadata?.txHash).toBe(refund.txHash)
    expect(notices.some((n) => n.type === 'order_cancelled')).toBe(false)
    // Nothing is refunded twice.
    expect((await h.module.refundEthFlowOrders()).uids).toEqual([])
  })

  it('refund only what did not fill: a partially filled order is left to its trader to invalidate', async () => {
    // Larger than one auction's capped buffers pay out: it fills in part.
    const data = await ethFlowOrder(parseEther('400'), { partiallyFillable: true })
    data.validTo = (await chainNow(h)) + 300
    const uid = await createOrder(data)
    const outcome = await h.module.runAuction()
    const fill = outcome.fills.find((f) => f.uid === uid)
    expect(fill?.executedSell).toBeGreaterThan(0n)
    expect(fill?.executedSell).toBeLessThan(data.sellAmount)

    await advanceChainTime(h, 400)
    // As the real refunder: an order with trades is not refunded automatically.
    expect((await h.module.refundEthFlowOrders()).uids).toEqual([])
    const ethBefore = await h.clients.publicClient.getBalance({ address: trader })
    const receipt = await sendEthFlow('invalidateOrder', data)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await h.clients.publicClient.getBalance({ address: trader })).toBe(
      ethBefore - gas + data.sellAmount - (fill?.executedSell ?? 0n),
    )
    await h.module.sync()
    // After the deadline the trader's own invalidation is a refund (OrderRefund): the order
    // stays expired, part-filled, with its refund transaction.
    expect(await getOrder(h, uid)).toMatchObject({
      status: 'expired',
      invalidated: false,
      executedSellAmount: String(fill?.executedSell),
      ethflowData: { refundTxHash: receipt.transactionHash },
    })
  })

  it('are cancelled on chain by the trader, not with a signed off-chain cancellation', async () => {
    const data = await ethFlowOrder(parseEther('0.3'), {}, 5)
    data.validTo = (await chainNow(h)) + 120
    const uid = await createOrder(data)
    const signature = await traderAccount(1).signTypedData(
      orderCancellationTypedData(h.service.context.domain, uid),
    )
    const response = await fetch(`${h.apiUrl}/sandbox/api/v1/orders/${uid}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature, signingScheme: 'eip712' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errorType: 'OnChainOrder' })

    const ethBefore = await h.clients.publicClient.getBalance({ address: trader })
    const receipt = await sendEthFlow('invalidateOrder', data)
    // The ETH comes back in the cancellation itself.
    expect(await h.clients.publicClient.getBalance({ address: trader })).toBe(
      ethBefore - receipt.gasUsed * receipt.effectiveGasPrice + data.sellAmount,
    )
    await h.module.sync()
    // As the real service: an on-chain invalidation (OrderInvalidation) cancels it, and no
    // refund transaction is ever served: nothing is refunded later.
    expect(await getOrder(h, uid)).toMatchObject({
      status: 'cancelled',
      invalidated: true,
      ethflowData: { userValidTo: data.validTo, refundTxHash: null },
      onchainOrderData: { sender: trader, placementError: null },
    })
    // Past its deadline the refunder leaves it alone: it was never the contract's to refund.
    await advanceChainTime(h, 180)
    expect((await h.module.refundEthFlowOrders()).uids).toEqual([])
    expect(await getOrder(h, uid)).toMatchObject({
      status: 'cancelled',
      ethflowData: { refundTxHash: null },
    })
    const notices = (await notificationsOf(h, trader)).filter((n) => n.metadata?.orderId === uid)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      type: 'order_cancelled',
      metadata: { onchain: true, txHash: receipt.transactionHash },
    })
    expect(notices[0]?.message).toContain('came back to you in the cancellation transaction')
  })
})

describe('buying native ETH', () => {
  it('is paid out in ETH by the settlement (0xEeee... as buyToken)', async () => {
    const buyer = traders[3] as Address
    const buyAmount = parseEther('0.25')
    const { status } = await post('quote', {
      sellToken: USDC,
      buyToken: NATIVE_CURRENCY_ADDRESS,
      from: buyer,
      kind: 'buy',
      buyAmountAfterFee: buyAmount.toString(),
    })
    expect(status).toBe(200)
    const order = await postOrder(h, 3, {
      kind: 'buy',
      sellToken: USDC,
      buyToken: NATIVE_CURRENCY_ADDRESS,
      buyAmount,
      sellAmount: atMarket(h, buyAmount, WETH, USDC, 1.05),
    })
    const ethBefore = await h.clients.publicClient.getBalance({ address: buyer })
    const outcome = await h.module.runAuction()
    expect(outcome.fills.map((f) => f.uid)).toContain(order.uid)
    expect(await h.clients.publicClient.getBalance({ address: buyer })).toBe(ethBefore + buyAmount)
    expect(await getOrder(h, order.uid)).toMatchObject({ status: 'fulfilled' })
  })
})

describe('malformed eth input', () => {
  /** A sell quote of 1 WETH for USDC from the trader, with `fields` changed. */
  const quoteWith = (fields: Record<string, unknown>) =>
    post('quote', {
      sellToken: WETH,
      buyToken: USDC,
      from: trader,
      kind: 'sell',
      sellAmountBeforeFee: '1000000000000000000',
      ...fields,
    })
  const refused = (errorType: string) => ({ status: 400, body: { errorType } })

  it('gets the real errorTypes, never a 500', async () => {
    expect(await quoteWith({ sellToken: NATIVE_CURRENCY_ADDRESS })).toMatchObject(
      refused('InvalidNativeSellToken'),
    )
    // WETH for ETH is no trade (the real service's same-token rule).
    expect((await quoteWith({ buyToken: NATIVE_CURRENCY_ADDRESS })).status).toBe(400)
    await expect(
      postOrder(h, 1, {
        kind: 'sell',
        sellToken: WETH,
        buyToken: NATIVE_CURRENCY_ADDRESS,
        sellAmount: 10n ** 18n,
        buyAmount: 10n ** 18n,
      }),
    ).rejects.toThrow('SameBuyAndSellToken')
    expect(await quoteWith({ onchainOrder: 'yes', signingScheme: 'eip1271' })).toMatchObject(
      refused('InvalidParameter'),
    )
    // As the real service: only eip1271 and presign orders are placed on chain.
    expect(await quoteWith({ onchainOrder: true })).toMatchObject(refused('InvalidParameter'))
    expect(await quoteWith({ verificationGasLimit: 5000 })).toMatchObject(
      refused('InvalidParameter'),
    )
    const health = await getJson(h, '/health')
    expect(health.body).toMatchObject({ ethFlow })
  })
})
