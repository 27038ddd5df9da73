/**
 * A link cannot slip in a token: an address that is not on the list (a look-alike "USDC")
 * is not selected until the trader accepts it with the token selector's warning, and
 * nothing is quoted before that.
 */
import { deployUnlistedToken } from './arrange'
import { expect, test } from './fixtures'
import { buyGroup, countServiceRequests, openSwap, sellInput } from './swap-helpers'

test('a link naming an unlisted look-alike: the import warning, no quote until accepted', async ({
  page,
  sandbox,
}) => {
  // An ERC-20 no list knows, from dev account 7 (not a trader).
  const fake = await deployUnlistedToken(sandbox, {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    deployer: 7,
  })
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
