/**
 * Gasless approval and CoW hooks in real Chromium against the sandbox: a permit token is
 * approved with a signature carried as the order's pre-hook (no transaction, the allowance
 * appears when the order settles); a token without permit still asks for the transaction;
 * an order's pre- and post-hooks run on chain around its trade, and a reverting hook does
 * not stop the fill.
 */
import {
  encodeFunctionData,
  erc20Abi,
  parseEventLogs,
  stringToHex,
  type Address,
  type Hex,
} from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { buildAppDataDocument, type CowHook } from '@batchswap/contract/protocol/app-data'
import { hookRecorderAbi, settlementAbi } from '../sandbox/chain/abis'
import { loadArtifact } from '../sandbox/chain/artifacts'
import { devAccount } from '../sandbox/chain/dev-accounts'
import { allowance, approveAndPlaceOrder, trader, takeBackAllowance } from './arrange'
import { expect, test } from './fixtures'
import { primaryButton, quoteSell, reviewAndConfirm, waitForFill } from './swap-helpers'

const { vaultRelayer, hooksTrampoline } = sandboxDeployment

test('a permit token with no allowance: approved by a signature, no transaction, filled', async ({
  page,
  sandbox,
}) => {
  const owner = await takeBackAllowance(sandbox, 2, 'COW')
  expect(await allowance(sandbox, 'COW', owner, vaultRelayer)).toBe(0n)
  const nonceBefore = await sandbox.publicClient.getTransactionCount({ address: owner })

  await quoteSell(page, { account: 2, sell: 'COW', buy: 'USDC', amount: '100' })
  const button = primaryButton(page)
  await expect(button).toHaveText('Approve with a signature (no gas)', { timeout: 15_000 })
  // The panel above the button tells the same story: a signature, not a transaction.
  const form = page.getByRole('main')
  await expect(
    form.getByText(
      /^Allow the protocol to use your COW with a signature: no transaction, no gas\./,
    ),
  ).toBeVisible()
  await expect(form.getByText(/approval transaction|one transaction/)).toHaveCount(0)
  await button.click()
  await expect(
    page
      .getByRole('main')
      .getByText('COW approval signed: it goes with your order. You can review the swap now.'),
  ).toBeVisible({
    timeout: 30_000,
  })
  await expect(button).toHaveText('Review swap', { timeout: 15_000 })
  await reviewAndConfirm(page)
  await waitForFill(page)

  // No transaction left the wallet: the settlement's pre-hook gave the allowance (the exact
  // amount, the default choice), in the settlement transaction, before the funds were pulled.
  expect(await sandbox.publicClient.getTransactionCount({ address: owner })).toBe(nonceBefore)
  const trades = await sandbox.publicClient.getContractEvents({
    address: sandboxDeployment.settlement,
    abi: settlementAbi,
    eventName: 'Trade',
    args: { owner },
    fromBlock: 0n,
  })
  const trade = trades.at(-1)
  expect(trade?.args.sellToken).toBe(sandbox.token('COW').address)
  const receipt = await sandbox.publicClient.getTransactionReceipt({
    hash: trade?.transactionHash as Hex,
  })
  const cow = receipt.logs.filter(
    (l) => l.address.toLowerCase() === sandbox.token('COW').address.toLowerCase(),
  )
  const events = parseEventLogs({ abi: erc20Abi, logs: cow })
  const approval = events.find(
    (e) => e.eventName === 'Approval' && e.args.owner === owner && e.args.spender === vaultRelayer,
  )
  const pulled = events.find((e) => e.eventName === 'Transfer' && e.args.from === owner)
  expect(approval).toBeDefined()
  expect(pulled).toBeDefined()
  expect(approval && pulled && approval.logIndex < pulled.logIndex).toBe(true)
  // What is left of the exact permit once the order took its sell amount.
  expect(await allowance(sandbox, 'COW', owner, vaultRelayer)).toBe(0n)

  // The order page: the surplus over the signed limit (token and USD) and the settlement.
  await page
    .getByRole('dialog', { name: 'Swap filled' })
    .getByRole('link', { name: 'View order' })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByTestId('order-surplus')).toContainText(
    /^\+[\d,.]+ USDC \(≈ \$[\d,.]+\)$/,
    {
      timeout: 15_000,
    },
  )
  const txHash = trade?.transactionHash as Hex
  await expect(main.getByText('Settlement transaction')).toBeVisible()
  await expect(main.getByTitle(txHash)).toBeVisible()
})

