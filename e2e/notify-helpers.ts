/**
 * What the notification-channel journeys share: the panel on the Inbox, signing in to it
 * with the Sandbox wallet, a fill of the trader's, and the console lines of the refusals a
 * journey provokes on purpose.
 */
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { devAccount } from '../sandbox/chain/dev-accounts'
import { getSignInNonce, signIn, type ChannelSession } from '../src/api/notify-channels'
import { buildSignInMessage } from '../src/features/notifications/siwe-message'
import {
  startWebhookReceiver,
  type Received,
  type Receiver,
} from '../sandbox/testing/notify-receivers'
import { apiContext, approveVaultRelayer, connectSandboxWallet, placeOrder } from './arrange'
import { expect, test, type SandboxFixture } from './fixtures'
import { ENGLISH, type Language } from './language'

export const channelsPanel = (page: Page, lang: Language = ENGLISH) =>
  page.getByRole('region', { name: lang.say('Notification channels') })

export const channelList = (page: Page) =>
  channelsPanel(page).getByRole('list', { name: 'Notification channels' })

/** The channel item whose heading names `kind` (e.g. "Webhook"), and `target` when given. */
export const channelItem = (page: Page, kind: string, target?: string) =>
  channelList(page)
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3, name: new RegExp(`^${kind}\\b`) }),
      ...(target === undefined ? {} : { hasText: target }),
    })

/** Opens the Inbox with dev account `index` connected and signs in to its channels. */
export async function openChannels(page: Page, index: number): Promise<void> {
  await page.goto('./#/inbox')
  await connectSandboxWallet(page, index)
  await signInToChannels(page)
}

export async function signInToChannels(page: Page, lang: Language = ENGLISH): Promise<void> {
  const panel = channelsPanel(page, lang)
  await panel.getByRole('button', { name: lang.say('Sign in to manage channels') }).click()
  await expect(panel.getByRole('heading', { name: lang.say('Add a channel') })).toBeVisible()
}

/** A tiny limit order of `trader` that the next auction fills. */
export async function placeFilledOrder(sandbox: SandboxFixture, trader: Address): Promise<Hex> {
  await approveVaultRelayer(sandbox, trader, 'WETH')
  return placeOrder(sandbox, { trader, sell: 'WETH', buy: 'USDC', sellAmount: '1', buyAmount: '1' })
}

/**
 * Chromium's log line for a refusal of a channel request the journey asks for (a hostile
 * URL, another account's session): the service answered, and the app shows its words.
 */
export function refusalLog(status: number, path = 'channels'): RegExp {
  return new RegExp(
    `^error: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(\\S+/accounts/0x[0-9a-fA-F]{40}/${path}\\S*\\)$`,
  )
}

/**
 * A session of dev account `index` opened outside the page (as another person's app would),
 * through the same API functions the app uses.
 */
export async function signInByApi(
  sandbox: SandboxFixture,
  index: number,
  /** The service's clock, where a journey has moved it ahead. */
  now = new Date(),
): Promise<ChannelSession> {
  const account = devAccount(index)
  const ctx = apiContext(sandbox)
  const { data } = await getSignInNonce(ctx, account.address)
  const message = buildSignInMessage({
    address: account.address,
    chainId: sandboxDeployment.chainId,
    nonce: data.nonce,
    page: new URL(sandbox.apiUrl),
    now,
  })
  const signature = await account.signMessage({ message })
  return (await signIn(ctx, account.address, { message, signature })).data
}

/**
 * A loopback webhook receiver for each journey of the calling file, verifying with
 * `standardwebhooks` against the secrets the journey pushes to `secrets` (as the app shows
 * them); closed after each.
 */
export function useWebhookReceiver(): { receiver: () => Receiver; secrets: string[] } {
  const secrets: string[] = []
  let receiver: Receiver | undefined
  test.beforeEach(async () => {
    secrets.length = 0
    receiver = await startWebhookReceiver(() => secrets)
  })
  test.afterEach(async () => {
    await receiver?.close()
    receiver = undefined
  })
  return {
    receiver: () => {
      if (!receiver) throw new Error('the webhook receiver runs only during a journey')
      return receiver
    },
    secrets,
  }
}

/** What the receiver got about order `uid`, in the order it came. */
export function receivedFor(receiver: Receiver, uid: Hex): Received[] {
  return receiver.received.filter(
    (r) =>
      typeof r.content === 'object' &&
      r.content !== null &&
      'orderUid' in r.content &&
      r.content.orderUid === uid,
  )
}

/** Whether a test delivery ("Send a test") has reached the receiver. */
export function receivedTest(receiver: Receiver): boolean {
  return receiver.received.some(
    (r) =>
      typeof r.content === 'object' &&
      r.content !== null &&
      'type' in r.content &&
      r.content.type === 'test',
  )
}
