/**
 * Orders the trader placed with other front ends, on the Orders page in real Chromium.
 *
 * The pre-signed order is a real sandbox order (posted with signingScheme presign). The
 * sandbox cannot create eth-flow orders, hooks orders or partially filled limit orders,
 * and never sends a status it does not know; those come from the real-shape fixtures
 * (src/api/fixtures/real-service.ts, written from cowprotocol/services openapi.yml) and
 * are added to the sandbox's own answer by intercepting the account-orders response in
 * the browser with page.route. Everything else (by_uids, the chain, the wallet) is real.
 */
import type { Page, Route } from '@playwright/test'
import type { Address, Hex } from 'viem'
import {
  ethFlowOrder,
  hooksOrder,
  malformed,
  partiallyFilledLimitOrder,
  cancelledEthFlowOrder,
  refundedEthFlowOrder,
  refundingEthFlowOrder,
  withNewStatus,
} from '../src/api/fixtures/real-service'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { approveAndPlacePresignOrder, trader } from './arrange'
import { expect, test } from './fixtures'
import { openOrdersAs, orderRow } from './orders-helpers'

// Not account 4: orders-1000.spec.ts gives that one a thousand open orders, which would push
// these rows out of the virtualised table's window.
const OWNER_INDEX = 0
const OWNER = trader(OWNER_INDEX)

