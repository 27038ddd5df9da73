/** The file a link on the page downloads (Playwright's download event), read as text. */
import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'

export async function downloadText(
  page: Page,
  name: 'Download CSV' | 'Download JSON',
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ])
  return { download, text: await readFile(await download.path(), 'utf8') }
}
