import { isAddressEqual, maxUint256, parseUnits, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { quoteResponseSchema } from '@batchswap/contract/wire/quote'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { EMPTY_APP_DATA_HASH } from '@batchswap/contract/protocol/app-data'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { computeOrderUid, hashOrder, orderTypedData } from '@batchswap/contract/protocol/order'
import { refreshPresignature } from './orders'
import {
  account,
  approveRelayer,
  BASE,
  domain,
  errorTypeOf,
  makeOrder,
  orderBody,
  setPreSignature,
  signOrder,
  token,
} from '../testing/orderbook-stack'
import { deployEip1271Wallet } from '../testing/eip1271-wallet'
import { useOrdersStack } from '../testing/orders-posting'

const { stack, freshOrder, post, postSigned, getOrder } = useOrdersStack()

describe('POST /orders: the four signing schemes', () => {
  it('accepts an eip712 order (201 + UID) and serves every field of spec 2.1', async () => {
    const trader = account(0)
    const quoteResponse = await stack.api.post(`${BASE}/quote`, {
      sellToken: token('WETH'),
      buyToken: token('USDC'),
      from: trader.address,
      kind: 'sell',
      sellAmountBeforeFee: parseUnits('1', 18).toString(),
    })
    const quote = quoteResponseSchema.parse(quoteResponse.body)
    // Signed the way the app signs a quote: fee folded in, 0.5 % slippage.
    const order = makeOrder({
      sellAmount: BigInt(quote.quote.sellAmount) + BigInt(quote.quote.feeAmount),
      buyAmount: (BigInt(quote.quote.buyAmount) * 995n) / 1000n,
      validTo: quote.quote.validTo,
    })
    const response = await postSigned(0, order, 'eip712', {
      from: trader.address,
      quoteId: quote.id,
    })
    expect(response.status).toBe(201)
    const uid = computeOrderUid(domain, order, trader.address)
    expect(response.body).toBe(uid)

    const stored = await getOrder(uid)
    expect(stored).toMatchObject({
      uid,
      owner: trader.address,
      sellToken: order.sellToken,
      buyToken: order.buyToken,
      sellAmount: order.sellAmount.toString(),
      buyAmount: order.buyAmount.toString(),
      validTo: order.validTo,
      appData: EMPTY_APP_DATA_HASH,
      fullAppData: '{}',
      feeAmount: '0',
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
      class: 'market',
      status: 'open',
      invalidated: false,
      executedSellAmount: '0',
      executedSellAmountBeforeFees: '0',
      executedBuyAmount: '0',
      executedFeeAmount: '0',
      executedFee: '0',
      executedFeeToken: order.sellToken,
      settlementContract: sandboxDeployment.settlement,
      quoteId: quote.id,
      interactions: { pre: [], post: [] },
      quote: {
        sellAmount: quote.quote.sellAmount,
        buyAmount: quote.quote.buyAmount,
        feeAmount: quote.quote.feeAmount,
        gasAmount: '150000',
        solver: sandboxDeployment.solver,
      },
    })
    expect(Date.now() - Date.parse(stored.creationDate)).toBeLessThan(60_000)
  })

  it('accepts an ethsign order', async () => {
    const order = freshOrder()
    const response = await postSigned(1, order, 'ethsign', { from: account(1).address })
    expect(response.status).toBe(201)
    expect((await getOrder(String(response.body))).signingScheme).toBe('ethsign')
  })

  it('keeps a presign order presignaturePending until the chain has the pre-signature', async () => {
    const owner = account(2).address
    const order = freshOrder()
    const response = await post(orderBody(order, '0x', 'presign', { from: owner }))
    expect(response.status).toBe(201)
    const uid = String(response.body) as Hex
    expect(uid).toBe(computeOrderUid(domain, order, owner))
    expect((await getOrder(uid)).status).toBe('presignaturePending')

    const ctx = stack.service.context
    expect(await refreshPresignature(ctx, uid)).toBe('presignaturePending')
    await setPreSignature(stack.clients, owner, uid)
    expect(await refreshPresignature(ctx, uid)).toBe('open')
    expect((await getOrder(uid)).status).toBe('open')
  })

  it('opens a presign order at once when the pre-signature is already on chain', async () => {
    const owner = account(2).address
    const order = freshOrder()
    const uid = computeOrderUid(domain, order, owner)
    await setPreSignature(stack.clients, owner, uid)
    const response = await post(orderBody(order, '0x', 'presign', { from: owner }))
    expect(response.status).toBe(201)
    expect((await getOrder(uid)).status).toBe('open')
  })

  it('accepts an eip1271 order whose contract wallet validates the signature on chain', async () => {
    const signer = account(6)
    const wallet = await deployEip1271Wallet(stack.clients, signer.address, {
      funder: account(0).address,
      token: token('WETH'),
      amount: parseUnits('10', 18),
    })
    const order = freshOrder()
    const digest = hashOrder(domain, order)
    const signature = await signer.sign({ hash: digest })
    const response = await post(orderBody(order, signature, 'eip1271', { from: wallet }))
    expect(response.status).toBe(201)
    const stored = await getOrder(String(response.body))
    expect(isAddressEqual(stored.owner as Address, wallet)).toBe(true)
    expect(stored.signingScheme).toBe('eip1271')

    // Signed by someone else: the wallet refuses.
    const other = freshOrder()
    const wrong = await account(0).sign({ hash: hashOrder(domain, other) })
    const refused = await post(orderBody(other, wrong, 'eip1271', { from: wallet }))
    expect(refused.status).toBe(400)
    expect(errorTypeOf(refused)).toBe('InvalidSignature')
    // An EOA has no isValidSignature.
    const eoa = await post(orderBody(other, wrong, 'eip1271', { from: account(0).address }))
    expect(errorTypeOf(eoa)).toBe('InvalidSignature')
  })
})

describe('POST /orders: refusals', () => {
  async function expectError(response: Promise<{ status: number }>, status: number, type: string) {
    const answer = await response
    expect(answer.status).toBe(status)
    expect(errorTypeOf(answer as Parameters<typeof errorTypeOf>[0])).toBe(type)
  }

  it('InvalidSignature: from is not the signer', async () => {
    await expectError(
      postSigned(0, freshOrder(), 'eip712', { from: account(1).address }),
      400,
      'InvalidSignature',
    )
  })

  it('InvalidSignature: signed for another domain (chain id)', async () => {
    const order = freshOrder()
    const mainnet = getDomain(1, sandboxDeployment.settlement)
    const signature = await account(0).signTypedData(orderTypedData(mainnet, order))
    await expectError(
      post(orderBody(order, signature, 'eip712', { from: account(0).address })),
      400,
      'InvalidSignature',
    )
  })

  it('InvalidSignature: declared ethsign but signed eip712', async () => {
    const order = freshOrder()
    const signature = await signOrder(account(0), order, 'eip712')
    await expectError(
      post(orderBody(order, signature, 'ethsign', { from: account(0).address })),
      400,
      'InvalidSignature',
    )
  })

  it('InvalidSignature: malformed signature bytes', async () => {
    await expectError(
      post(orderBody(freshOrder(), `0x${'00'.repeat(65)}`, 'eip712')),
      400,
      'InvalidSignature',
    )
    await expectError(post(orderBody(freshOrder(), '0x1234', 'eip712')), 400, 'InvalidSignature')
  })

  it('DuplicatedOrder', async () => {
    const order = freshOrder()
    expect((await postSigned(0, order)).status).toBe(201)
    await expectError(postSigned(0, order), 400, 'DuplicatedOrder')
  })

  it('InsufficientBalance: an account holding none of the sell token', async () => {
    await expectError(postSigned(5, freshOrder()), 400, 'InsufficientBalance')
  })

  it('InsufficientAllowance: an account that never approved the vault relayer', async () => {
    await expectError(postSigned(4, freshOrder()), 400, 'InsufficientAllowance')
    // As the real service: a presign order may bundle its approval with the pre-signature.
    const presigned = await post(
      orderBody(freshOrder(), '0x', 'presign', { from: account(4).address }),
    )
    expect(presigned.status).toBe(201)
  })

  it('honours fullBalanceCheck for partially fillable orders', async () => {
    // Trader 0 holds 1000 WETH (less what it gave the wallet); sell far more.
    const big = { sellAmount: parseUnits('5000', 18), partiallyFillable: true }
    expect((await postSigned(0, freshOrder(big))).status).toBe(201)
    await expectError(
      postSigned(0, freshOrder(big), 'eip712', { fullBalanceCheck: true }),
      400,
      'InsufficientBalance',
    )
    await expectError(
      postSigned(0, freshOrder({ ...big, partiallyFillable: false })),
      400,
      'InsufficientBalance',
    )
  })

  it('InsufficientAllowance after the allowance is lowered below the amount', async () => {
    // Sufficient checks trust the block the subscription announced; it must be live.
    expect(stack.service.context.chain.watchingBlocks).toBe(true)
    const trader = account(1).address
    await approveRelayer(stack.clients, trader, token('WETH'), parseUnits('0.5', 18))
    try {
      await expectError(postSigned(1, freshOrder()), 400, 'InsufficientAllowance')
    } finally {
      await approveRelayer(stack.clients, trader, token('WETH'), maxUint256)
    }
    expect((await postSigned(1, freshOrder())).status).toBe(201)
  })

  it('OrderExpired, InsufficientValidTo, ExcessiveValidTo', async () => {
    const now = Math.floor(Date.now() / 1000)
    await expectError(postSigned(0, freshOrder({ validTo: now - 10 })), 400, 'OrderExpired')
    await expectError(postSigned(0, freshOrder({ validTo: now + 10 })), 400, 'InsufficientValidTo')
    await expectError(
      postSigned(0, freshOrder({ validTo: now + 2 * 365 * 24 * 3600 })),
      400,
      'ExcessiveValidTo',
    )
  })

  it('SellAmountOverflow and BuyAmountOverflow beyond uint256', async () => {
    const signature = await signOrder(account(0), freshOrder(), 'eip712')
    const tooBig = (2n ** 256n).toString()
    await expectError(
      post({ ...orderBody(freshOrder(), signature, 'eip712'), sellAmount: tooBig }),
      400,
      'SellAmountOverflow',
    )
    await expectError(
      post({ ...orderBody(freshOrder(), signature, 'eip712'), buyAmount: tooBig }),
      400,
      'BuyAmountOverflow',
    )
  })

  it('NonZeroFee, ZeroAmount, SameBuyAndSellToken', async () => {
    await expectError(postSigned(0, freshOrder({ feeAmount: 1n })), 400, 'NonZeroFee')
    await expectError(postSigned(0, freshOrder({ buyAmount: 0n })), 400, 'ZeroAmount')
    await expectError(
      postSigned(0, freshOrder({ buyToken: token('WETH') })),
      400,
      'SameBuyAndSellToken',
    )
  })

  it('UnsupportedToken', async () => {
    await expectError(
      postSigned(0, freshOrder({ buyToken: token('UNSUPPORTED') })),
      400,
      'UnsupportedToken',
    )
  })

  it('MissingFrom for presign without from', async () => {
    await expectError(post(orderBody(freshOrder(), '0x', 'presign')), 400, 'MissingFrom')
  })

  it('403 Forbidden for a banned owner', async () => {
    await expectError(postSigned(3, freshOrder()), 403, 'Forbidden')
  })

  it('InvalidParameter for wrong types and missing fields', async () => {
    const body = orderBody(freshOrder(), '0x', 'eip712')
    await expectError(post({ ...body, kind: 'swap' }), 400, 'InvalidParameter')
    await expectError(post({ ...body, validTo: '123' }), 400, 'InvalidParameter')
    // (A missing partiallyFillable is false, spec 2.2: orders-app-data.test.ts.)
    await expectError(post({ ...body, buyAmount: undefined }), 400, 'InvalidParameter')
    await expectError(post({ ...body, partiallyFillable: 'no' }), 400, 'InvalidParameter')
    await expectError(post({ ...body, sellAmount: '0x10' }), 400, 'InvalidParameter')
    await expectError(post({ ...body, validTo: 2 ** 32 }), 400, 'InvalidParameter')
  })
})
