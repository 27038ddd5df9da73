/**
 * The watch-tower against anvil and the composed service: a Safe sets itself up and creates a
 * TWAP in one transaction (packages/contract/protocol/twap.ts's calls, as the app proposes
 * them), the watch-tower posts each part as it falls due (time moved on the chain), the
 * orderbook accepts it through the Safe's isValidSignature, a refused part is retried and
 * explained, `remove` stops the rest, and a restarted service resumes what it followed.
 */
import {
  concat,
  createTestClient,
  http,
  keccak256,
  pad,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  sandboxComposableDeployment,
  sandboxDeployment,
  type SandboxSafe,
} from '@batchswap/contract/sandbox/deployment'
import { composableCowAbi } from '@batchswap/contract/protocol/composable-cow-abi'
import { computeOrderUid, hashOrder } from '@batchswap/contract/protocol/order'
import {
  conditionalOrderId,
  encodeTwapStaticInput,
  SAFE_FALLBACK_HANDLER_SLOT,
  twapPartOrder,
  type ConditionalOrderParams,
  type TwapData,
} from '@batchswap/contract/protocol/twap'
import {
  twapCreationCalls,
  twapRemoveCall,
  type SafeBatchCall,
} from '@batchswap/contract/protocol/twap-safe-calls'
import { sandboxHealthSchema } from '@batchswap/contract/wire/service-info'
import { watchTowerOrdersSchema } from '@batchswap/contract/wire/watch-tower'
import { erc20Abi, settlementAbi } from '../chain/abis'
import { compatibilityFallbackHandlerAbi, encodeMultiSend, safeAbi } from '../chain/safe-abis'
import { mined } from '../chain/test-chain'
import { BASE, domain, token, transferToken } from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

const stack = useTestStack({ watchTower: { intervalMs: 0 } })
const { settlement, vaultRelayer } = sandboxDeployment
const composable = sandboxComposableDeployment
function oneOfOneSafe(): SandboxSafe {
  const found = sandboxDeployment.safes.find((s) => s.threshold === 1)
  if (!found) throw new Error('the sandbox has no 1-of-1 Safe')
  return found
}
const safe = oneOfOneSafe()
const owner = safe.owners[0] as Address
const trader = sandboxDeployment.traders[0] as Address

const TWAP_APP_DATA = JSON.stringify({
  appCode: 'batchswap',
  metadata: { orderClass: { orderClass: 'twap' } },
  version: '1.3.0',
})
const TWAP_APP_DATA_HASH = keccak256(toHex(TWAP_APP_DATA))
const PART = 600

/** Executes `calls` as one transaction of the 1-of-1 Safe (MultiSendCallOnly), sent by its owner. */
async function execSafe(calls: readonly SafeBatchCall[]): Promise<void> {
  const { walletClient } = stack.clients
  const batch = calls.length > 1
  const data = batch ? encodeMultiSend(calls) : (calls[0]?.data ?? '0x')
  const to = batch
    ? sandboxDeployment.safeContracts.multiSendCallOnly
    : (calls[0]?.to ?? safe.address)
  // The owner sends it: a "pre-validated" signature (r = owner, v = 1) needs no signing.
  const signature = concat([pad(owner), pad('0x00'), '0x01'])
  const receipt = await mined(
    stack.clients,
    walletClient.writeContract({
      account: owner,
      address: safe.address,
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [to, 0n, data, batch ? 1 : 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signature],
    }),
  )
  const failed = receipt.logs.some(
    (log) =>
      log.topics[0] === keccak256(toHex('ExecutionFailure(bytes32,uint256)')) &&
      log.address.toLowerCase() === safe.address.toLowerCase(),
  )
  expect(failed, 'the Safe transaction failed').toBe(false)
}

async function moveTime(seconds: number): Promise<void> {
  const test = createTestClient({ mode: 'anvil', transport: http(stack.rpcUrl) })
  await test.increaseTime({ seconds })
  await test.mine({ blocks: 1 })
}

