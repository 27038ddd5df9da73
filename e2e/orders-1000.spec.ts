/**
 * An account with 1000 orders: seeded by posting 1000 signed orders to the sandbox API,
 * then listed (10 pages of 100 through "Load more"), switched between tabs and scrolled
 * to the end. The list is virtualised, so the DOM holds a screenful of rows, never 1000.
 * Then the account page's history export of those orders, which completes with its
 * progress shown while the pages load (one file, so one worker and one seeding for both:
 * seeding 1000 orders costs some 16 CPU-s).
 *
 * Timings are printed (and attached to the test) for the report; they are not asserted,
 * so a slow machine does not fail the suite. `ORDERS_1000_CPU=4` runs the timed part at
 * Lighthouse's mobile CPU slowdown, and each interaction also reports the long tasks (over
 * 50 ms) the browser recorded during it. Seeding is paced by the service's limit on
 * order posts (about 5/s by default: some 200 s for 1000).
 */
import type { Address } from 'viem'
import type { ApiContext } from '../src/api/request-types'
import { getAccountOrders } from '../src/api/orderbook'
import { isOrderPending, type Order } from '../src/api/types'
import {
  apiContext,
  approveVaultRelayer,
  connectSandboxWallet,
  placeManyOpenOrders,
  trader,
} from './arrange'
import { downloadText } from './download'
import { expect, test } from './fixtures'

const TARGET = 1000

/** Open in the page's sense: still pending and not past validTo. */
function isOpenNow(order: Order): boolean {
  return isOrderPending(order) && order.validTo > Date.now() / 1000
}

/** Every order of the account, newest first, as the page pages through them. */
async function listAllOrders(ctx: ApiContext, owner: Address): Promise<Order[]> {
  const all: Order[] = []
  for (let offset = 0; ; offset += 1000) {
    const page = (await getAccountOrders(ctx, { owner, offset, limit: 1000 })).data
    all.push(...page)
    if (page.length < 1000) return all
  }
}

/**
 * Runs in the page (serialised by page.evaluate, so it uses nothing from this file): clicks
 * the first element matching `click.selector` whose text starts with `click.text`, if given,
 * then waits for the frame after the Open orders table has `rows` rows (its aria-rowcount),
 * or any row beyond the header when `rows` is absent. Resolves to the page's clock (ms since
 * the navigation) at the click and at that frame; fails after 30 s.
 */
async function timeOpenTable(args: {
  click?: { selector: string; text: string }
  rows?: number
}): Promise<{ startMs: number; paintedMs: number }> {
  const startMs = performance.now()
  if (args.click) {
    const { selector, text } = args.click
    const target = [...document.querySelectorAll<HTMLElement>(selector)].find((el) =>
      el.textContent?.startsWith(text),
    )
    target?.click()
  }
  const paintedMs = await new Promise<number>((done, fail) => {
    const giveUp = performance.now() + 30_000
    const check = () => {
      const table = document.querySelector('[role="table"][aria-label="Open orders"]')
      const reached =
        args.rows === undefined
          ? !!table && table.querySelectorAll('[role="row"]').length > 1
          : table?.getAttribute('aria-rowcount') === String(args.rows)
      // One more frame: the rows are painted, not just in the DOM.
      if (reached) requestAnimationFrame(() => done(performance.now()))
      else if (performance.now() > giveUp)
        fail(new Error('the table did not reach the expected rows'))
      else requestAnimationFrame(check)
    }
    check()
  })
  return { startMs, paintedMs }
}

// Tracing records screenshots while the test runs, which would slow the frames measured here
// (the export below goes without a trace too: the option is the worker's, and one worker
// serves both tests).
test.use({ trace: 'off' })

