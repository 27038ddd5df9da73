/**
 * Every width from a 320 px phone to a 1,440 px desktop (issue 39): on every route, with and
 * without a wallet, the page never scrolls sideways and every control of the header lies
 * inside the screen (between 700 and 1,100 px the network, settings and account buttons
 * once ran off it, "Connect wallet" at x = 903 of 768). RainbowKit's sheets fit a 320 px
 * screen, a recipient's note breaks lines between words, and inside a Safe host the Safe's
 * badge shows its whole text (it was cut to "Sand").
 *
 * One page per journey: each route is opened once and checked at every width by resizing.
 * Set SCREENSHOTS_DIR to keep a picture of each route at each width (light without a wallet,
 * dark with one, and the Safe host).
 */
import type { Locator, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { startSafeHost, type RunningSafeHost } from '../sandbox/harness/safe-host/server'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { connectSandboxWallet } from './arrange'
import { readE2eEnv } from './env'
import { expect, test } from './fixtures'
import { orderRow, placeStandingOrder } from './orders-helpers'
import { expectInViewport, layoutProblems } from './viewport-helpers'

const WIDTHS = [320, 375, 768, 1024, 1440] as const
const HEIGHT = 800

/** What a route needs on screen before its layout is final (data included). */
interface RouteCheck {
  name: string
  hash: string
  ready: (page: Page) => Promise<void>
}

const main = (page: Page) => page.getByRole('main')
const h1 = (page: Page, name?: string | RegExp) =>
  main(page).getByRole('heading', { level: 1, name })

/** Every route, on an open order of `owner` (far from the market: it stays open). */
function routes(order: Hex, connected: boolean): RouteCheck[] {
  const weth = sandboxDeployment.tokens.find((t) => t.symbol === 'WETH')
  if (!weth) throw new Error('no WETH in the sandbox deployment')
  return [
    {
      name: 'swap',
      hash: '#/swap?sell=WETH&buy=USDC',
      ready: async (page) => {
        await expect(h1(page, 'Swap')).toBeVisible()
        await expect(page.getByRole('textbox', { name: 'You sell', exact: true })).toBeEditable()
        if (connected)
          await expect(
            main(page)
              .getByText(/^Balance:/)
              .first(),
          ).toBeVisible()
      },
    },
    {
      name: 'limit',
      hash: '#/limit?sell=WETH&buy=USDC',
      ready: async (page) => {
        await expect(h1(page)).toBeVisible()
        await expect(page.getByRole('textbox', { name: 'You sell', exact: true })).toBeEditable()
      },
    },
    {
      name: 'orders',
      hash: '#/orders',
      ready: async (page) => {
        await expect(h1(page, 'Orders')).toBeVisible()
        if (connected) await expect(orderRow(page, order)).toBeVisible({ timeout: 30_000 })
      },
    },
    {
      name: 'order',
      hash: `#/orders/${order}`,
      ready: async (page) => {
        await expect(main(page).getByRole('list', { name: 'Status timeline' })).toBeVisible({
          timeout: 30_000,
        })
      },
    },
    {
      name: 'token-search',
      hash: '#/token',
      ready: async (page) => {
        await expect(main(page).getByRole('combobox', { name: 'Find a token' })).toBeVisible()
      },
    },
    {
      name: 'token',
      hash: `#/token/${sandboxDeployment.chainId}/${weth.address}`,
      ready: async (page) => {
        await expect(h1(page)).toContainText('WETH')
        await expect(main(page).getByRole('table', { name: /Top holders of WETH/ })).toBeVisible({
          timeout: 30_000,
        })
      },
    },
    {
      name: 'inbox',
      hash: '#/inbox',
      ready: async (page) => {
        await expect(h1(page)).toBeVisible()
      },
    },
  ]
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/widths-${name}.png` })
}

/** Opens each route once and checks it at every width; resolves to every problem found. */
async function checkEveryRoute(page: Page, checks: RouteCheck[], theme: string) {
  const problems: string[] = []
  for (const route of checks) {
    await page.setViewportSize({ width: 1024, height: HEIGHT })
    await page.goto(`./${route.hash}`)
    await route.ready(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      for (const problem of await layoutProblems(page)) {
        problems.push(`${route.name} at ${width} px: ${problem}`)
      }
      await shoot(page, `${theme}-${route.name}-${width}`)
    }
  }
  return problems
}

/** RainbowKit's dialog element is its full-screen overlay; the sheet is inside its `document`. */
const rainbowKitSheet = (dialog: Locator) =>
  dialog.getByRole('document').locator(':scope > div > div').first()

test('without a wallet, light: every route at every width; the connect dialog fits 320 px', async ({
  page,
  sandbox,
}) => {
  const order = await placeStandingOrder(sandbox)
  expect(await checkEveryRoute(page, routes(order, false), 'light')).toEqual([])

  await page.setViewportSize({ width: 320, height: 640 })
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: /Sandbox wallet/ })).toBeVisible()
  await expectInViewport(page, rainbowKitSheet(dialog), 'the connect dialog', 'width')
  await expectInViewport(page, dialog.getByRole('button', { name: 'Close' }), 'its Close', 'width')
  await shoot(page, 'light-connect-320')
})

test('with the Sandbox wallet, dark: every route at every width; the account sheet fits 320 px; a recipient note breaks between words', async ({
  page,
  sandbox,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const order = await placeStandingOrder(sandbox)
  await page.goto('./#/swap')
  await connectSandboxWallet(page)
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await checkEveryRoute(page, routes(order, true), 'dark')).toEqual([])

  // RainbowKit's account sheet was 322 px wide on a 320 px screen.
  await page.setViewportSize({ width: 320, height: 640 })
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account / })
    .click()
  const sheet = page.getByRole('dialog')
  await expect(sheet.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expectInViewport(page, rainbowKitSheet(sheet), 'the account sheet', 'width')
  await shoot(page, 'dark-account-320')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // A recipient's note at 320 px: "ENS n / ame" was broken inside a word.
  await page.goto('./#/swap?sell=WETH&buy=USDC')
  await expect(page.getByRole('textbox', { name: 'You sell', exact: true })).toBeEditable()
  await main(page)
    .getByRole('button', { name: /^Swap settings/ })
    .click()
  const settings = page.getByRole('dialog', { name: 'Swap settings' })
  await settings.getByRole('checkbox', { name: /Custom recipient/ }).check()
  await settings.getByRole('button', { name: 'Done' }).click()
  const field = main(page).getByRole('textbox', { name: 'Recipient', exact: true })
  await field.fill('a-friend-with-a-long-name.eth')
  await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 })
  const noteId = await field.getAttribute('aria-describedby')
  if (!noteId) throw new Error('the recipient field names no note')
  const note = page.locator(`[id="${noteId}"]`)
  await expect(note).toBeVisible()
  expect(await wordsSplitAcrossLines(note)).toEqual([])
  await note.scrollIntoViewIfNeeded()
  await shoot(page, 'dark-recipient-320')
})

/**
 * The words of an element's text that its lines split (a word's rectangles on more than
 * one line), leaving out a word wider than the element (an address must break somewhere).
 */
async function wordsSplitAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const split: string[] = []
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? ''
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(text, match.index)
        range.setEnd(text, match.index + match[0].length)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0)
        const lines = new Set(rects.map((r) => Math.round(r.top)))
        const width = rects.reduce((sum, r) => sum + r.width, 0)
        if (lines.size > 1 && width <= node.clientWidth) split.push(match[0])
      }
    }
    return split
  })
}

test.describe('inside a Safe host', () => {
  let host: RunningSafeHost
  test.beforeAll(async () => {
    const env = readE2eEnv()
    host = await startSafeHost({ rpcUrl: env.rpcUrl, appUrl: env.baseURL })
  })
  test.afterAll(async () => {
    await host.stop()
  })

  test("the Safe's badge shows its whole text at every width of the app's frame", async ({
    page,
  }) => {
    // The host's sidebar is 22rem (352 px); the app's frame has the rest of the screen.
    const sidebar = 352
    await page.setViewportSize({ width: sidebar + 1024, height: HEIGHT })
    const safe = sandboxDeployment.safes.find((s) => s.label === '1-of-1')
    if (!safe) throw new Error('no 1-of-1 Safe')
    await page.goto(`${host.url}?${new URLSearchParams({ safe: safe.label, path: '#/swap' })}`)
    const app = page.frameLocator('iframe[title="batchswap Safe App"]')
    const badge = app.getByLabel(`Safe ${safe.address} on Sandbox`)
    await expect(badge).toBeVisible({ timeout: 30_000 })
    const frame = await (
      await page.locator('iframe[title="batchswap Safe App"]').elementHandle()
    )?.contentFrame()
    if (!frame) throw new Error('no app frame')

    const problems: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width: sidebar + width, height: HEIGHT })
      await expect
        .poll(() => frame.evaluate(() => document.documentElement.clientWidth))
        .toBe(width)
      for (const problem of await layoutProblems(frame)) problems.push(`${width} px: ${problem}`)
      // Cut sideways, or wrapped onto a second line that its fixed height hides.
      const clipped = await badge.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const cut = [...element.querySelectorAll('span')].filter((span) => {
          const lines = new Set([...span.getClientRects()].map((r) => Math.round(r.top)))
          const inner = span.getBoundingClientRect()
          return (
            inner.width > 0 &&
            (lines.size > 1 ||
              inner.left < box.left ||
              inner.right > box.right ||
              inner.top < box.top ||
              inner.bottom > box.bottom)
          )
        })
        const overflows =
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight
        return overflows || cut.length > 0
          ? `"${element.textContent ?? ''}" in ${Math.round(box.width)}x${Math.round(box.height)} px`
          : undefined
      })
      if (clipped) problems.push(`${width} px: the Safe badge is cut: ${clipped}`)
      await shoot(page, `safe-${width}`)
    }
    expect(problems).toEqual([])
  })
})