function token(symbol: string): Address {
  const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no sandbox token ${symbol}`)
  return found.address
}

type Json = Record<string, unknown>

/** A real-shaped order moved onto the sandbox: its tokens, its settlement contract. */
function onSandbox(order: Json, minutesAgo: number, tokens: { sell: string; buy: string }): Json {
  return {
    ...order,
    sellToken: token(tokens.sell),
    buyToken: token(tokens.buy),
    settlementContract: sandboxDeployment.settlement,
    creationDate: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  }
}

function injectedOrders(nowSeconds: number) {
  const eth = { sell: 'WETH', buy: 'USDC' }
  return {
    ethFlowOpen: onSandbox(ethFlowOrder(nowSeconds + 1800, { onchainUser: OWNER }), 1, eth),
    ethFlowRefunded: onSandbox(
      { ...refundedEthFlowOrder(nowSeconds - 600), onchainUser: OWNER },
      20,
      eth,
    ),
    ethFlowRefunding: onSandbox(
      { ...refundingEthFlowOrder(nowSeconds - 300), onchainUser: OWNER },
      15,
      eth,
    ),
    // Cancelled by its trader on chain: served cancelled, with no refund transaction ever.
    ethFlowCancelled: onSandbox(
      { ...cancelledEthFlowOrder(nowSeconds + 600), onchainUser: OWNER },
      12,
      eth,
    ),
    partialLimit: onSandbox(partiallyFilledLimitOrder(nowSeconds + 86_400), 5, {
      sell: 'USDC',
      buy: 'WETH',
    }),
    hooks: onSandbox(hooksOrder(nowSeconds - 60), 30, eth),
    newStatus: onSandbox(
      withNewStatus({ ...hooksOrder(nowSeconds + 600), uid: uidVariant(9) }),
      8,
      eth,
    ),
    broken: onSandbox(malformed({ ...hooksOrder(nowSeconds), uid: uidVariant(10) }), 9, eth),
  }
}

/** A distinct, well-formed UID for fixtures that would otherwise share one. */
function uidVariant(seed: number): Hex {
  const digest = seed.toString(16).padStart(64, 'c')
  const ownerHex = OWNER.slice(2).toLowerCase()
  return `0x${digest}${ownerHex}ffffffff`
}

/** Each order's row shows its label, word for word: [UID, label] pairs. */
async function expectRowLabels(page: Page, labels: readonly [uid: unknown, label: string][]) {
  for (const [uid, label] of labels) {
    await expect(orderRow(page, String(uid)).getByText(label, { exact: true })).toBeVisible()
  }
}

async function fulfillWithExtra(route: Route, extra: Json[]) {
  const response = await route.fetch()
  const real = (await response.json()) as unknown[]
  const offset = new URL(route.request().url()).searchParams.get('offset') ?? '0'
  await route.fulfill({ response, json: offset === '0' ? [...real, ...extra] : real })
}

test('orders placed with other front ends read right on the Orders page', async ({
  page,
  sandbox,
}) => {
  // A real pre-signed order: the service lists it as presignaturePending.
  const presignUid = await approveAndPlacePresignOrder(sandbox, {
    trader: OWNER,
    sell: 'USDC',
    buy: 'WETH',
    sellAmount: '3',
    buyAmount: '50',
  })

  const nowSeconds = Math.floor(Date.now() / 1000)
  const injected = injectedOrders(nowSeconds)
  await page.route(/\/api\/v1\/account\/0x[0-9a-fA-F]{40}\/orders/, (route) =>
    fulfillWithExtra(route, Object.values(injected)),
  )
  const refundedUid = String(injected.ethFlowRefunded.uid)
  await page.route(new RegExp(`/api/v1/orders/${refundedUid}$`, 'i'), (route) =>
    route.fulfill({ json: injected.ethFlowRefunded }),
  )
  // The order's page reads it through by_uids: the injected order is in that answer too.
  await page.route(/\/api\/v1\/orders\/by_uids$/, async (route) => {
    const asked = route.request().postDataJSON() as unknown
    const wanted =
      Array.isArray(asked) &&
      asked.some((uid) => String(uid).toLowerCase() === refundedUid.toLowerCase())
    if (!wanted) return route.fallback()
    // by_uids answers each order as {order} (spec 4.6).
    await fulfillWithExtra(route, [{ order: injected.ethFlowRefunded }])
  })

  await openOrdersAs(page, OWNER_INDEX)

  const open = page.getByRole('table', { name: 'Open orders' })
  await expect(open).toBeVisible({ timeout: 30_000 })
  await expectRowLabels(page, [
    // Pre-signed, waiting for setPreSignature.
    [presignUid, 'Signing'],
    [presignUid, 'Pre-signed'],
    // Eth-flow: open until userValidTo (its signed validTo is uint32 max).
    [injected.ethFlowOpen.uid, 'Open'],
    [injected.ethFlowOpen.uid, 'Native ETH'],
  ])
  // A partially fillable limit order with its fill.
  await expect(
    orderRow(page, String(injected.partialLimit.uid)).getByText('Partially filled 40 %'),
  ).toBeVisible()
  // The one order that could not be read is counted, not the whole history lost.
  await expect(page.getByText('1 order could not be read and is not shown.')).toBeVisible()

  await page.getByRole('tab', { name: /History/ }).click()
  const history = page.getByRole('table', { name: 'Order history' })
  await expect(history).toBeVisible()
  await expectRowLabels(page, [
    [refundedUid, 'Refunded'],
    [injected.ethFlowRefunding.uid, 'Refunding'],
    [injected.ethFlowCancelled.uid, 'Cancelled'],
    [injected.hooks.uid, 'Filled'],
    [injected.hooks.uid, 'Hooks'],
    [injected.newStatus.uid, 'Other status'],
  ])
  await expect(orderRow(page, String(injected.ethFlowCancelled.uid))).not.toContainText('Refund')

  // The details of the refunded eth-flow order: the trader's deadline, the refund.
  await orderRow(page, refundedUid).locator(`a[href$="/orders/${refundedUid}"]`).first().click()
  await expect(page.getByText(/Sells native ETH through the eth-flow contract/)).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('heading', { name: 'Native currency flow' })).toBeVisible()
  await expect(page.getByText(`0x${'5e'.repeat(32)}`)).toBeVisible()
  await expect(page.getByText('4294967295')).toBeVisible()
})

test('an order signed for another settlement contract is flagged, and this app does not cancel it', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The injected orders are not the sandbox's: its competition status of them is a 404.
  expectedConsoleErrors.push(
    /status of 404 .*\/api\/v1\/orders\/0xc{63}[bc][0-9a-f]{40}f{8}\/status\)$/i,
  )
  // Production's settlement contract: an order of another environment read through this one.
  const elsewhere = '0x9008D19f58AAbD9eD0D60971565AA8510560ab41'
  const nowSeconds = Math.floor(Date.now() / 1000)
  const own = (uid: Hex, settlementContract: string): Json => ({
    ...onSandbox(partiallyFilledLimitOrder(nowSeconds + 86_400), 3, { sell: 'USDC', buy: 'WETH' }),
    uid,
    owner: OWNER,
    signingScheme: 'eip712',
    settlementContract,
  })
  const mixedUp = own(uidVariant(11), elsewhere)
  const control = own(uidVariant(12), sandboxDeployment.settlement)
  await page.route(/\/api\/v1\/account\/0x[0-9a-fA-F]{40}\/orders/, (route) =>
    fulfillWithExtra(route, [mixedUp, control]),
  )
  await page.route(/\/api\/v1\/orders\/by_uids$/, async (route) => {
    const asked = route.request().postDataJSON() as unknown
    const ours = [mixedUp, control].filter(
      (order) =>
        Array.isArray(asked) &&
        asked.some((uid) => String(uid).toLowerCase() === String(order.uid).toLowerCase()),
    )
    if (ours.length === 0) return route.fallback()
    await fulfillWithExtra(
      route,
      ours.map((order) => ({ order })),
    )
  })

  await openOrdersAs(page, OWNER_INDEX)
  await expect(page.getByRole('table', { name: 'Open orders' })).toBeVisible({ timeout: 30_000 })
  const flag = 'Signed for another settlement contract'
  await expect(orderRow(page, String(mixedUp.uid)).getByText(flag)).toBeVisible()
  await expect(orderRow(page, String(control.uid)).getByText(flag)).toHaveCount(0)
  // Only the order of this environment can be selected for cancellation.
  await expect(orderRow(page, String(control.uid)).getByRole('checkbox')).toBeVisible()
  await expect(orderRow(page, String(mixedUp.uid)).getByRole('checkbox')).toHaveCount(0)

  await page.goto(`./#/orders/${String(mixedUp.uid)}`)
  const main = page.getByRole('main')
  await expect(main.getByText(flag)).toBeVisible({ timeout: 15_000 })
  await expect(
    main.getByText(new RegExp(`signed for the settlement contract ${elsewhere}`)),
  ).toBeVisible()
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

  await page.goto(`./#/orders/${String(control.uid)}`)
  await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible({ timeout: 15_000 })
  await expect(main.getByText(flag)).toHaveCount(0)
})