test('a token without permit still asks for the approval transaction', async ({
  page,
  sandbox,
}) => {
  await takeBackAllowance(sandbox, 3, 'WBTC')
  await quoteSell(page, { account: 3, sell: 'WBTC', buy: 'USDC', amount: '0.01' })
  await expect(primaryButton(page)).toHaveText('Approve WBTC', { timeout: 15_000 })
})

async function runAuction(apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/sandbox/dev/run_auction`, {
    method: 'POST',
  })
  expect(response.status).toBe(200)
}

test('an order’s pre- and post-hook run around its trade; a reverting hook still fills', async ({
  page,
  sandbox,
}) => {
  const deployer = devAccount(6).address
  const deployed = await sandbox.publicClient.waitForTransactionReceipt({
    hash: await sandbox.walletClient.deployContract({
      account: deployer,
      chain: sandbox.walletClient.chain,
      abi: hookRecorderAbi,
      bytecode: loadArtifact('hookRecorder').bytecode,
    }),
  })
  const recorder = deployed.contractAddress as Address
  const call = (data: Hex): CowHook => ({ target: recorder, callData: data, gasLimit: '60000' })
  const record = (tag: string) =>
    call(
      encodeFunctionData({
        abi: hookRecorderAbi,
        functionName: 'record',
        args: [stringToHex(tag, { size: 32 })],
      }),
    )
  const boom = call(encodeFunctionData({ abi: hookRecorderAbi, functionName: 'boom' }))

  const place = (hooks: { pre: CowHook[]; post: CowHook[] }) =>
    approveAndPlaceOrder(sandbox, {
      trader: trader(1),
      sell: 'WETH',
      buy: 'USDC',
      sellAmount: '0.01',
      buyAmount: '1',
      appDataDocument: buildAppDataDocument({ appCode: 'batchswap e2e', hooks }),
    })

  const hooked = await place({ pre: [record('pre')], post: [record('post')] })
  const reverting = await place({ pre: [boom], post: [boom] })
  await runAuction(sandbox.apiUrl)

  const tradeLogs = async (uid: Hex) => {
    const logs = await sandbox.publicClient.getContractEvents({
      address: sandboxDeployment.settlement,
      abi: settlementAbi,
      eventName: 'Trade',
      fromBlock: deployed.blockNumber,
    })
    return logs.filter((l) => l.args.orderUid === uid)
  }
  await expect.poll(async () => (await tradeLogs(hooked)).length, { timeout: 30_000 }).toBe(1)
  await expect.poll(async () => (await tradeLogs(reverting)).length, { timeout: 30_000 }).toBe(1)

  const [trade] = await tradeLogs(hooked)
  const receipt = await sandbox.publicClient.getTransactionReceipt({
    hash: trade?.transactionHash as Hex,
  })
  const recorded = parseEventLogs({
    abi: hookRecorderAbi,
    logs: receipt.logs,
    eventName: 'Recorded',
  })
  expect(recorded.map((r) => r.args.tag)).toEqual([
    stringToHex('pre', { size: 32 }),
    stringToHex('post', { size: 32 }),
  ])
  for (const r of recorded) expect(r.args.caller).toBe(hooksTrampoline)
  const [before, after] = recorded
  expect(before && trade && before.logIndex < trade.logIndex).toBe(true)
  expect(after && trade && after.logIndex > trade.logIndex).toBe(true)

  // The hooked order's page: filled, with the settlement transaction that ran its hooks.
  await page.goto(`./#/orders/${hooked}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('list', { name: 'Status timeline' })).toContainText('Filled', {
    timeout: 30_000,
  })
  await expect(main.getByText('Settlement transaction')).toBeVisible({ timeout: 15_000 })
  await expect(main.getByTitle(trade?.transactionHash as Hex)).toBeVisible()
})
