/**
 * Nothing leaves the machine on the sandbox (issue 11, point 5): a whole sandbox journey
 * (connect the Sandbox wallet, quote, approve, sign, fill, then the Orders, Token and Inbox
 * pages and a reload) makes no request to any host but 127.0.0.1. The fixture blocks and
 * records such requests in `externalRequests`; this journey fails when there is one.
 *
 * On a real network the ENS lookup of the wallet UI goes to the mainnet transport, and the
 * "ENS names" setting turns it off.
 */
import type { Page, Route } from '@playwright/test'
import type { Address } from 'viem'
import { mainnet } from 'viem/chains'
import { expect, installFakeInjectedWallet, test } from './fixtures'
import { sellToFilled } from './swap-helpers'

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${name}`) })

test('a whole sandbox journey sends nothing beyond 127.0.0.1', async ({
  page,
  sandbox,
  externalRequests,
}) => {
  await sellToFilled(page, { sell: 'WETH', buy: 'USDC', amount: '0.05', account: 2 })
  await page
    .getByRole('dialog', { name: 'Swap filled' })
    .getByRole('button', { name: 'Close' })
    .click()

  await nav(page, 'Orders').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await page.goto(`./#/token/31337/${sandbox.token('WETH').address}`)
  await expect(page.getByRole('heading', { level: 1, name: /WETH/ })).toBeVisible()
  await nav(page, 'Inbox').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  // A reload reconnects the wallet (and would look its ENS name up again).
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Dev account' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(externalRequests).toEqual([])
})

/** Records the JSON-RPC bodies the page sends to hosts outside the machine (then blocks them). */
async function recordRemoteRpc(page: Page): Promise<string[]> {
  const bodies: string[] = []
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route: Route) => {
      bodies.push(route.request().postData() ?? '')
      await route.abort('blockedbyclient')
    },
  )
  return bodies
}

/** src/lib/settings-store.ts's key (importing the store would create it, in Node). */
const SETTINGS_STORAGE_KEY = 'batchswap.settings.v1'
const RESOLVER = mainnet.contracts.ensUniversalResolver.address.slice(2).toLowerCase()
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

for (const ens of ['On', 'Off'] as const) {
  test(`on Ethereum with a browser wallet, ENS names ${ens}: ${ens === 'On' ? 'looked up through the mainnet transport' : 'never looked up'}`, async ({
    page,
  }) => {
    if (ens === 'Off') {
      // The trader turned the setting off on an earlier visit.
      await page.addInitScript((key) => {
        localStorage.setItem(key, JSON.stringify({ state: { ensLookups: false }, version: 1 }))
      }, SETTINGS_STORAGE_KEY)
    }
    await installFakeInjectedWallet(page, { chainId: mainnet.id, account })
    const bodies = await recordRemoteRpc(page)
    await page.goto('./#/swap')
    await expect(page.getByRole('button', { name: 'Network: Ethereum' })).toBeVisible()
    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    await expect(
      page.getByRole('group', { name: 'ENS names' }).getByRole('radio', { name: ens }),
    ).toBeChecked()
    await page.keyboard.press('Escape')

    // Mainnet reads are attempted (and blocked here); the ENS lookup is among them only when on.
    await expect.poll(() => bodies.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const ensLookups = () => bodies.filter((b) => b.toLowerCase().includes(RESOLVER)).length
    if (ens === 'On') {
      await expect.poll(ensLookups, { timeout: 15_000 }).toBeGreaterThan(0)
    } else {
      await page.waitForLoadState('networkidle')
      expect(ensLookups()).toBe(0)
    }
  })
}
