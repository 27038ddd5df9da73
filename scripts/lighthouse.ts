/**
 * Lighthouse for `npm run perf`: one run on a fresh headless Chromium (the e2e tests'
 * binary and flags, scripts/chromium.ts), reduced to the figures perf compares.
 */
import { writeFileSync } from 'node:fs'
import { chromiumPath, CHROMIUM_FLAGS } from './chromium'

/** Lighthouse's presets: mobile (slow 4G, 4x CPU slowdown) and desktop. */
export type Preset = 'mobile' | 'desktop'

/** One Lighthouse run, reduced to what we compare. Times in ms, scores 0-100. */
export interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** Bytes transferred for the whole page load. */
  transferBytes: number
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failing: string[]
}

export type NumericFigure = Exclude<keyof RunFigures, 'failing'>

export const NUMERIC_FIGURES: readonly NumericFigure[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'transferBytes',
]

/** The parts of a Lighthouse result we read (LH.Result is much larger). */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>
}

function categoryScore(lhr: LighthouseResultLike, id: string): number {
  const score = lhr.categories[id]?.score
  if (score === null || score === undefined) throw new Error(`Lighthouse did not score ${id}`)
  return Math.round(score * 100)
}

function auditValue(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse has no value for ${id}`)
  return value
}

export function figuresFromResult(lhr: LighthouseResultLike): RunFigures {
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => {
        const audit = lhr.audits[ref.id]
        return (
          ref.weight > 0 && audit && audit.score !== null && audit.score < 1 // failed, and counted
        )
      })
      .map((ref) => `${category}/${ref.id}`),
  )
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    fcp: auditValue(lhr, 'first-contentful-paint'),
    lcp: auditValue(lhr, 'largest-contentful-paint'),
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    speedIndex: auditValue(lhr, 'speed-index'),
    transferBytes: auditValue(lhr, 'total-byte-weight'),
    failing,
  }
}

/**
 * One Lighthouse run (performance, accessibility, best practices) of `url` with `preset`;
 * with `reportPath`, the whole report is written there too.
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  reportPath: string | undefined,
): Promise<RunFigures> {
  const { launch } = await import('chrome-launcher')
  const { default: lighthouse, desktopConfig } = await import('lighthouse')
  const chrome = await launch({
    // Headless by chrome-launcher's flag.
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      )
    }
    // The whole report, for the long tasks and the main-thread breakdown behind TBT.
    if (reportPath) {
      writeFileSync(reportPath, JSON.stringify(result.lhr))
      // And the run's own trace (unthrottled: Lighthouse simulates the phone from it), for
      // what a long task it reports was made of (open it in DevTools' Performance panel).
      const trace = (result.artifacts as { Trace?: unknown }).Trace
      if (trace) writeFileSync(reportPath.replace(/\.json$/, '.trace.json'), JSON.stringify(trace))
    }
    return figuresFromResult(result.lhr)
  } finally {
    chrome.kill()
  }
}
