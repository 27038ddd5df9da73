import { describe, expect, it } from 'vitest'
import { chooseChromium, GET_CHROMIUM, SYSTEM_CHROMIUM_PATHS } from './chromium'

const PLAYWRIGHTS = '/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome'

/** The decision on a machine where exactly `present` exist. */
function choose(
  present: string[],
  envPath?: string,
  playwrightPath: string | undefined = PLAYWRIGHTS,
) {
  return chooseChromium({
    envPath,
    systemPaths: SYSTEM_CHROMIUM_PATHS,
    playwrightPath,
    exists: (path) => present.includes(path),
  })
}

describe('chooseChromium', () => {
  it("takes the system's Chromium where it is installed, before Playwright's", () => {
    expect(choose(['/usr/bin/chromium', PLAYWRIGHTS])).toEqual({
      found: true,
      path: '/usr/bin/chromium',
      source: 'system',
    })
    expect(choose(['/usr/bin/chromium-browser'])).toEqual({
      found: true,
      path: '/usr/bin/chromium-browser',
      source: 'system',
    })
  })

  it('takes the browser `npx playwright install chromium` downloaded when there is no system one', () => {
    expect(choose([PLAYWRIGHTS])).toEqual({ found: true, path: PLAYWRIGHTS, source: 'playwright' })
  })

  it('takes PLAYWRIGHT_CHROMIUM_PATH first when it exists', () => {
    expect(choose(['/opt/chrome', '/usr/bin/chromium', PLAYWRIGHTS], '/opt/chrome')).toEqual({
      found: true,
      path: '/opt/chrome',
      source: 'PLAYWRIGHT_CHROMIUM_PATH',
    })
  })

  it('reports a PLAYWRIGHT_CHROMIUM_PATH that does not exist instead of using another browser', () => {
    const choice = choose(['/usr/bin/chromium', PLAYWRIGHTS], '/nonexistent')
    expect(choice).toEqual({
      found: false,
      message: `No Chromium at PLAYWRIGHT_CHROMIUM_PATH=/nonexistent: ${GET_CHROMIUM}.`,
    })
  })

  it('ignores an empty PLAYWRIGHT_CHROMIUM_PATH', () => {
    expect(choose(['/usr/bin/chromium'], '  ')).toMatchObject({ found: true, source: 'system' })
  })

  it('says in one line how to get a browser when there is none', () => {
    const choice = choose([])
    expect(choice.found).toBe(false)
    if (choice.found) return
    expect(choice.message).not.toContain('\n')
    expect(choice.message).toContain('npx playwright install chromium')
    expect(choice.message).toContain('apt-get install chromium')
  })

  it('asks nothing of Playwright on a host it cannot name a browser for', () => {
    expect(choose([], undefined, undefined)).toMatchObject({ found: false })
    expect(choose(['/usr/bin/chromium'], undefined, undefined)).toMatchObject({
      found: true,
      source: 'system',
    })
  })
})
