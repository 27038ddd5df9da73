/**
 * The account page's history export: the CSV downloaded (Playwright's download event), read
 * as text and checked cell by cell (the header, CRLF line ends, a token whose symbol is a
 * spreadsheet formula neutralised, exact amounts). The 1,000-order account's export is in
 * orders-1000.spec.ts, on the account that file seeds.
 */
import type { Page } from '@playwright/test'
import { formatUnits, type Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { getTrades } from '../src/api/orderbook-trades'
import type { Order } from '../src/api/types'
import { sandboxUnlistedTokens } from '@batchswap/contract/sandbox/extra-tokens'
import {
  apiContext,
  approveAndPlaceOrder,
  approveVaultRelayer,
  connectSandboxWallet,
  placeOrder,
  trader,
} from './arrange'
import { downloadText } from './download'
import { runAuction } from './sandbox-dev'
import { expect, test } from './fixtures'

const HOSTILE = sandboxUnlistedTokens[0]
const HEADER = [
  'Date (UTC)',
  'Type',
  'Pair',
  'Sell token',
  'Sold (fee included)',
  'Buy token',
  'Bought',
  'Price (buy per sell)',
  'Fee',
  'Fee token',
  'Surplus',
  'Surplus token',
  'Status',
  'Settlement transaction',
  'Order UID',
  'Chain',
]

/** RFC 4180 records of a CSV text: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF')
  return records
}

async function exportHistory(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Export history' }).click()
  await expect(page.getByText(/^\d+ orders? ready to download\.$/)).toBeVisible({
    timeout: 120_000,
  })
}

test('an export with a hostile token symbol, read as text cell by cell', async ({
  page,
  sandbox,
}) => {
  if (!HOSTILE) throw new Error('the sandbox has no unlisted token')
  test.setTimeout(4 * 60_000)
  const owner = trader(3)
  const ctx = apiContext(sandbox)
  // A swap that fills (USDC for the hostile token, both at $1, asking 90 % of it) and an
  // order that stays open (1 DAI for 1,000 of it).
  const filledUid = await approveAndPlaceOrder(sandbox, {
    trader: owner,
    sell: 'USDC',
    buy: HOSTILE.symbol,
    sellAmount: '10',
    buyAmount: '9',
  })
  await approveVaultRelayer(sandbox, owner, 'DAI')
  const openUid = await placeOrder(sandbox, {
    trader: owner,
    sell: 'DAI',
    buy: HOSTILE.symbol,
    sellAmount: '1',
    buyAmount: '1000',
    validFor: 24 * 3600,
  })
  await expect
    .poll(
      async () => {
        await runAuction(sandbox.apiUrl)
        return (await getOrder(ctx, filledUid)).data.status
      },
      { timeout: 60_000 },
    )
    .toBe('fulfilled')
  const filled: Order = (await getOrder(ctx, filledUid)).data
  const trades = (await getTrades(ctx, { orderUid: filledUid })).data
  const txHash = trades[0]?.txHash as Hex

  await page.goto('./#/account')
  await connectSandboxWallet(page, 3)
  await exportHistory(page)
  const { download, text } = await downloadText(page, 'Download CSV')
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^batchswap-history-31337-${owner}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  )

  // CRLF everywhere: no line feed without its carriage return.
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/)
  const [header, ...rows] = parseCsv(text)
  expect(header).toEqual(HEADER)
  const cell = (row: string[] | undefined, title: string) => row?.[HEADER.indexOf(title)]
  const byUid = (uid: string) => rows.find((row) => cell(row, 'Order UID') === uid)

  const filledRow = byUid(filledUid)
  expect(filledRow).toBeDefined()
  // The symbol as a spreadsheet would have run it, neutralised with a leading quote.
  expect(cell(filledRow, 'Buy token')).toBe(`'=HYPERLINK("http://x","y")`)
  // Inside a cell that starts otherwise it is only text.
  expect(cell(filledRow, 'Pair')).toBe('USDC/=HYPERLINK("http://x","y")')
  expect(cell(filledRow, 'Sell token')).toBe('USDC')
  // Exact decimal strings of the executed amounts.
  expect(cell(filledRow, 'Sold (fee included)')).toBe(formatUnits(filled.executedSellAmount, 6))
  expect(cell(filledRow, 'Bought')).toBe(formatUnits(filled.executedBuyAmount, 18))
  expect(cell(filledRow, 'Bought')).toMatch(/^\d+\.\d+$/)
  expect(cell(filledRow, 'Status')).toBe('Filled')
  // No class in its appData: the service's (the sandbox classes an order near the market so).
  expect(cell(filledRow, 'Type')).toBe(filled.class === 'market' ? 'Market' : 'Limit')
  expect(cell(filledRow, 'Settlement transaction')).toBe(txHash)
  expect(cell(filledRow, 'Chain')).toBe('Sandbox')
  expect(cell(filledRow, 'Date (UTC)')).toBe(filled.creationDate.toISOString())

  const openRow = byUid(openUid)
  expect(cell(openRow, 'Status')).toBe('Open')
  expect(cell(openRow, 'Sold (fee included)')).toBe('0')
  expect(cell(openRow, 'Price (buy per sell)')).toBe('1000')
  expect(cell(openRow, 'Buy token')).toBe(`'=HYPERLINK("http://x","y")`)

  // The raw text: the cell quoted, its quotes doubled, the formula behind a single quote.
  expect(text).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`)

  // JSON holds the same rows for a program, the symbol as the contract says it.
  const json = JSON.parse((await downloadText(page, 'Download JSON')).text) as {
    chainId: number
    orders: { orderUid: string; buyToken: string; bought: string }[]
  }
  expect(json.chainId).toBe(31337)
  const jsonRow = json.orders.find((o) => o.orderUid === filledUid)
  expect(jsonRow?.buyToken).toBe('=HYPERLINK("http://x","y")')
  expect(jsonRow?.bought).toBe(formatUnits(filled.executedBuyAmount, 18))
  expect(json.orders).toHaveLength(rows.length)
})
