/**
 * Layout checks shared by the width, phone and language journeys (widths.spec.ts,
 * phone-popovers.spec.ts, i18n-widths.spec.ts).
 */
import type { Frame, Locator, Page } from '@playwright/test'
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

/**
 * What is wrong with the layout at the current width, one line each: the page is wider
 * than the screen, or a control of the header (a link, button, select or labelled badge)
 * starts left of it or ends right of it. The screen is the root's clientWidth: innerWidth
 * would include a classic scrollbar, and hide overflow as wide as it.
 */
export async function layoutProblems(frame: Page | Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const width = root.clientWidth
    const problems: string[] = []
    if (root.scrollWidth > width) {
      problems.push(`scrolls sideways: ${root.scrollWidth} px wide in ${width}`)
    }
    const controls = document.querySelectorAll(
      'header a[href], header button, header select, header [aria-label]',
    )
    for (const control of controls) {
      if (!control.checkVisibility()) continue
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.left < 0 || box.right > width) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? ''
        problems.push(
          `header control "${name.trim()}" spans ${Math.round(box.left)}-${Math.round(box.right)} of ${width}`,
        )
      }
    }
    return problems
  })
}

/**
 * Text the layout does not let a person read, one line each: a text whose lines run past
 * its block's box or the screen's edge, or that a box clipping its overflow (`overflow:
 * hidden` or `clip`, a fixed height) cuts off. Left out: visually hidden text (screen
 * readers only, in a 1 px box), what a scroll container holds (reachable by scrolling), and
 * text cut with an ellipsis whose element or an ancestor carries the whole text as its title.
 */
export async function clippedText(frame: Page | Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const screen = (document.scrollingElement ?? document.documentElement).clientWidth
    const problems: string[] = []
    const slack = 1 // sub-pixel rounding of boxes and glyphs
    const describe = (element: Element, text: string) => {
      const label = element.getAttribute('aria-label')
      return `<${element.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}> "${text.slice(0, 60)}"`
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
      const element = node.parentElement
      if (!text || !element) continue
      if (!element.checkVisibility({ visibilityProperty: true })) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
      if (lines.length === 0) continue
      let block: Element | null = element
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement
      }
      const ancestors: Element[] = []
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement)
        ancestors.push(box)
      const styles = ancestors.map((box) => getComputedStyle(box))
      const clips = (style: CSSStyleDeclaration, axis: 'overflowX' | 'overflowY') =>
        style[axis] === 'hidden' || style[axis] === 'clip'
      // Visually hidden (Tailwind's sr-only: a 1 px box clipping its content, or clipped to
      // nothing, padding or not): read by screen readers, never shown.
      const visuallyHidden = ancestors.some((box, i) => {
        const style = styles[i]
        const rect = box.getBoundingClientRect()
        if (style === undefined) return false
        const clipped = clips(style, 'overflowX') || clips(style, 'overflowY')
        return (
          (clipped && rect.width <= 1 && rect.height <= 1) ||
          style.clipPath === 'inset(50%)' ||
          /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)
        )
      })
      if (visuallyHidden) continue
      const problem = (() => {
        let block: Element | null = element
        while (block && getComputedStyle(block).display.startsWith('inline')) {
          block = block.parentElement
        }
        const own = (block ?? element).getBoundingClientRect()
        // A block that clips its overflow cuts its text rather than letting it spill: the
        // loop below judges that.
        const blockClips = block !== null && clips(getComputedStyle(block), 'overflowX')
        const spills =
          !blockClips && lines.some((l) => l.right > own.right + slack || l.left < own.left - slack)
        if (spills) return `spills out of its ${Math.round(own.width)} px box`
        for (const [i, box] of ancestors.entries()) {
          const style = styles[i]
          if (!style) break
          const rect = box.getBoundingClientRect()
          const cutX =
            clips(style, 'overflowX') &&
            lines.some((l) => l.right > rect.right + slack || l.left < rect.left - slack)
          const cutY =
            clips(style, 'overflowY') &&
            lines.some((l) => l.bottom > rect.bottom + slack || l.top < rect.top - slack)
          if (cutX || cutY) {
            const titled = (element.closest('[title]')?.getAttribute('title') ?? '').replace(
              /\s+/g,
              ' ',
            )
            if (style.textOverflow === 'ellipsis' && titled.includes(text)) return undefined
            return `cut off by a ${Math.round(rect.width)}x${Math.round(rect.height)} px box`
          }
          // Inside a scroll container the text is reachable by scrolling it.
          if (/auto|scroll/.test(style.overflowX)) return undefined
        }
        const offScreen = lines.some((l) => l.right > screen + slack || l.left < -slack)
        return offScreen ? 'runs off the screen' : undefined
      })()
      if (problem) problems.push(`${describe(element, text)} ${problem}`)
    }
    return problems
  })
}
