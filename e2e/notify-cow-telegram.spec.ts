/**
 * Against CoW's production services (issue 40, point 5), in real Chromium: the panel offers
 * what they offer, Telegram through their connect flow (cowprotocol/bff's telegram routes,
 * as CoW Swap's notifications module uses them), and hides the sandbox's webhook, e-mail
 * and push. There is no internet here: the app runs on Ethereum and its requests to the
 * BFF's host are answered by a loopback stand-in with the real routes' shapes
 * (e2e/cow-bff-stand-in.ts); every other host is refused, as in every journey.
 */
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { startCowBffStandIn, type CowBffStandIn } from './cow-bff-stand-in'
import { connectDevWallet, installDevWallet } from './dev-wallet'
import { expect, test } from './fixtures'
import { channelsPanel } from './notify-helpers'

const BOT = 'cow_e2e_bot'
const ETHEREUM = 1
const BFF_HOST = 'bff.cow.fi'

let bff: CowBffStandIn

test.beforeEach(async () => {
  bff = await startCowBffStandIn(BOT)
})

test.afterEach(async () => {
  await bff.close()
})

test('on Ethereum the panel offers Telegram by CoW’s connect flow, and no webhook, e-mail or push', async ({
  page,
  sandbox,
}) => {
  const account = sandboxDeployment.traders[0]
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = new URL(route.request().url())
    // Every other host: the context's own refusal of the internet (e2e/fixtures.ts).
    if (url.host !== BFF_HOST) return route.fallback()
    const response = await route.fetch({ url: `${bff.url}${url.pathname}${url.search}` })
    return route.fulfill({ response })
  })
  // A browser wallet on Ethereum (it signs nothing here: CoW's flow needs no signature).
  await installDevWallet(page, {
    rpcUrl: sandbox.rpcUrl,
    chainId: ETHEREUM,
    knownChainIds: [sandboxDeployment.chainId, ETHEREUM],
  })
  await page.goto('./#/inbox')
  await page.getByRole('button', { name: 'Network: Sandbox' }).click()
  await page
    .getByRole('region', { name: 'Networks' })
    .getByRole('button', { name: /^Ethereum/ })
    .click()
  await expect(page.getByRole('button', { name: 'Network: Ethereum' })).toBeVisible()
  await connectDevWallet(page)

  const panel = channelsPanel(page)
  const connect = panel.getByRole('button', { name: 'Connect Telegram' })
  await expect(connect).toBeVisible({ timeout: 30_000 })
  // What CoW's services do not offer is not shown: no sign-in for channels, no webhook or
  // e-mail form, no push section.
  await expect(panel.getByRole('button', { name: 'Sign in to manage channels' })).toHaveCount(0)
  await expect(panel.getByRole('textbox', { name: 'Webhook URL' })).toHaveCount(0)
  await expect(panel.getByRole('group', { name: 'Send to' })).toHaveCount(0)
  await expect(panel.getByText(/webhook|e-mail/i)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Push notifications' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Enable push' })).toHaveCount(0)

  // CoW's connect flow: a one-time token and deep link, its QR code and the /start text.
  await connect.click()
  const link = panel.getByRole('link', { name: /Open the bot in Telegram/ })
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href')) ?? ''
  const token = new RegExp(`^https://t\\.me/${BOT}\\?start=([0-9a-f]{32})$`).exec(href)?.[1]
  if (!token) throw new Error(`not a connect link: ${href}`)
  await expect(panel.getByRole('img', { name: 'QR code of the Telegram link' })).toBeVisible()
  await expect(panel.getByText(`/start ${token}`, { exact: true })).toBeVisible()
  await expect(panel.getByRole('status')).toHaveText('Waiting for Telegram…')

  // The trader presses Start in the chat; the app, polling the status, sees it linked.
  expect(bff.link(token)).toBe(true)
  await expect(panel.getByRole('status')).toHaveText('Telegram is connected.', { timeout: 30_000 })
  // Unsubscribing happens in the chat, by the link the status gives.
  await expect(panel.getByRole('link', { name: /open the bot and unsubscribe/ })).toHaveAttribute(
    'href',
    `https://t.me/${BOT}?text=%2Funsubscribe`,
  )
  // The token was single use.
  expect(bff.link(token)).toBe(false)

  // The app asked the BFF only what it serves, for this account.
  const telegramRequests = bff.requests.filter((r) => r.includes('/telegram/'))
  expect(telegramRequests).toContain(`POST /accounts/${account}/telegram/connect-token`)
  for (const request of bff.requests) {
    expect(request).toMatch(
      /^(POST \/accounts\/0x[0-9a-fA-F]{40}\/telegram\/connect-token|GET \/accounts\/0x[0-9a-fA-F]{40}\/(telegram\/connect-status|notifications))$/,
    )
  }
})
