/**
 * The account page and the notification channels panel at 320 px in the longest language
 * (French, by the length of their messages): nothing scrolls sideways (the widths journey's
 * check, e2e/widths.spec.ts). The wallet is connected in English, then the language is set
 * as the settings' switch keeps it (batchswap.language.v1) and the page reloaded.
 */
import type { Page } from '@playwright/test'
import { connectSandboxWallet } from './arrange'
import { expect, test } from './fixtures'

async function sidewaysScroll(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return root.scrollWidth > root.clientWidth
      ? `${root.scrollWidth} px wide in ${root.clientWidth}`
      : undefined
  })
}

test('the account page and the notification channels hold at 320 px in French', async ({
  page,
}) => {
  await page.goto('./#/account')
  await connectSandboxWallet(page)
  await page.evaluate(() =>
    localStorage.setItem(
      'batchswap.language.v1',
      JSON.stringify({ state: { chosen: 'fr' }, version: 1 }),
    ),
  )
  await page.setViewportSize({ width: 320, height: 800 })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Compte' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Jetons' })).toBeVisible({ timeout: 30_000 })
  expect(await sidewaysScroll(page)).toBeUndefined()

  await page.goto('./#/inbox')
  const panel = page.getByRole('region', { name: 'Canaux de notification' })
  await expect(
    panel.getByRole('button', { name: 'Se connecter pour gérer les canaux' }),
  ).toBeVisible()
  expect(await sidewaysScroll(page)).toBeUndefined()
})
