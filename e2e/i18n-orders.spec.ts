/**
 * An order's page and the inbox in Spanish and in Russian (issue 42, points 3 and 4), found by
 * role and label through their translated names: the browser's language picks the catalog on
 * the order's page; the inbox, which needs the wallet, is switched to the language the trader
 * chose (kept in `batchswap.language.v1`) after connecting. Amounts read with the language's
 * decimal comma.
 */
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { getNotifications } from '../src/api/notifications'
import { seriousViolations } from './a11y'
import { apiContext, approveAndPlaceOrder, connectSandboxWallet, trader } from './arrange'
import { expect, test } from './fixtures'

interface Words {
  locale: 'es' | 'ru'
  browser: string
  allOrders: string
  headline: RegExp
  trade: string
  sold: string
  bought: string
  network: string
  timeline: string
  filled: string
  technical: string
  inbox: string
  notifications: string
  swapFilled: string
  viewOrder: string
  markAllRead: string
  caughtUp: string
}

const LANGUAGES: readonly Words[] = [
  {
    locale: 'es',
    browser: 'es-ES',
    allOrders: 'Todas las órdenes',
    headline: /^Vender 0,5 WETH por USDC$/,
    trade: 'Operación',
    sold: 'Vendiste',
    bought: 'Compraste',
    network: 'Coste de red',
    timeline: 'Cronología del estado',
    filled: 'Ejecutada',
    technical: 'Detalles técnicos',
    inbox: 'Bandeja',
    notifications: 'Notificaciones',
    swapFilled: 'Intercambio ejecutado',
    viewOrder: 'Ver orden',
    markAllRead: 'Marcar todo como leído',
    caughtUp: 'Todo al día.',
  },
  {
    locale: 'ru',
    browser: 'ru-RU',
    allOrders: 'Все ордера',
    headline: /^Продать 0,5 WETH за USDC$/,
    trade: 'Сделка',
    sold: 'Вы продали',
    bought: 'Вы купили',
    network: 'Комиссия сети',
    timeline: 'Хронология статуса',
    filled: 'Исполнен',
    technical: 'Технические подробности',
    inbox: 'Входящие',
    notifications: 'Уведомления',
    swapFilled: 'Обмен исполнен',
    viewOrder: 'Открыть ордер',
    markAllRead: 'Отметить всё как прочитанное',
    caughtUp: 'Всё прочитано.',
  },
]

/** A swap at a tiny limit: the next auction fills it, for thousands of USDC. */
async function filledSwap(
  sandbox: Parameters<typeof approveAndPlaceOrder>[0],
  owner: Address,
): Promise<Hex> {
  return approveAndPlaceOrder(sandbox, {
    trader: owner,
    sell: 'WETH',
    buy: 'USDC',
    sellAmount: '0.5',
    buyAmount: '1',
  })
}

/** The trader's choice of language, as the settings menu keeps it, then a reload. */
async function chooseLanguage(page: Page, locale: Words['locale']): Promise<void> {
  await page.evaluate((chosen) => {
    localStorage.setItem('batchswap.language.v1', JSON.stringify({ state: { chosen }, version: 1 }))
  }, locale)
  await page.reload()
}

for (const words of LANGUAGES) {
  test.describe(`in ${words.browser}`, () => {
    test.use({ locale: words.browser })

    test(`an order's page reads in ${words.locale}`, async ({ page, sandbox }) => {
      const uid = await filledSwap(sandbox, trader(3))
      await page.goto(`./#/orders/${uid}`)
      await expect(page.locator('html')).toHaveAttribute('lang', words.locale)

      const main = page.getByRole('main')
      const trade = main.getByRole('region', { name: words.trade })
      await expect(trade.getByText(words.sold, { exact: true })).toBeVisible({ timeout: 60_000 })
      await expect(trade.getByText(words.bought, { exact: true })).toBeVisible()
      await expect(trade).toContainText('0,5 WETH')
      await expect(trade.getByText(words.network, { exact: true })).toBeVisible()
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.headline)
      await expect(main.getByRole('link', { name: words.allOrders })).toBeVisible()
      await expect(main.getByRole('list', { name: words.timeline })).toContainText(words.filled)
      await expect(main.getByRole('progressbar', { name: words.filled })).toHaveAttribute(
        'aria-valuenow',
        '100',
      )
      // The disclosure's summary, by its translated words.
      await expect(main.locator('details summary')).toContainText(words.technical)
      expect(await seriousViolations(page)).toEqual([])
    })
  })

  test(`the inbox reads in ${words.locale}`, async ({ page, sandbox }) => {
    const owner = sandbox.traders[4] as Address
    const uid = await filledSwap(sandbox, owner)
    await expect
      .poll(
        async () => {
          const { data } = await getNotifications(apiContext(sandbox), owner)
          return data.filter((n) => n.orderId === uid).map((n) => n.type)
        },
        { timeout: 60_000 },
      )
      .toContain('order_filled')

    await page.goto('./#/inbox')
    await connectSandboxWallet(page, 4)
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
    await chooseLanguage(page, words.locale)

    await expect(page.locator('html')).toHaveAttribute('lang', words.locale)
    await expect(page.getByRole('heading', { level: 1, name: words.inbox })).toBeVisible()
    const fill = page
      .getByRole('list', { name: words.notifications })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/orders/${uid}"]`) })
      .filter({ hasText: words.swapFilled })
    await expect(fill).toBeVisible({ timeout: 30_000 })
    await expect(fill.getByRole('link', { name: words.viewOrder })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: words.markAllRead }).click()
    await expect(page.getByRole('main').getByText(words.caughtUp)).toBeVisible()
  })
}