test('an account with 1000 orders renders, pages and scrolls', async ({ page, sandbox }) => {
  test.setTimeout(12 * 60_000)
  const trader = sandbox.traders[4] as Address
  const ctx = apiContext(sandbox)

  const started = performance.now()
  // Other journeys may also trade from this account (an order of theirs can be filled or
  // cancelled), so seed until the newest 1000 orders are all open, and derive every count
  // below from what the service then holds rather than assuming the account was empty.
  const before = await listAllOrders(ctx, trader)
  const firstClosed = before.findIndex((order) => !isOpenNow(order))
  const toSeed = TARGET - (firstClosed === -1 ? Math.min(before.length, TARGET) : firstClosed)
  if (toSeed > 0) {
    await approveVaultRelayer(sandbox, trader, 'DAI')
    await placeManyOpenOrders(sandbox, trader, toSeed)
  }
  const seedSeconds = (performance.now() - started) / 1000
  const orders = await listAllOrders(ctx, trader)
  const total = orders.length
  /** Rows of the Open table once the newest `loaded` orders are on the page (+1: header). */
  const openRows = (loaded: number) =>
    orders.slice(0, Math.min(loaded, total)).filter(isOpenNow).length + 1
  expect(openRows(TARGET)).toBe(TARGET + 1)

  await page.goto('./#/orders')
  await connectSandboxWallet(page, 4)
  const slowdown = Number(process.env.ORDERS_1000_CPU ?? '1')
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  }
  // The long tasks of the page, from the Long Tasks API (the trace's tasks over 50 ms).
  await page.addInitScript({
    content: `window.__longTasks = []; new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })`,
  })
  const longTasksSince = (fromMs: number) =>
    page.evaluate(
      (from) =>
        ((window as unknown as { __longTasks?: [number, number][] }).__longTasks ?? [])
          .filter(([start]) => start >= from)
          .map(([, duration]) => Math.round(duration)),
      fromMs,
    )
  const table = page.getByRole('table', { name: 'Open orders' })
  await expect(table).toHaveAttribute('aria-rowcount', String(openRows(100)))
  // A fresh load with the wallet remembered: navigation start to the first 100 rows
  // painted, by the page's clock.
  await page.reload()
  const firstPageMs = (await page.evaluate(timeOpenTable, { rows: openRows(100) })).paintedMs
  const firstPageLongTasks = await longTasksSince(0)

  // Load more until the service has nothing left; each page timed in the page, from the
  // click to the frame after the table has grown.
  const loadMore = page.getByRole('button', { name: /Load more orders/ })
  const pageTimes: number[] = []
  for (let loaded = 100; loaded < total; loaded += 100) {
    await expect(loadMore).toBeEnabled()
    const { startMs, paintedMs } = await page.evaluate(timeOpenTable, {
      click: { selector: 'button', text: 'Load more orders' },
      rows: openRows(loaded + 100),
    })
    pageTimes.push(paintedMs - startMs)
  }
  const allPagesMs = pageTimes.reduce((a, b) => a + b, 0)
  // A full last page tells nothing, so the page asks once more to learn there is no next.
  if (total % 100 === 0) await loadMore.click()
  // The count is the Open tab's, the tab on screen, not the account's whole history.
  await expect(
    page.getByText(
      `${(openRows(total) - 1).toLocaleString('en-US')} open orders loaded, that is all of them.`,
    ),
  ).toBeVisible()
  await expect(loadMore).toHaveCount(0)
  await expect(table).toHaveAttribute('aria-rowcount', String(openRows(total)))

  // Re-render of the whole list: History (empty) -> Open (1000 rows), timed in the page.
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(page.getByRole('table', { name: 'Open orders' })).toHaveCount(0)
  const tabSwitch = await page.evaluate(timeOpenTable, {
    click: { selector: '[role="tab"]', text: 'Open' },
  })
  const tabSwitchMs = tabSwitch.paintedMs - tabSwitch.startMs
  const tabSwitchLongTasks = await longTasksSince(tabSwitch.startMs)

  // Virtualised: only rows near the viewport are in the DOM.
  const renderedRows = await table.getByRole('row').count()
  expect(renderedRows).toBeLessThan(60)

  // Scroll in steps, one per frame, recording frame times: at a fast flick's speed
  // (100 px a frame, 6000 px/s) for 2 s, then at 600 px a frame all the way to the end.
  const scrollRun = (step: number, maxFrames: number) =>
    page.evaluate(
      async ([px, limit]) => {
        const frames: number[] = []
        let last = performance.now()
        const t0 = last
        while (
          frames.length < limit &&
          window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2
        ) {
          window.scrollBy(0, px)
          await new Promise<void>((done) => requestAnimationFrame(() => done()))
          const now = performance.now()
          frames.push(now - last)
          last = now
        }
        frames.sort((a, b) => a - b)
        const at = (q: number) =>
          frames[Math.min(frames.length - 1, Math.floor(q * frames.length))] ?? 0
        return {
          totalMs: Math.round(performance.now() - t0),
          frames: frames.length,
          medianFrameMs: Number(at(0.5).toFixed(1)),
          p95FrameMs: Number(at(0.95).toFixed(1)),
          maxFrameMs: Number((frames[frames.length - 1] ?? 0).toFixed(1)),
        }
      },
      [step, maxFrames] as const,
    )
  const flick = await scrollRun(100, 120)
  const scroll = await scrollRun(600, 10_000)
  const lastRow = table.locator(`[role="row"][aria-rowindex="${openRows(total)}"]`)
  await expect(lastRow).toBeVisible()
  await expect(lastRow.getByRole('link', { name: /^Details of order / })).toBeVisible()

  // Opening an order from the list: the click to the frame with its page's heading.
  const open = await page.evaluate(async () => {
    const link = document.querySelector<HTMLElement>('[role="row"] a[href*="#/orders/0x"]')
    const startMs = performance.now()
    link?.click()
    const paintedMs = await new Promise<number>((done) => {
      const check = () => {
        if (
          document.querySelector('main h1')?.textContent === 'Order' ||
          /^(Sell|Buy) /.test(document.querySelector('main h1')?.textContent ?? '')
        )
          requestAnimationFrame(() => done(performance.now()))
        else requestAnimationFrame(check)
      }
      check()
    })
    return { startMs, paintedMs }
  })
  await expect(page.getByRole('link', { name: 'All orders' })).toBeVisible()
  const openOrderLongTasks = await longTasksSince(open.startMs)

  const report = {
    cpuSlowdown: slowdown,
    seedSeconds: Number(seedSeconds.toFixed(1)),
    seeded: Math.max(toSeed, 0),
    firstPageMs: Math.round(firstPageMs),
    allPagesMs: Math.round(allPagesMs),
    pageMs: pageTimes.map(Math.round),
    tabSwitchTo1000RowsMs: Math.round(tabSwitchMs),
    renderedRows,
    scroll100pxPerFrame: flick,
    scroll600pxPerFrameToEnd: scroll,
    openOrderMs: Math.round(open.paintedMs - open.startMs),
    longTasksMs: {
      firstPage: firstPageLongTasks,
      tabSwitch: tabSwitchLongTasks,
      openOrder: openOrderLongTasks,
    },
  }
  console.log(`[orders-1000] ${JSON.stringify(report)}`)
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(report) })
})

