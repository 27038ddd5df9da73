import { describe, expect, it } from 'vitest'
import {
  chooseChromium,
  chooseJourneyChromium,
  GET_CHROMIUM,
  showsBrowser,
  SYSTEM_CHROMIUM_PATHS,
  SYSTEM_HEADLESS_SHELL_PATHS,
} from './chromium'

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

/** The journeys' decision on a machine where exactly `present` exist. */
function chooseForJourneys(
  present: string[],
  options: { headed?: boolean; envPath?: string } = {},
) {
  return chooseJourneyChromium({
    headed: options.headed ?? false,
    envPath: options.envPath,
    headlessShellPaths: SYSTEM_HEADLESS_SHELL_PATHS,
    systemPaths: SYSTEM_CHROMIUM_PATHS,
    playwrightPath: PLAYWRIGHTS,
    exists: (path) => present.includes(path),
  })
}

describe('chooseJourneyChromium', () => {
  const SHELL = '/usr/bin/chromium-headless-shell'

  it("takes the system's headless shell for a headless run, before its Chromium", () => {
    expect(chooseForJourneys([SHELL, '/usr/bin/chromium', PLAYWRIGHTS])).toEqual({
      found: true,
      executablePath: SHELL,
      source: 'system headless shell',
    })
  })

  it('takes the full Chromium for a run that shows its browser', () => {
    expect(chooseForJourneys([SHELL, '/usr/bin/chromium'], { headed: true })).toEqual({
      found: true,
      executablePath: '/usr/bin/chromium',
      source: 'system',
    })
  })

  it("takes the system's Chromium when it has no headless shell", () => {
    expect(chooseForJourneys(['/usr/bin/chromium', PLAYWRIGHTS])).toEqual({
      found: true,
      executablePath: '/usr/bin/chromium',
      source: 'system',
    })
  })

  it("leaves Playwright's own download to Playwright: its headless shell headless, its Chromium headed", () => {
    expect(chooseForJourneys([PLAYWRIGHTS])).toEqual({
      found: true,
      executablePath: undefined,
      source: 'playwright headless shell',
    })
    expect(chooseForJourneys([PLAYWRIGHTS], { headed: true })).toEqual({
      found: true,
      executablePath: PLAYWRIGHTS,
      source: 'playwright',
    })
  })

  it('takes PLAYWRIGHT_CHROMIUM_PATH first, and reports it when it does not exist', () => {
    expect(chooseForJourneys([SHELL, '/opt/chrome'], { envPath: '/opt/chrome' })).toEqual({
      found: true,
      executablePath: '/opt/chrome',
      source: 'PLAYWRIGHT_CHROMIUM_PATH',
    })
    expect(chooseForJourneys([SHELL], { envPath: '/nonexistent' })).toEqual({
      found: false,
      message: `No Chromium at PLAYWRIGHT_CHROMIUM_PATH=/nonexistent: ${GET_CHROMIUM}.`,
    })
  })

  it('says in one line how to get a browser when there is none, a headless shell not being enough for a headed run', () => {
    expect(chooseForJourneys([])).toMatchObject({ found: false })
    const headed = chooseForJourneys([SHELL], { headed: true })
    expect(headed.found).toBe(false)
    if (headed.found) return
    expect(headed.message).not.toContain('\n')
    expect(headed.message).toContain('npx playwright install chromium')
  })
})

describe('showsBrowser', () => {
  const argv = ['node', '/app/node_modules/.bin/playwright', 'test']

  it('is false for a plain run', () => {
    expect(showsBrowser(argv, {})).toBe(false)
    expect(showsBrowser([...argv, 'e2e/swap.spec.ts'], { PWDEBUG: '0' })).toBe(false)
  })

  it('is true for --headed, --debug, --ui and PWDEBUG', () => {
    expect(showsBrowser([...argv, '--headed'], {})).toBe(true)
    expect(showsBrowser([...argv, '--debug'], {})).toBe(true)
    expect(showsBrowser([...argv, '--debug=cli'], {})).toBe(true)
    expect(showsBrowser([...argv, '--ui'], {})).toBe(true)
    expect(showsBrowser(argv, { PWDEBUG: '1' })).toBe(true)
  })
})
