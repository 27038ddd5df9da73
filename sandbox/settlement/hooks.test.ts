/**
 * CoW hooks end to end in the sandbox: appData `metadata.hooks` posted with an order, run by
 * the solver through the HooksTrampoline around the trade; a permit pre-hook stands in for
 * the approval transaction, at submission and in the auction; quotes price the hooks' gas.
 */
import {
  encodeFunctionData,
  maxUint256,
  parseEventLogs,
  parseUnits,
  stringToHex,
  type Address,
  type Hex,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { quoteResponseSchema } from '@batchswap/contract/wire/quote'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  APP_DATA_VERSION,
  buildAppDataDocument,
  type CowHook,
} from '@batchswap/contract/protocol/app-data'
import { orderHooksOf } from '@batchswap/contract/protocol/hooks'
import { permitHook } from '@batchswap/contract/protocol/permit'
import { erc20Abi, hookRecorderAbi, settlementAbi } from '../chain/abis'
import { loadArtifact } from '../chain/artifacts'
import { signUnlimitedPermit } from '../chain/permit-signature'
import { hookInteractions, hooksForFill } from './hooks'
import {
  DAI,
  USDC,
  WETH,
  balanceOf,
  getOrder,
  postOrder,
  sellAtMarket,
  traderAccount,
} from '../testing/settlement-harness'
import { useHarness } from '../testing/settlement-hooks'

const h = useHarness(undefined, { approvedTokens: [WETH] })
const { vaultRelayer, hooksTrampoline } = sandboxDeployment
let recorder: Address

beforeAll(async () => {
  const receipt = await h.clients.publicClient.waitForTransactionReceipt({
    hash: await h.clients.walletClient.deployContract({
      account: traderAccount(4).address,
      abi: hookRecorderAbi,
      bytecode: loadArtifact('hookRecorder').bytecode,
    }),
  })
  recorder = receipt.contractAddress as Address
})

const tag = (name: string) => stringToHex(name, { size: 32 })
const recordHook = (name: string): CowHook => ({
  target: recorder,
  callData: encodeFunctionData({ abi: hookRecorderAbi, functionName: 'record', args: [tag(name)] }),
  gasLimit: '60000',
})
const boomHook = (): CowHook => ({
  target: recorder,
  callData: encodeFunctionData({ abi: hookRecorderAbi, functionName: 'boom' }),
  gasLimit: '60000',
})

async function signedPermit(traderIndex: number, token: Address, name: string): Promise<CowHook> {
  const owner = traderAccount(traderIndex)
  const { message, signature } = await signUnlimitedPermit(
    h.clients.publicClient,
    owner,
    { address: token, name },
    vaultRelayer,
    BigInt(Math.floor(Date.now() / 1000) + 3600),
  )
  return permitHook(token, message, signature)
}

const allowance = (token: Address, owner: Address) =>
  h.clients.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, vaultRelayer],
  })

describe('a permit pre-hook', () => {
  it('stands in for the approval: the order is taken, fills, and the allowance is set by the hook', async () => {
    const trader = traderAccount(2).address
    expect(await allowance(DAI, trader)).toBe(0n)
    const fields = sellAtMarket(h, DAI, WETH, parseUnits('100', 18), 0.99)
    // Without the hook the service refuses the order for the allowance...
    await expect(
      postOrder(h, 2, fields, 'eip712', buildAppDataDocument({ appCode: 't' })),
    ).rejects.toThrow(/InsufficientAllowance/)
    // ...and a pre-hook that grants nothing does not help.
    await expect(
      postOrder(
        h,
        2,
        fields,
        'eip712',
        buildAppDataDocument({ appCode: 't', hooks: { pre: [recordHook('x')] } }),
      ),
    ).rejects.toThrow(/InsufficientAllowance/)

    const permit = await signedPermit(2, DAI, 'Dai Stablecoin')
    const doc = buildAppDataDocument({
      appCode: 't',
      hooks: { pre: [permit, recordHook('pre')], post: [recordHook('post')] },
    })
    const placed = await postOrder(h, 2, fields, 'eip712', doc)
    const outcome = await h.module.runAuction()
    expect(outcome.error).toBeUndefined()
    expect(outcome.fills.map((f) => f.uid)).toContain(placed.uid)
    expect((await getOrder(h, placed.uid)).status).toBe('fulfilled')
    // OpenZeppelin keeps an unlimited allowance unlimited.
    expect(await allowance(DAI, trader)).toBe(maxUint256)

    // On chain, in this order: the pre-hook, the trade, the post-hook; hooks run from the trampoline.
    const receipt = await h.clients.publicClient.getTransactionReceipt({
      hash: outcome.txHash as Hex,
    })
    const recorded = parseEventLogs({
      abi: hookRecorderAbi,
      logs: receipt.logs,
      eventName: 'Recorded',
    })
    const trades = parseEventLogs({ abi: settlementAbi, logs: receipt.logs, eventName: 'Trade' })
    const trade = trades.find((t) => t.args.orderUid === placed.uid)
    expect(recorded.map((r) => r.args.tag)).toEqual([tag('pre'), tag('post')])
    for (const r of recorded) expect(r.args.caller).toBe(hooksTrampoline)
    expect(trade).toBeDefined()
    const [before, after] = recorded
    expect(before && trade && before.logIndex < trade.logIndex).toBe(true)
    expect(after && trade && trade.logIndex < after.logIndex).toBe(true)
  })
})