test('the 1,000-order account exports completely, its progress shown while pages load', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(12 * 60_000)
  const owner = trader(4)
  const ctx = apiContext(sandbox)
  // The account the test above seeded (this file's tests share a worker, so its sandbox):
  // seeded here only if it holds fewer than 1,000 orders (this test run alone).
  const before = (await listAllOrders(ctx, owner)).length
  if (before < TARGET) {
    await approveVaultRelayer(sandbox, owner, 'DAI')
    await placeManyOpenOrders(sandbox, owner, TARGET - before)
  }
  const total = (await listAllOrders(ctx, owner)).length
  expect(total).toBeGreaterThanOrEqual(TARGET)

  await page.goto('./#/account')
  await connectSandboxWallet(page, 4)
  // Long tasks during the export, for the report (not asserted: a slow machine is no failure).
  await page.evaluate(() => {
    const tasks: number[] = []
    ;(window as unknown as { __exportLongTasks: number[] }).__exportLongTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration))
    }).observe({ type: 'longtask' })
  })
  // The second page is held until the progress of the first has been seen: no race with it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/account\/0x[0-9a-fA-F]{40}\/orders\?(.*&)?offset=250(&|$)/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Export history' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Loading your orders' })
  await expect(status).toHaveText('Loading your orders: 250 orders so far…')
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible()
  // The page answers while the export runs.
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  release()
  await expect(
    page.getByText(`${total.toLocaleString('en-US')} orders ready to download.`),
  ).toBeVisible({
    timeout: 120_000,
  })
  const { text } = await downloadText(page, 'Download CSV')
  const lines = text.split('\r\n')
  // The header, one line per order, and the empty rest after the last CRLF.
  expect(lines).toHaveLength(total + 2)
  const longTasks = await page.evaluate(
    () => (window as unknown as { __exportLongTasks: number[] }).__exportLongTasks,
  )
  const report = `exported ${total} orders; long tasks during the export: ${longTasks.length}, longest ${Math.max(0, ...longTasks)} ms`
  console.log(report)
  await test.info().attach('export-1000', { body: report, contentType: 'text/plain' })
})
