/**
 * The figures of `npm run perf` as text, and the budgets they are checked against
 * (docs/first-load.md): the median of each figure over the runs, every run beside it.
 */
import { NUMERIC_FIGURES, type NumericFigure, type Preset, type RunFigures } from './lighthouse'

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  if (sorted.length % 2 === 1) return upper
  return ((sorted[middle - 1] ?? 0) + upper) / 2
}

/** The median of every figure, each on its own (as Lighthouse CI reports them). */
export function summarize(runs: readonly RunFigures[]): Record<NumericFigure, number> {
  return Object.fromEntries(
    NUMERIC_FIGURES.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Record<NumericFigure, number>
}

/** A time in ms as seconds: `1.23 s`. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** One route's runs on one preset. */
export interface RouteRuns {
  route: string
  preset: Preset
  runs: readonly RunFigures[]
}

/** Lighthouse's budgets: performance by preset and route, accessibility and best practices. */
export const LIGHTHOUSE_BUDGET = {
  /** Mobile performance of the swap page, and of every other page. */
  mobileSwap: 90,
  mobileOther: 85,
  desktop: 95,
  accessibility: 100,
  bestPractices: 100,
}

/** The probes' budgets, ms (medians). */
export const PROBE_BUDGET_MS = {
  /** "Connect wallet" tapped 2 s after the app is ready, cold, mobile preset: to the dialog. */
  dialog: 1500,
  /** A cold shared swap link, mobile preset: to its quote on screen. */
  link: 3500,
}

/** The performance score a route must reach on a preset. */
export function performanceBudget(route: string, preset: Preset): number {
  if (preset === 'desktop') return LIGHTHOUSE_BUDGET.desktop
  return route === 'swap' ? LIGHTHOUSE_BUDGET.mobileSwap : LIGHTHOUSE_BUDGET.mobileOther
}

/** Every median that misses its budget, as a line; none when all are met. */
export function overBudget(rows: readonly RouteRuns[]): string[] {
  return rows.flatMap(({ route, preset, runs }) => {
    const m = summarize(runs)
    const misses: string[] = []
    const check = (name: string, value: number, budget: number) => {
      if (value < budget) misses.push(`${route} ${preset}: ${name} ${value} < ${budget}`)
    }
    check('performance', m.performance, performanceBudget(route, preset))
    check('accessibility', m.accessibility, LIGHTHOUSE_BUDGET.accessibility)
    check('best practices', m.bestPractices, LIGHTHOUSE_BUDGET.bestPractices)
    return misses
  })
}

/**
 * One line per route and preset with the medians (performance, FCP, LCP, TBT, CLS,
 * accessibility, best practices, transfer), every run's performance score, then the audits
 * any run failed, by route.
 */
export function formatRouteTable(rows: readonly RouteRuns[]): string {
  const header = [
    'route',
    'preset',
    'perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'a11y',
    'BP',
    'KiB',
    'runs',
  ]
  const lines = rows.map(({ route, preset, runs }) => {
    const m = summarize(runs)
    return [
      route,
      preset,
      String(m.performance),
      seconds(m.fcp),
      seconds(m.lcp),
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      String(m.accessibility),
      String(m.bestPractices),
      (m.transferBytes / 1024).toFixed(0),
      runs.map((run) => run.performance).join(' '),
    ]
  })
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  )
  // Names and presets to the left, figures to the right.
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        (i < 2 || i === cells.length - 1 ? cell.padEnd : cell.padStart).call(cell, widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const failing = rows.flatMap(({ route, preset, runs }) => {
    const audits = [...new Set(runs.flatMap((run) => run.failing))]
    return audits.length > 0 ? [`  ${route} (${preset}): ${audits.join(', ')}`] : []
  })
  return [
    `routes (medians of ${rows[0]?.runs.length ?? 0} runs)`,
    format(header),
    ...lines.map(format),
    ...(failing.length > 0 ? ['failing audits:', ...failing] : []),
  ].join('\n')
}
