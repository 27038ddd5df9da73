import { describe, expect, it, vi } from 'vitest'
import { figuresFromResult, type LighthouseResultLike, type RunFigures } from './lighthouse'
import { parseArgs } from './perf'
import { probesOverBudget } from './perf-probes'
import { formatRouteTable, median, overBudget, summarize } from './perf-report'
import { ALL_ROUTES, resolveRoutes } from './perf-routes'

/** What `npm run perf` does with no arguments. */
const DEFAULTS = {
  runs: 3,
  presets: ['mobile', 'desktop'],
  build: true,
  probes: false,
  routes: ALL_ROUTES,
}

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3)
  })
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/nothing/)
  })
})

function lhr(overrides: Partial<Record<string, number | null>> = {}): LighthouseResultLike {
  const value = (id: string, fallback: number) => ({
    score: 1,
    numericValue: overrides[id] ?? fallback,
  })
  return {
    categories: {
      performance: { score: 0.914, auditRefs: [] },
      accessibility: {
        score: overrides.accessibility === undefined ? 1 : overrides.accessibility,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'informative', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    },
    audits: {
      'first-contentful-paint': value('fcp', 1200),
      'largest-contentful-paint': value('lcp', 1800),
      'total-blocking-time': value('tbt', 90),
      'cumulative-layout-shift': value('cls', 0.01),
      'speed-index': value('si', 1500),
      'total-byte-weight': value('bytes', 200_000),
      'color-contrast': { score: overrides['color-contrast'] ?? 1 },
      informative: { score: 0 },
      'errors-in-console': { score: overrides['errors-in-console'] ?? 1 },
    },
  }
}

describe('figuresFromResult', () => {
  it('reads scores as 0-100 and the metrics in ms', () => {
    expect(figuresFromResult(lhr())).toEqual({
      performance: 91,
      accessibility: 100,
      bestPractices: 100,
      fcp: 1200,
      lcp: 1800,
      tbt: 90,
      cls: 0.01,
      speedIndex: 1500,
      transferBytes: 200_000,
      failing: [],
    })
  })

  it('lists the counted audits that failed, not the informative ones', () => {
    const figures = figuresFromResult(lhr({ 'color-contrast': 0, 'errors-in-console': 0 }))
    expect(figures.failing).toEqual([
      'accessibility/color-contrast',
      'best-practices/errors-in-console',
    ])
  })

  it('fails loudly when a category was not scored (a broken run is not a zero)', () => {
    expect(() => figuresFromResult(lhr({ accessibility: null }))).toThrow(/did not score/)
  })
})

describe('summarize and overBudget', () => {
  const run = (performance: number, accessibility = 100, failing: string[] = []): RunFigures => ({
    ...figuresFromResult(lhr()),
    performance,
    accessibility,
    failing,
  })

  it('takes the median of each figure on its own', () => {
    const m = summarize([run(90), run(95, 90), run(70)])
    expect(m.performance).toBe(90)
    expect(m.accessibility).toBe(100)
  })

  it('holds the swap page to 90 on mobile, other pages to 85, every page to 95 on desktop', () => {
    const three = (score: number) => [run(score), run(score), run(score)]
    expect(
      overBudget([
        { route: 'swap', preset: 'mobile', runs: three(90) },
        { route: 'orders', preset: 'mobile', runs: three(85) },
        { route: 'orders', preset: 'desktop', runs: three(95) },
      ]),
    ).toEqual([])
    expect(
      overBudget([
        { route: 'swap', preset: 'mobile', runs: three(89) },
        { route: 'orders', preset: 'mobile', runs: three(84) },
        { route: 'swap', preset: 'desktop', runs: three(94) },
      ]),
    ).toEqual([
      'swap mobile: performance 89 < 90',
      'orders mobile: performance 84 < 85',
      'swap desktop: performance 94 < 95',
    ])
  })

  it('wants accessibility and best practices at 100', () => {
    const runs = [run(99, 96), run(99, 96), run(99, 100)]
    expect(overBudget([{ route: 'inbox', preset: 'desktop', runs }])).toEqual([
      'inbox desktop: accessibility 96 < 100',
    ])
  })
})

describe('probesOverBudget', () => {
  it('holds the dialog to 1.5 s after the tap and a shared link to 3.5 s to its quote', () => {
    expect(probesOverBudget({ dialog: [900, 1500, 2000], link: [3000, 3500, 3600] })).toEqual([])
    expect(probesOverBudget({ dialog: [1400, 1600, 2000], link: [3000, 3700, 3600] })).toEqual([
      'dialog: 1600 ms > 1500 ms',
      'link: 3600 ms > 3500 ms',
    ])
  })
})

describe('parseArgs', () => {
  it('defaults to both presets, three runs, with a build', () => {
    expect(parseArgs([])).toEqual(DEFAULTS)
  })
  it('reads --runs, --preset, --no-build, --json and --reports', () => {
    expect(
      parseArgs(['--runs', '5', '--preset', 'desktop', '--no-build', '--json', 'out.json']),
    ).toEqual({ ...DEFAULTS, runs: 5, presets: ['desktop'], build: false, jsonPath: 'out.json' })
    expect(parseArgs(['--reports', 'lhr']).reportsDir).toBe('lhr')
  })
  it('rejects what it does not understand', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow(/positive/)
    expect(() => parseArgs(['--preset', 'tablet'])).toThrow(/mobile or desktop/)
    expect(() => parseArgs(['--runs'])).toThrow(/needs a value/)
    expect(() => parseArgs(['--fast'])).toThrow(/unknown/)
    expect(() => parseArgs(['--route', 'orders page'])).toThrow(/a hash like/)
  })

  it('reads --route as a hash, a path or a route name, once each, in the order given', () => {
    const { routes } = parseArgs([
      '--route',
      '#/orders',
      '--route',
      '/inbox',
      '--route',
      'token WETH',
      '--route',
      'orders',
    ])
    expect(routes.map((route) => route.name)).toEqual(['orders', 'inbox', 'token WETH'])
    expect(routes[2]?.hash).toMatch(/^#\/token\/31337\/0x[0-9a-fA-F]{40}$/)
    expect(parseArgs(['--route', '#/orders?tab=history']).routes).toEqual([
      { name: '/orders?tab=history', hash: '#/orders?tab=history' },
    ])
  })

  it('measures every route a visitor can land on by default', () => {
    expect(parseArgs([]).routes.map((route) => route.name)).toEqual([
      'swap',
      'limit',
      'twap',
      'orders',
      'order',
      'token',
      'token WETH',
      'inbox',
      'account',
      'widget',
    ])
  })

  it('reads --probes, and refuses the Lighthouse options with it', () => {
    expect(parseArgs(['--probes', '--runs', '2']).probes).toBe(true)
    expect(() => parseArgs(['--probes', '--preset', 'mobile'])).toThrow(
      /--preset is for Lighthouse, which --probes/,
    )
    expect(() => parseArgs(['--route', 'inbox', '--probes'])).toThrow(
      /--route is for Lighthouse, which --probes/,
    )
  })
})

describe('resolveRoutes', () => {
  it('seeds an order only when a route needs one, and puts its UID in the hash', async () => {
    const seed = vi.fn(async () => '0xabc' as const)
    expect(await resolveRoutes([{ name: 'inbox', hash: '#/inbox' }], seed)).toEqual([
      { name: 'inbox', hash: '#/inbox' },
    ])
    expect(seed).not.toHaveBeenCalled()
    const routes = await resolveRoutes(ALL_ROUTES, seed)
    expect(seed).toHaveBeenCalledTimes(1)
    expect(routes.find((route) => route.name === 'order')?.hash).toBe('#/orders/0xabc')
  })
})

describe('formatRouteTable', () => {
  const run = (performance: number, tbt: number, failing: string[] = []): RunFigures => ({
    ...figuresFromResult(lhr({ tbt })),
    performance,
    failing,
  })

  it('prints one line per route and preset with the medians and every run’s score', () => {
    const text = formatRouteTable([
      { route: 'swap', preset: 'mobile', runs: [run(97, 150), run(99, 100), run(96, 180)] },
      {
        route: 'token WETH',
        preset: 'desktop',
        runs: [run(100, 0), run(100, 0), run(98, 20, ['accessibility/color-contrast'])],
      },
    ])
    expect(text.split('\n')).toEqual([
      'routes (medians of 3 runs)',
      'route       preset   perf     FCP     LCP     TBT    CLS  a11y   BP  KiB  runs',
      'swap        mobile     97  1.20 s  1.80 s  150 ms  0.010   100  100  195  97 99 96',
      'token WETH  desktop   100  1.20 s  1.80 s    0 ms  0.010   100  100  195  100 100 98',
      'failing audits:',
      '  token WETH (desktop): accessibility/color-contrast',
    ])
  })
})
