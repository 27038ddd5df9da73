/**
 * Token lists in the app: the trader adds the sandbox's second list by URL (checked against
 * the token-list schema), picks a token only that list names and swaps it; favourites,
 * recent tokens, USD values of the balances, a list switched off, and a URL that holds no list.
 */
import { parseUnits } from 'viem'
import { sandboxExtraListTokens } from '@batchswap/contract/sandbox/extra-tokens'
import { readE2eEnv } from './env'
import { expect, test } from './fixtures'
import {
  approveIfNeeded,
  openSwapAs,
  reviewAndConfirm,
  sellInput,
  waitForFill,
  waitForQuote,
} from './swap-helpers'

const GNO = sandboxExtraListTokens[0]

test('add the sandbox’s second list, pick a token from it, swap it', async ({ page, sandbox }) => {
  if (!GNO) throw new Error('the sandbox has no extra-list token')
  // The service as the app reaches it (the fault proxy in e2e): its CSP allows that origin.
  const service = readE2eEnv().proxyUrl ?? sandbox.apiUrl
  const owner = await openSwapAs(page, 3, { sell: 'WETH', buy: 'USDC' })
  const gnoBefore = await sandbox.balanceOf('GNO', owner)

  await page.getByRole('button', { name: 'WETH: change the token to sell' }).click()
  const selector = page.getByRole('dialog', { name: 'Select the token to sell' })
  const search = selector.getByRole('textbox', { name: 'Search by name, symbol or address' })
  // Not on the built-in list.
  await search.fill('GNO')
  await expect(selector.getByRole('list', { name: 'Tokens' })).toHaveCount(0)
  // The held tokens carry their USD value.
  await search.fill('')
  await expect(
    selector.getByRole('button', { name: /^WETH Wrapped Ether [\d,.]+ \$[\d,.]+$/ }),
  ).toBeVisible({ timeout: 15_000 })

  await selector.getByRole('button', { name: 'Manage token lists' }).click()
  const url = selector.getByRole('textbox', { name: 'Add a list by URL' })
  // A URL that answers, but with no token list.
  await url.fill(`${service}/sandbox/api/v1/version`)
  await selector.getByRole('button', { name: 'Add list' }).click()
  await expect(selector.getByRole('alert')).toContainText('does not hold a token list')
  await url.fill(`${service}/sandbox/token-lists/extra.json`)
  await selector.getByRole('button', { name: 'Add list' }).click()
  await expect(selector.getByRole('status')).toHaveText(
    'Added batchswap Sandbox Extra: 1 token on this network.',
  )
  const lists = selector.getByRole('list', { name: 'Token lists' })
  await expect(lists.getByRole('checkbox', { name: /batchswap Sandbox Extra/ })).toBeChecked()
  await selector.getByRole('button', { name: 'Back to tokens' }).click()

  await search.fill('GNO')
  const gnoRow = selector.getByRole('button', { name: /^GNO Gnosis Token/ })
  await expect(gnoRow).toBeVisible()
  await selector.getByRole('button', { name: 'Favourite: GNO' }).click()
  await search.fill('')
  await expect(selector.getByRole('group', { name: 'Favourites' })).toContainText('GNO')
  await search.fill('GNO')
  await gnoRow.click()
  await expect(selector).toBeHidden()
  await expect(page.getByRole('button', { name: 'GNO: change the token to sell' })).toBeVisible()
  // A listed token: no "not on the list" warning, no import.
  await expect(page.getByText('Not on the list')).toHaveCount(0)

  await sellInput(page).fill('10')
  await waitForQuote(page)
  await approveIfNeeded(page)
  await reviewAndConfirm(page)
  await waitForFill(page)
  expect(gnoBefore - (await sandbox.balanceOf('GNO', owner))).toBe(parseUnits('10', 18))
  await page
    .getByRole('dialog', { name: 'Swap filled' })
    .getByRole('button', { name: 'Close' })
    .click()

  // Recent tokens remember the pick; a list switched off takes its tokens away.
  await page.getByRole('button', { name: 'USDC: change the token to buy' }).click()
  const buySelector = page.getByRole('dialog', { name: 'Select the token to buy' })
  await expect(buySelector.getByRole('group', { name: 'Recent' })).toContainText('GNO')
  await buySelector.getByRole('button', { name: 'Manage token lists' }).click()
  await buySelector.getByRole('checkbox', { name: /batchswap Sandbox Extra/ }).uncheck()
  await buySelector.getByRole('button', { name: 'Back to tokens' }).click()
  await buySelector.getByRole('textbox', { name: 'Search by name, symbol or address' }).fill('GNO')
  await expect(buySelector.getByRole('list', { name: 'Tokens' })).toHaveCount(0)
})