async function createTwap(
  data: TwapData,
  salt: Hex,
  first: boolean,
): Promise<ConditionalOrderParams> {
  const params = { handler: composable.twapHandler, salt, staticInput: encodeTwapStaticInput(data) }
  const separator = await stack.clients.publicClient.readContract({
    address: settlement,
    abi: settlementAbi,
    functionName: 'domainSeparator',
  })
  await execSafe(
    twapCreationCalls({
      safe: safe.address,
      contracts: composable,
      settlementDomainSeparator: separator,
      vaultRelayer,
      params,
      totalSellAmount: data.partSellAmount * data.n,
      setFallbackHandler: first,
      setDomainVerifier: first,
      approve: true,
    }),
  )
  return params
}

async function startOf(params: ConditionalOrderParams): Promise<number> {
  const cabinet = await stack.clients.publicClient.readContract({
    address: composable.composableCow,
    abi: composableCowAbi,
    functionName: 'cabinet',
    args: [safe.address, conditionalOrderId(params)],
  })
  return Number(BigInt(cabinet))
}

async function watched() {
  const response = await stack.api.get(`/sandbox/watch-tower/${safe.address}`)
  expect(response.status).toBe(200)
  return watchTowerOrdersSchema.parse(response.body)
}

function twap(overrides: Partial<TwapData> = {}): TwapData {
  return {
    sellToken: token('WETH'),
    buyToken: token('USDC'),
    receiver: zeroAddress,
    partSellAmount: 10n ** 17n,
    minPartLimit: 1n,
    t0: 0n,
    n: 3n,
    t: BigInt(PART),
    span: 0n,
    appData: TWAP_APP_DATA_HASH,
    ...overrides,
  }
}

