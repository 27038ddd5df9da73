/**
 * Hostile sign-ins to the notification channels, in the browser (issue 40, point 7): the
 * EIP-4361 message reaches the service signed by another account, with a tampered
 * signature, or with a nonce that was spent before. Each is refused; the app says what
 * happened and what to do, nothing of the account's is lost (its channel, its other
 * session), and a fresh sign-in then works. The service's side of each refusal is
 * sandbox/notify/sign-in.test.ts; this is what the trader sees.
 *
 * The refusals are provoked between the page and the service (page.route rewrites the
 * request the app sends), as a broken wallet or someone replaying a captured request would
 * present them: the app's own message, nonce and wallet are real.
 */
import type { Page, Route } from '@playwright/test'
import * as z from 'zod/mini'
import { signInRequestSchema } from '@batchswap/contract/wire/channels'
import { devAccount } from '../sandbox/chain/dev-accounts'
import { startWebhookReceiver, type Receiver } from '../sandbox/testing/notify-receivers'
import {
  addChannel,
  listChannels,
  removeChannel,
  type ChannelSession,
} from '../src/api/notify-channels'
import { apiContext, connectSandboxWallet } from './arrange'
import { expect, test, type SandboxFixture } from './fixtures'
import {
  channelItem,
  channelsPanel,
  refusalLog,
  signInByApi,
  signInToChannels,
} from './notify-helpers'

// No other journey reads this account's channels on the worker's sandbox; it adds one and
// removes it again.
const ACCOUNT = 1
/** Whose key signs the message in the wrong-account case. */
const STRANGER = 0

const WRONG_SIGNATURE =
  'The signature does not match this account, so you were not signed in. Check the account selected in your wallet and sign in again.'
const USED_NONCE =
  'This sign-in message was used before or has expired, so you were not signed in. Sign in again for a new one.'

let receiver: Receiver
/** The account's session from elsewhere (another tab of the trader's) and its channel. */
let earlier: { session: ChannelSession; channelId: string }

test.beforeEach(async ({ sandbox }) => {
  receiver = await startWebhookReceiver(() => [])
  const session = await signInByApi(sandbox, ACCOUNT)
  const { data } = await addChannel(apiContext(sandbox), session, {
    kind: 'webhook',
    url: receiver.url,
    types: ['order_filled'],
  })
  earlier = { session, channelId: data.channel.id }
})

test.afterEach(async ({ sandbox }) => {
  await removeChannel(apiContext(sandbox), earlier.session, earlier.channelId)
  await receiver.close()
})

/** Nothing of the account's went: its channel, and its session from elsewhere still works. */
async function nothingLost(sandbox: SandboxFixture): Promise<void> {
  const { data } = await listChannels(apiContext(sandbox), earlier.session)
  expect(data.map((c) => c.id)).toEqual([earlier.channelId])
}

/** The sign-in request the app sends next goes through `rewrite`; later ones as they are. */
async function rewriteNextSignIn(
  page: Page,
  rewrite: (signed: { message: string; signature: string }) => Promise<string> | string,
): Promise<void> {
  let done = false
  await page.route('**/accounts/*/auth', async (route: Route) => {
    const request = route.request()
    if (done || request.method() !== 'POST') return route.fallback()
    done = true
    const signed = signInRequestSchema.parse(request.postDataJSON())
    const signature = await rewrite(signed)
    await route.fallback({ postData: JSON.stringify({ ...signed, signature }) })
  })
}

async function openInbox(page: Page): Promise<void> {
  await page.goto('./#/inbox')
  await connectSandboxWallet(page, ACCOUNT)
}

test('a message signed by another account, or a tampered signature, is refused; a fresh sign-in works', async ({
  page,
  sandbox,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(refusalLog(401, 'auth'))
  await openInbox(page)
  const panel = channelsPanel(page)
  const signInButton = panel.getByRole('button', { name: 'Sign in to manage channels' })

  // Another account's key signs the very message the app built for this one.
  await rewriteNextSignIn(page, ({ message }) => devAccount(STRANGER).signMessage({ message }))
  await signInButton.click()
  await expect(panel.getByRole('alert')).toHaveText(WRONG_SIGNATURE)
  await expect(signInButton).toBeEnabled()
  await expect(panel.getByRole('heading', { name: 'Add a channel' })).toBeHidden()
  await nothingLost(sandbox)

  // The wallet's own signature, one byte changed on the way.
  await rewriteNextSignIn(page, ({ signature }) => {
    const at = 20
    const flipped = signature[at] === '0' ? '1' : '0'
    return `${signature.slice(0, at)}${flipped}${signature.slice(at + 1)}`
  })
  await signInButton.click()
  await expect(panel.getByRole('alert')).toHaveText(WRONG_SIGNATURE)
  await expect(panel.getByRole('heading', { name: 'Add a channel' })).toBeHidden()
  await nothingLost(sandbox)

  // Untouched, the next sign-in opens the session and shows the account's channel.
  await signInToChannels(page)
  await expect(panel.getByRole('alert')).toBeHidden()
  await expect(channelItem(page, 'Webhook', receiver.url)).toContainText('Active')
  await nothingLost(sandbox)
})

test('a replayed nonce is refused; a fresh sign-in works', async ({
  page,
  sandbox,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(refusalLog(401, 'auth'))
  // The nonces the service hands the page, as the page reads them.
  const nonces: string[] = []
  page.on('response', (response) => {
    if (!/\/accounts\/0x[0-9a-fA-F]{40}\/auth\/nonce$/.test(response.url())) return
    void response
      .json()
      .then((body: unknown) => {
        const parsed = z.object({ nonce: z.string() }).safeParse(body)
        if (parsed.success) nonces.push(parsed.data.nonce)
      })
      .catch(() => undefined)
  })
  await openInbox(page)
  const panel = channelsPanel(page)
  await signInToChannels(page)
  await expect.poll(() => nonces.length).toBe(1)
  const spent = nonces[0] ?? ''

  // A new visit (the session lives in this tab's memory only) is handed the spent nonce
  // again, as a replay would carry it; the wallet signs a message with it.
  await page.route('**/accounts/*/auth/nonce', async (route) => {
    const response = await route.fetch()
    const fresh = z
      .object({ nonce: z.string(), expiresAt: z.string() })
      .parse(await response.json())
    await route.fulfill({ response, json: { ...fresh, nonce: spent } })
  })
  await page.reload()
  const signInButton = panel.getByRole('button', { name: 'Sign in to manage channels' })
  await expect(signInButton).toBeVisible()
  await signInButton.click()
  await expect(panel.getByRole('alert')).toHaveText(USED_NONCE)
  await expect(panel.getByRole('heading', { name: 'Add a channel' })).toBeHidden()
  await nothingLost(sandbox)

  // With the service's own nonce again, signing in works and the channel is there.
  await page.unroute('**/accounts/*/auth/nonce')
  await signInToChannels(page)
  await expect(panel.getByRole('alert')).toBeHidden()
  await expect(channelItem(page, 'Webhook', receiver.url)).toContainText('Active')
  await nothingLost(sandbox)
})
