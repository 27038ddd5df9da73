/**
 * A link cannot slip in a token: an address that is not on the list (a look-alike "USDC")
 * is not selected until the trader accepts it with the token selector's warning, and
 * nothing is quoted before that.
 */
import { getAddress, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { loadArtifact } from '../sandbox/chain/artifacts'
import { SANDBOX_MNEMONIC } from '../src/config/sandbox-deployment'
import { expect, test, type SandboxFixture } from './fixtures'
import { buyGroup, countServiceRequests, openSwap, sellInput } from './swap-helpers'

/** Deploys an ERC-20 no list knows, from dev account 7 (not a trader). */
async function deployLookAlike(sandbox: SandboxFixture): Promise<Address> {
  const deployer = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 7 }).address
  const artifact = loadArtifact('sandboxToken')
  const hash = await sandbox.walletClient.deployContract({
    abi: artifact.abi as readonly unknown[],
    bytecode: artifact.bytecode,
    args: ['USD Coin', 'USDC', 6],
    account: deployer,
    chain: sandbox.walletClient.chain,
  })
  const receipt = await sandbox.publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the token was not deployed')
  return getAddress(receipt.contractAddress)
}

test('a link naming an unlisted look-alike: the import warning, no quote until accepted', async ({
  page,
  sandbox,
}) => {
  const fake = await deployLookAlike(sandbox)
  const realUsdc = sandbox.token('USDC').address
  expect(fake).not.toBe(realUsdc)
  const requests = countServiceRequests(page)

  await openSwap(page, { sell: 'WETH', buy: fake, amount: '1', kind: 'sell' })
  const warning = page.getByRole('region', {
    name: 'The link names a token to buy that is not on the list',
  })
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('USDC · 6 decimals')
  await expect(warning).toContainText('USD Coin')
  await expect(warning).toContainText(
    'This token is not on the list. Anyone can create a token with any name: make sure this is the one you mean.',
  )
  // Not selected: the buy side asks for a token, and no quote is asked for.
  await expect(
    buyGroup(page).getByRole('button', { name: 'Select the token to buy' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'USDC: change the token to buy' })).toHaveCount(0)
  await expect(sellInput(page)).toHaveValue('1')
  await page.waitForLoadState('networkidle')
  expect(requests.counts.quote).toBe(0)

  // Accepted: imported, marked as not on the list, and only now quoted.
  await warning.getByRole('button', { name: 'Import USDC' }).click()
  await expect(warning).toBeHidden()
  await expect(page.getByRole('button', { name: 'USDC: change the token to buy' })).toBeVisible()
  await expect(buyGroup(page)).toContainText('Not on the list')
  await expect.poll(() => requests.counts.quote).toBeGreaterThan(0)
  requests.stop()

  // The listed USDC by address is on the list: no warning for it.
  await openSwap(page, { sell: 'WETH', buy: realUsdc })
  await expect(page.getByRole('button', { name: 'USDC: change the token to buy' })).toBeVisible()
  await expect(page.getByText('that is not on the list')).toHaveCount(0)
})