describe('a reverting hook', () => {
  it('does not revert the settlement: the order fills', async () => {
    const trader = traderAccount(1).address
    const wethBefore = await balanceOf(h, WETH, trader)
    const doc = buildAppDataDocument({
      appCode: 't',
      hooks: { pre: [boomHook()], post: [boomHook()] },
    })
    const placed = await postOrder(
      h,
      1,
      sellAtMarket(h, WETH, USDC, parseUnits('0.1', 18), 0.99),
      'eip712',
      doc,
    )
    const outcome = await h.module.runAuction()
    expect(outcome.error).toBeUndefined()
    expect(outcome.fills.map((f) => f.uid)).toContain(placed.uid)
    expect(await balanceOf(h, WETH, trader)).toBe(wethBefore - parseUnits('0.1', 18))
  })
})

describe('hooks in the batch', () => {
  const document = buildAppDataDocument({
    appCode: 't',
    hooks: {
      pre: [{ target: `0x${'11'.repeat(20)}`, callData: '0x01', gasLimit: '1000' }],
      post: [{ target: `0x${'22'.repeat(20)}`, callData: '0x02', gasLimit: '2000' }],
    },
  })

  it('pre-hooks run on the first fill only, post-hooks on every fill', () => {
    const all = orderHooksOf(document)
    expect(hooksForFill({ fullAppData: document }, 0n)).toEqual(all)
    expect(hooksForFill({ fullAppData: document }, 5n)).toEqual({ pre: [], post: all.post })
    expect(hooksForFill({ fullAppData: null }, 0n)).toEqual({ pre: [], post: [] })
  })

  it('one trampoline execute per side, hooks in trade order, none without hooks', () => {
    const a = orderHooksOf(document)
    const none = hookInteractions(hooksTrampoline, [undefined, { pre: [], post: [] }])
    expect(none).toEqual({ pre: [], post: [] })
    const both = hookInteractions(hooksTrampoline, [a, a])
    expect(both.pre).toHaveLength(1)
    expect(both.post).toHaveLength(1)
    expect(both.pre[0]?.target).toBe(hooksTrampoline)
  })
})

describe('quotes', () => {
  it('price the hooks: their gas limits add to gasAmount', async () => {
    const quote = async (appData?: string) => {
      const response = await fetch(`${h.apiUrl}/sandbox/api/v1/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sellToken: USDC,
          buyToken: WETH,
          from: traderAccount(0).address,
          kind: 'sell',
          sellAmountBeforeFee: parseUnits('1000', 6).toString(),
          ...(appData ? { appData } : {}),
        }),
      })
      expect(response.status).toBe(200)
      return quoteResponseSchema.parse(await response.json())
    }
    const plain = await quote()
    const withHooks = await quote(
      JSON.stringify({
        version: APP_DATA_VERSION,
        metadata: {
          hooks: { pre: [recordHook('q')], post: [{ ...recordHook('r'), gasLimit: '40000' }] },
        },
      }),
    )
    expect(BigInt(withHooks.quote.gasAmount ?? 0) - BigInt(plain.quote.gasAmount ?? 0)).toBe(
      100_000n,
    )
    expect(BigInt(withHooks.quote.feeAmount)).toBeGreaterThan(BigInt(plain.quote.feeAmount))
  })
})
