/**
 * The networks the real service serves, in real Chromium. There is no internet here: the
 * real hosts' answers are stood in for with page.route (the token-data service refusing a
 * network it does not serve, as its chain-id validation does), and RPC reads of public
 * nodes simply fail, which the page must survive.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const NETWORKS = [
  'Ethereum',
  'Gnosis Chain',
  'Arbitrum One',
  'Base',
  'Polygon',
  'Avalanche',
  'BNB Chain',
  'Linea',
  'Plasma',
  'Ink',
  'Sepolia',
]

/** Every request to a host other than this machine: answered here, never sent. */
async function offline(page: Page, tokenData: { status: number; body: unknown }) {
  const hosts: string[] = []
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = new URL(route.request().url())
    hosts.push(url.host)
    if (url.host.startsWith('bff.') && /\/tokens\//.test(url.pathname)) {
      await route.fulfill({ status: tokenData.status, json: tokenData.body })
    } else {
      await route.abort('internetdisconnected')
    }
  })
  return hosts
}

test('the network switcher offers every network the real service serves', async ({ page }) => {
  await page.goto('./#/swap')
  await page.getByRole('button', { name: 'Network: Sandbox' }).click()
  const menu = page.getByRole('region', { name: 'Networks' })
  for (const name of NETWORKS) {
    await expect(menu.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  await offline(page, { status: 404, body: { message: 'Price not found' } })
  await menu.getByRole('button', { name: /^BNB Chain/ }).click()
  await expect(page.getByRole('button', { name: 'Network: BNB Chain' })).toBeVisible()
})

test('the Token page says when the token-data service does not cover a network', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The service validates the chain id against the networks it serves: a 400 {message},
  // which the browser logs for each token-data question the page asks.
  expectedConsoleErrors.push(
    /^error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(https:\/\/bff\.cow\.fi\/137\/tokens\/0x[0-9a-fA-F]{40}\/(usdPrice|topHolders)\)$/,
  )
  const hosts = await offline(page, {
    status: 400,
    body: { message: 'params/chainId must be equal to one of the allowed values' },
  })
  // WPOL on Polygon (the SDK's wrapped native token there).
  await page.goto('./#/token/polygon/0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270')
  const main = page.getByRole('main')
  await expect(main.getByText('Polygon', { exact: true })).toBeVisible()
  await expect(main.getByText('Token data may be missing on Polygon')).toBeVisible()
  // "No data", not an error with a retry button.
  await expect(main.getByText('No price available')).toBeVisible({ timeout: 30_000 })
  await expect(main.getByText('The token-data service has no prices for Polygon.')).toBeVisible()
  await expect(
    main.getByText('The token-data service has no holder lists for this network.'),
  ).toBeVisible({ timeout: 30_000 })
  await expect(main.getByRole('alert')).toHaveCount(0)
  expect(hosts).toContain('bff.cow.fi')
})

test('a covered network shows no coverage notice', async ({ page }) => {
  await offline(page, { status: 404, body: { message: 'Price not found' } })
  await page.goto('./#/token/mainnet/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
  const main = page.getByRole('main')
  await expect(main.getByText('No price available')).toBeVisible({ timeout: 30_000 })
  await expect(main.getByText(/Token data may be missing/)).toHaveCount(0)
})
