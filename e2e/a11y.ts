/** The accessibility check of the journeys: axe, reporting what a person would be blocked by. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe violations of impact serious or critical, one line each (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
