/**
 * E-mail and Telegram channels, enabled in the app (issue 40), against a sandbox of this
 * file's own that is set up for them: a real SMTP server on loopback (`smtp-server`, each
 * mail parsed with `mailparser`) and the local stand-in for the Telegram Bot API (the only
 * part that cannot be real here). The worker's sandbox has neither, so its other journeys
 * are not slowed, and its panel offers neither (checked here too).
 */
import type { Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { startFakeBotApi, type FakeBotApi } from '../sandbox/testing/fake-bot-api'
import { linkInMail as linkIn, startMailReceiver } from '../sandbox/testing/notify-receivers'
import { connectSandboxWallet, trader } from './arrange'
import { expect, test as base } from './fixtures'
import {
  channelItem,
  channelsPanel,
  openChannels,
  placeFilledOrder,
  signInToChannels,
} from './notify-helpers'
import { startOwnSandbox, type OwnSandbox } from './own-sandbox'

interface MailTelegramSandbox {
  own: OwnSandbox
  mails: ParsedMail[]
  bot: FakeBotApi
}

const BOT = 'batchswap_e2e_bot'

/** One sandbox for the file (starting one takes a while), with its SMTP server and bot. */
const test = base.extend<{ setUp: MailTelegramSandbox }, { notifySandbox: MailTelegramSandbox }>({
  notifySandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      const smtp = await startMailReceiver()
      const bot = await startFakeBotApi(BOT)
      try {
        const own = await startOwnSandbox({
          notify: {
            mail: {
              smtpUrl: smtp.smtpUrl,
              from: 'batchswap <notifications@batchswap.invalid>',
            },
            telegram: { botToken: '4242:e2e', apiRoot: bot.url },
          },
        })
        try {
          await use({ own, mails: smtp.mails, bot })
        } finally {
          await own.stop()
        }
      } finally {
        await bot.stop()
        await smtp.stop()
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  setUp: async ({ notifySandbox, page }, use) => {
    await notifySandbox.own.serve(page)
    await use(notifySandbox)
  },
})

/** Signs dev account `index` in to the channels panel and picks the kind of channel to add. */
async function chooseKind(page: Page, index: number, kind: 'E-mail' | 'Telegram') {
  await openChannels(page, index)
  const panel = channelsPanel(page)
  const kinds = panel.getByRole('group', { name: 'Send to' })
  // The segments are labels over visually hidden radios: a person clicks the label.
  await kinds.getByText(kind, { exact: true }).click()
  await expect(kinds.getByRole('radio', { name: kind })).toBeChecked()
  return { panel, kinds }
}

test('e-mail: confirmed by the mailed link, then a fill arrives as a mail', async ({
  page,
  setUp: { own, mails },
}) => {
  const index = 1
  const { panel, kinds } = await chooseKind(page, index, 'E-mail')
  await expect(kinds.getByRole('radio')).toHaveCount(3)

  const address = panel.getByRole('textbox', { name: 'E-mail address' })
  await address.fill('trader@')
  await panel.getByRole('button', { name: 'Add e-mail' }).click()
  await expect(panel.getByText('This is not an e-mail address.')).toBeVisible()
  await address.fill('trader1@example.test')
  await panel.getByRole('button', { name: 'Add e-mail' }).click()

  const email = channelItem(page, 'E-mail')
  await expect(email).toContainText('Awaiting confirmation')
  await expect(email).toContainText('Check your inbox at trader1@example.test')
  await expect(email.getByRole('button', { name: /^Send a test/ })).toBeDisabled()

  await expect.poll(() => mails.length, { timeout: 30_000 }).toBe(1)
  const confirm = linkIn(mails[0], /https?:\/\/\S+\/notifications\/email\/confirm\?token=[\w-]+/)
  const confirmed = await fetch(confirm)
  expect(confirmed.status).toBe(200)
  // The panel reads the list while a channel waits: it turns active by itself.
  await expect(email).toContainText('Active', { timeout: 15_000 })

  const uid = await placeFilledOrder(own, trader(index))
  const fillMail = () =>
    mails.find((m) => (m.text ?? '').includes(uid) && /was filled/.test(m.text ?? ''))
  await expect.poll(() => fillMail() !== undefined, { timeout: 90_000 }).toBe(true)
  const mail = fillMail()
  expect(mail?.to).toMatchObject({ text: 'trader1@example.test' })
  expect(mail?.html).toBeTruthy()
  // mailparser folds List-* headers into one; the raw line is what a mail client reads.
  expect(mail?.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  )
  expect(mail?.messageId).toMatch(/msg_/)

  await email.getByRole('button', { name: /^Deliveries/ }).click()
  await expect(email.getByRole('listitem').filter({ hasText: 'Delivered' }).first()).toContainText(
    'answered 250',
  )
})

test('Telegram: the deep link, its QR code and /start; linked by the bot, a fill arrives', async ({
  page,
  setUp: { own, bot },
}) => {
  const index = 2
  const { panel } = await chooseKind(page, index, 'Telegram')
  await panel.getByRole('button', { name: 'Connect Telegram' }).click()

  const telegram = channelItem(page, 'Telegram')
  await expect(telegram).toContainText('Not linked')
  const link = telegram.getByRole('link', { name: /Open the bot in Telegram/ })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(new RegExp(`^https://t\\.me/${BOT}\\?start=[\\w-]+$`))
  const token = new URL(href).searchParams.get('start') ?? ''
  await expect(telegram.getByRole('img', { name: 'QR code of the Telegram link' })).toBeVisible()
  await expect(telegram.getByText(`/start ${token}`, { exact: true })).toBeVisible()

  // The trader sends /start in the chat; the bot links it, and the panel sees it by itself.
  bot.userSends(9001, `/start ${token}`)
  await expect(telegram).toContainText('Active', { timeout: 30_000 })
  await expect(telegram).toContainText('Chat 9001')
  expect(bot.sent.some((m) => m.chatId === '9001' && /Connected/.test(m.text))).toBe(true)

  const uid = await placeFilledOrder(own, trader(index))
  // The message names the order by the start of its UID; the fill is told once (a better
  // price than the limit is a notification of its own).
  const aboutOrder = () =>
    bot.sent.filter((m) => m.chatId === '9001' && m.text.includes(uid.slice(0, 10)))
  await expect
    .poll(() => aboutOrder().filter((m) => /was filled/.test(m.text)).length, {
      timeout: 90_000,
    })
    .toBe(1)
  const texts = aboutOrder().map((m) => m.text)
  expect(new Set(texts).size).toBe(texts.length)
})

test("the worker's sandbox, without SMTP or a bot, offers webhooks alone", async ({ page }) => {
  await page.goto('./#/inbox')
  await connectSandboxWallet(page, 0)
  await signInToChannels(page)
  const panel = channelsPanel(page)
  await expect(panel.getByRole('group', { name: 'Send to' })).toBeHidden()
  await expect(panel.getByRole('textbox', { name: 'Webhook URL' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Connect Telegram' })).toBeHidden()
})
