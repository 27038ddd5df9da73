/**
 * The figures of `npm run perf` as text: the median of each figure over the runs, and every
 * run's value beside it, for Lighthouse (per preset) and for `--trace`.
 */
import { NUMERIC_FIGURES, type NumericFigure, type Preset, type RunFigures } from './lighthouse'
import { TRACE_CPU_SLOWDOWN } from './startup-recorder'
import type { StartupTrace } from './startup-trace'

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

/** One preset's medians, each with every run's value, and the audits any run failed. */
export function formatSummary(preset: Preset, runs: readonly RunFigures[]): string {
  const m = summarize(runs)
  const all = (key: NumericFigure, format: (value: number) => string) =>
    runs.map((run) => format(run[key])).join(', ')
  const failing = [...new Set(runs.flatMap((run) => run.failing))]
  const rows: [string, string, string][] = [
    ['performance', String(m.performance), all('performance', String)],
    ['FCP', seconds(m.fcp), all('fcp', seconds)],
    ['LCP', seconds(m.lcp), all('lcp', seconds)],
    ['TBT', `${Math.round(m.tbt)} ms`, all('tbt', (v) => `${Math.round(v)} ms`)],
    ['CLS', m.cls.toFixed(3), all('cls', (v) => v.toFixed(3))],
    ['Speed Index', seconds(m.speedIndex), all('speedIndex', seconds)],
    [
      'transfer',
      `${(m.transferBytes / 1024).toFixed(0)} KiB`,
      all('transferBytes', (v) => (v / 1024).toFixed(0)),
    ],
    ['accessibility', String(m.accessibility), all('accessibility', String)],
    ['best practices', String(m.bestPractices), all('bestPractices', String)],
  ]
  return [
    `${preset} (median of ${runs.length})`,
    ...rows.map(([name, value, each]) => `  ${name.padEnd(15)} ${value.padStart(9)}   [${each}]`),
    ...(failing.length > 0 ? [`  failing audits: ${failing.join(', ')}`] : []),
  ].join('\n')
}

/** The medians of `--trace` runs, each figure on its own, and every run's. */
export function formatTraceSummary(runs: readonly StartupTrace[]): string {
  const rows: [string, (run: StartupTrace) => number][] = [
    ['blocking after FCP', (run) => run.blockingMs],
    ['largest task', (run) => run.largestTaskMs],
    ['FCP', (run) => run.fcpMs],
  ]
  const counts = runs.map((run) => run.longTasks.length)
  return [
    `trace (median of ${runs.length}, ${TRACE_CPU_SLOWDOWN}x CPU)`,
    ...rows.map(([name, figure]) => {
      const values = runs.map(figure)
      const each = values.map((value) => Math.round(value)).join(', ')
      return `  ${name.padEnd(19)} ${`${Math.round(median(values))} ms`.padStart(8)}   [${each}]`
    }),
    `  ${'long tasks'.padEnd(19)} ${String(median(counts)).padStart(8)}   [${counts.join(', ')}]`,
  ].join('\n')
}

/** One route's runs on one preset, for the route × metric table. */
export interface RouteRuns {
  route: string
  preset: Preset
  runs: readonly RunFigures[]
}

/**
 * `--route`/`--all-routes`: one line per route and preset with the medians (performance,
 * FCP, LCP, TBT, CLS, accessibility, best practices, transfer), every run's performance
 * score, then the audits any run failed, by route.
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