describe('the watch-tower', () => {
  it('has ComposableCoW, the TWAP handler and the fallback handler listed in /health', async () => {
    const health = sandboxHealthSchema.parse((await stack.api.get('/health')).body)
    expect(health).toMatchObject({
      composableCow: composable.composableCow,
      twapHandler: composable.twapHandler,
      extensibleFallbackHandler: composable.extensibleFallbackHandler,
    })
  })

  let params: ConditionalOrderParams
  let start: number

  it('posts the first part of a TWAP once the Safe set itself up and created it', async () => {
    expect(
      (
        await stack.api.put(`${BASE}/app_data/${TWAP_APP_DATA_HASH}`, {
          fullAppData: TWAP_APP_DATA,
        })
      ).status,
    ).toBeLessThan(300)
    params = await createTwap(twap(), pad('0x01'), true)
    const handler = await stack.clients.publicClient.getStorageAt({
      address: safe.address,
      slot: SAFE_FALLBACK_HANDLER_SLOT,
    })
    expect(handler?.toLowerCase()).toBe(pad(composable.extensibleFallbackHandler).toLowerCase())
    start = await startOf(params)
    expect(start).toBeGreaterThan(0)

    const round = await stack.service.watchTower?.poll()
    const part0 = computeOrderUid(domain, twapPartOrder(twap(), start, 0), safe.address)
    expect(round?.posted).toEqual([part0])
    const order = await stack.api.get(`${BASE}/orders/${part0}`)
    expect(order.status).toBe(200)
    expect(order.body).toMatchObject({
      owner: safe.address,
      signingScheme: 'eip1271',
      validTo: start + PART - 1,
    })
  })

  it('lets the Safe vouch for a part through the fallback handler and ComposableCoW, and for no other order', async () => {
    const [order, signature] = await stack.clients.publicClient.readContract({
      address: composable.composableCow,
      abi: composableCowAbi,
      functionName: 'getTradeableOrderWithSignature',
      args: [safe.address, params, '0x', []],
    })
    const part = twapPartOrder(twap(), start, 0)
    expect(order.validTo).toBe(part.validTo)
    const digest = hashOrder(domain, part)
    const magic = await stack.clients.publicClient.readContract({
      address: safe.address,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'isValidSignature',
      args: [digest, signature],
    })
    expect(magic).toBe('0x1626ba7e')
    // The same signature for another order (a bigger part) is refused.
    const other = hashOrder(domain, { ...part, sellAmount: part.sellAmount * 2n })
    await expect(
      stack.clients.publicClient.readContract({
        address: safe.address,
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'isValidSignature',
        args: [other, signature],
      }),
    ).rejects.toThrow()
  })

  it('posts nothing while the due part is in the book, and the next part once it falls due', async () => {
    expect((await stack.service.watchTower?.poll())?.posted).toEqual([])
    await moveTime(PART)
    const part1 = computeOrderUid(domain, twapPartOrder(twap(), start, 1), safe.address)
    expect((await stack.service.watchTower?.poll())?.posted).toEqual([part1])
    const [mine] = await watched()
    expect(mine).toMatchObject({ state: 'active', id: conditionalOrderId(params) })
    expect(mine?.postedOrders).toHaveLength(2)
  })

  it('posts no further part once the Safe removed the TWAP', async () => {
    await execSafe([twapRemoveCall(composable, params)])
    await moveTime(PART)
    expect((await stack.service.watchTower?.poll())?.posted).toEqual([])
    const [mine] = await watched()
    expect(mine).toMatchObject({ state: 'removed', reason: 'removed by its owner' })
    expect(mine?.postedOrders).toHaveLength(2)
  })

  it('retries a part the orderbook refuses, says why, and posts it once it can', async () => {
    // More than the Safe holds: the orderbook refuses the part for its balance.
    const usdc = token('USDC')
    const held = await stack.clients.publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [safe.address],
    })
    const big = twap({
      sellToken: usdc,
      buyToken: token('WETH'),
      partSellAmount: held + 1n,
    })
    const bigParams = await createTwap(big, pad('0x02'), false)
    const first = await stack.service.watchTower?.poll()
    expect(first?.failed).toBe(1)
    const explained = (await watched()).find((w) => w.id === conditionalOrderId(bigParams))
    expect(explained?.state).toBe('active')
    expect(explained?.lastError).toMatchObject({ errorType: 'InsufficientBalance', attempts: 1 })
    expect(explained?.reason).toContain('InsufficientBalance')

    expect((await stack.service.watchTower?.poll())?.failed).toBe(1)
    expect(
      (await watched()).find((w) => w.id === conditionalOrderId(bigParams))?.lastError?.attempts,
    ).toBe(2)

    await transferToken(stack.clients, trader, usdc, safe.address, 1n)
    const bigStart = await startOf(bigParams)
    const part0 = computeOrderUid(domain, twapPartOrder(big, bigStart, 0), safe.address)
    expect((await stack.service.watchTower?.poll())?.posted).toEqual([part0])
    const after = (await watched()).find((w) => w.id === conditionalOrderId(bigParams))
    expect(after?.lastError).toBeUndefined()
  })

  it('stops a TWAP after its last part', async () => {
    const short = twap({ n: 2n, partSellAmount: 10n ** 15n })
    const shortParams = await createTwap(short, pad('0x03'), false)
    const shortStart = await startOf(shortParams)
    const partUid = (part: number) =>
      computeOrderUid(domain, twapPartOrder(short, shortStart, part), safe.address)
    expect((await stack.service.watchTower?.poll())?.posted).toContain(partUid(0))
    await moveTime(PART)
    expect((await stack.service.watchTower?.poll())?.posted).toContain(partUid(1))
    await moveTime(PART)
    await stack.service.watchTower?.poll()
    const done = (await watched()).find((w) => w.id === conditionalOrderId(shortParams))
    expect(done).toMatchObject({ state: 'done', reason: 'after twap finish' })
    expect(done?.postedOrders).toEqual([partUid(0), partUid(1)])
  })

  it('keeps what it follows across a restart: no conditional order lost, no part posted twice', async () => {
    const kept = twap({ partSellAmount: 10n ** 15n })
    const keptParams = await createTwap(kept, pad('0x04'), false)
    const keptStart = await startOf(keptParams)
    const partUid = (part: number) =>
      computeOrderUid(domain, twapPartOrder(kept, keptStart, part), safe.address)
    expect((await stack.service.watchTower?.poll())?.posted).toContain(partUid(0))
    const before = await watched()
    expect(before.map((w) => w.id)).toContain(conditionalOrderId(keptParams))

    await stack.restartService()
    // Before any round, the new service knows every conditional order as the old one left it.
    expect(await watched()).toEqual(before)
    const again = await stack.service.watchTower?.poll()
    expect(again?.posted).toEqual([])
    await moveTime(PART)
    expect((await stack.service.watchTower?.poll())?.posted).toContain(partUid(1))
    const after = (await watched()).find((w) => w.id === conditionalOrderId(keptParams))
    expect(after?.postedOrders).toEqual([partUid(0), partUid(1)])
  })
})
