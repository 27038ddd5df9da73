/**
 * The swap without a mouse, and axe on every state of the page (light and dark).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { connectSandboxWallet } from './arrange'
import { expect, test } from './fixtures'
import { openReviewDialog, openSwap, primaryButton, sellInput, waitForQuote } from './swap-helpers'

/** The accessible-ish name of the focused element: aria-label, its label, or its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    // Only controls count: a focused container's text would match anything inside it.
    if (!el || !['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) return ''
    const input = el as HTMLInputElement
    return (
      el.getAttribute('aria-label') ??
      input.labels?.[0]?.textContent ??
      el.textContent ??
      ''
    ).trim()
  })
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches (at most `max` times). */
async function tabTo(
  page: Page,
  name: RegExp,
  { max = 40, backwards = false } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (name.test(await focusedName(page))) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${name}; last focus: ${await focusedName(page)}`)
}

async function seriousViolations(page: Page): Promise<string[]> {
  // The page's own content and its dialogs; the shell has its own axe test (e2e/shell.spec.ts).
  const results = await new AxeBuilder({ page }).include('main').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

test('the whole swap by keyboard alone: connect, tokens, amount, approve, review, confirm, filled', async ({
  page,
}) => {
  await openSwap(page)
  await page.locator('body').focus()

  // Connect the Sandbox wallet from the header, with the keyboard.
  await tabTo(page, /^Connect wallet$/)
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('button', { name: /Sandbox wallet/ })).toBeVisible()
  await tabTo(page, /^Sandbox wallet/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Dev account' })).toBeVisible()
  await tabTo(page, /^Dev account/)
  await page.keyboard.press('4')
  await expect(page.getByRole('combobox', { name: 'Dev account' })).toHaveValue('4')

  // Sell DAI: the selector opens on Enter with the search box focused.
  await tabTo(page, /change the token to sell$/)
  await page.keyboard.press('Enter')
  const selector = page.getByRole('dialog', { name: 'Select the token to sell' })
  await expect(selector).toBeVisible()
  await page.keyboard.type('DAI')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(selector).toBeHidden()
  await expect(page.getByRole('button', { name: 'DAI: change the token to sell' })).toBeFocused()

  // Buy WETH.
  await tabTo(page, /change the token to buy$/)
  await page.keyboard.press('Enter')
  await page.keyboard.type('weth')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'WETH: change the token to buy' })).toBeFocused()

  // The amount.
  await tabTo(page, /^You sell$/, { backwards: true })
  await page.keyboard.type('25')
  await waitForQuote(page)

  // Approve if asked, then review: the main button keeps the focus through the approval.
  // DAI takes a permit: its approval is a signature.
  await tabTo(page, /^(Approve with a signature \(no gas\)|Review swap)$/)
  if ((await focusedName(page)) === 'Approve with a signature (no gas)') {
    await page.keyboard.press('Enter')
    await expect(
      page
        .getByRole('main')
        .getByText('DAI approval signed: it goes with your order. You can review the swap now.'),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(primaryButton(page)).toBeFocused()
  }
  await expect(primaryButton(page)).toHaveText('Review swap')
  await expect(primaryButton(page)).not.toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Enter')

  // The dialog opens on the confirm button.
  const review = page.getByRole('dialog', { name: 'Review swap' })
  await expect(review).toBeVisible()
  const confirm = review.getByRole('button', { name: 'Confirm swap' })
  await expect(confirm).toBeFocused()
  await expect(confirm).toBeEnabled()
  await page.keyboard.press('Enter')

  // Focus follows the steps and lands on "New swap" when the order has filled.
  const filled = page.getByRole('dialog', { name: 'Swap filled' })
  await expect(filled).toBeVisible({ timeout: 60_000 })
  await expect(filled.getByRole('button', { name: 'New swap' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(filled).toBeHidden()
  await expect(sellInput(page)).toHaveValue('')
})

test('Escape closes the dialogs and gives the focus back', async ({ page }) => {
  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  const settings = page.getByRole('button', { name: /^Swap settings/ })
  await settings.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Swap settings' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Slippage tolerance (%)' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(settings).toBeFocused()
})

test('no serious or critical accessibility violations in any state, light and dark', async ({
  page,
}) => {
  // A dozen axe scans of the whole page, twice: about 25 s on an idle machine.
  test.setTimeout(150_000)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await openSwap(page, { sell: 'WETH', buy: 'USDC', amount: '1' })
    await waitForQuote(page)
    // Scan the settled card; no state of it may dim its texts anyway (quote-details.test.tsx).
    await expect(page.getByTestId('quote-details')).toHaveAttribute('data-display', 'fresh')
    expect(await seriousViolations(page), `quote, ${scheme}`).toEqual([])

    await sellInput(page).fill('1,5')
    expect(await seriousViolations(page), `invalid amount, ${scheme}`).toEqual([])

    await sellInput(page).fill('900')
    await expect(page.getByTestId('quote-error')).toBeVisible()
    expect(await seriousViolations(page), `quote error, ${scheme}`).toEqual([])

    await page.getByRole('button', { name: /change the token to buy$/ }).click()
    await expect(page.getByRole('dialog', { name: 'Select the token to buy' })).toBeVisible()
    expect(await seriousViolations(page), `token selector, ${scheme}`).toEqual([])
    await page.keyboard.type('0x1234')
    expect(await seriousViolations(page), `malformed address, ${scheme}`).toEqual([])
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: /^Swap settings/ }).click()
    await page.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('0.01')
    expect(await seriousViolations(page), `settings, ${scheme}`).toEqual([])
    await page.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('')
    await page.keyboard.press('Escape')
  }

  await connectSandboxWallet(page, 1)
  await sellInput(page).fill('0.1')
  await waitForQuote(page)
  await expect(primaryButton(page)).toHaveText(/^(Review swap|Approve WETH)$/)
  expect(await seriousViolations(page), 'connected').toEqual([])
  if ((await primaryButton(page).textContent()) === 'Review swap') {
    await openReviewDialog(page)
    expect(await seriousViolations(page), 'review dialog').toEqual([])
  }
})
