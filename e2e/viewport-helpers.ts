/**
 * Layout checks shared by the width and phone journeys (widths.spec.ts, phone-popovers.spec.ts).
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The element's box lies inside the viewport: across its width alone (`'width'`), or on every
 * side (`'all'`). Polled: RainbowKit's sheets slide in.
 */
export async function expectInViewport(
  page: Page,
  element: Locator,
  what: string,
  sides: 'width' | 'all' = 'all',
): Promise<void> {
  await expect(element, what).toBeVisible()
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const fits = sides === 'width' ? `fits ${viewport.width} px` : 'lies inside the viewport'
  await expect
    .poll(
      async () => {
        const box = await element.boundingBox()
        if (!box) return 'no box'
        const outside = [
          box.x < 0 && `left ${box.x}`,
          box.x + box.width > viewport.width && `right ${box.x + box.width}`,
          sides === 'all' && box.y < 0 && `top ${box.y}`,
          sides === 'all' && box.y + box.height > viewport.height && `bottom ${box.y + box.height}`,
        ].filter(Boolean)
        return outside.length === 0
          ? 'inside'
          : `outside ${viewport.width}x${viewport.height}: ${outside.join(', ')}`
      },
      { message: `${what} ${fits}` },
    )
    .toBe('inside')
}
