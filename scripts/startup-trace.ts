/**
 * What the long tasks of the app's start-up are made of, from a Chrome trace and a CPU
 * profile recorded together (`npm run perf -- --trace`, scripts/perf.ts records them).
 *
 * - The trace (devtools.timeline and friends, TRACE_CATEGORIES) gives the main thread's
 *   tasks (`RunTask`), what kinds of work each did (`v8.evaluateModule`, `FunctionCall`,
 *   `Layout`, ...), the navigation and the first contentful paint.
 * - The CPU profile (CDP `Profiler`, sampled every 100 µs) gives which functions the
 *   samples that fall in each task were in; the build's source maps name them by their
 *   source file and line.
 *
 * Everything here is pure: the caller reads the source maps (scripts/source-map-lookup.ts).
 * Times in the result are ms; trace and profile times are µs on the same clock.
 */
import type { SourceLookup } from './source-map-lookup'

/**
 * What to record. devtools.timeline has the tasks and their work, v8.execute the
 * microtasks, loading the first contentful paint, blink.user_timing the navigation.
 */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
] as const

/** A task longer than this blocks input (the Long Tasks API's and Lighthouse's 50 ms). */
export const LONG_TASK_MS = 50

/** One event of a Chrome trace (the JSON trace event format), as much as is read here. */
export interface TraceEvent {
  name: string
  cat: string
  /** Phase: 'X' is a complete event (with `dur`), 'R'/'I' instants, 'M' metadata. */
  ph: string
  /** µs */
  ts: number
  /** µs, on 'X' events */
  dur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The trace events among what CDP's `Tracing.dataCollected` delivered; anything else is dropped. */
export function readTraceEvents(values: readonly unknown[]): TraceEvent[] {
  const events: TraceEvent[] = []
  for (const value of values) {
    if (!isRecord(value)) continue
    const { name, cat, ph, ts, dur, pid, tid, args } = value
    if (typeof name !== 'string' || typeof ph !== 'string' || typeof ts !== 'number') continue
    if (typeof pid !== 'number' || typeof tid !== 'number') continue
    events.push({
      name,
      cat: typeof cat === 'string' ? cat : '',
      ph,
      ts,
      ...(typeof dur === 'number' ? { dur } : {}),
      pid,
      tid,
      ...(isRecord(args) ? { args } : {}),
    })
  }
  return events
}

/** A frame of a CPU profile (CDP `Runtime.CallFrame`): line and column are 0-based. */
export interface ProfileCallFrame {
  functionName: string
  /** '0' for the VM's own entries ((program), (idle), (garbage collector)) and built-ins. */
  scriptId: string
  /** '' for built-ins and for scripts evaluated over the DevTools protocol. */
  url: string
  lineNumber: number
  columnNumber: number
}

/** The parts of CDP's `Profiler.Profile` read here (a `Profiler.Profile` is one). */
export interface CpuProfile {
  nodes: { id: number; callFrame: ProfileCallFrame; children?: number[] }[]
  /** µs */
  startTime: number
  /** µs */
  endTime: number
  /** The node each sample was in (on top of the stack). */
  samples?: number[]
  /** µs since the previous sample (the first: since startTime). */
  timeDeltas?: number[]
}

/**
 * The trace events that are kinds of work, as a task's breakdown names them. Kinds nest
 * (a FunctionCall inside a v8.evaluateModule, a Layout forced by a FunctionCall), so a
 * task's kinds can add up to more than the task.
 */
export const WORK_KINDS: ReadonlySet<string> = new Set([
  'DocumentLoader::CommitNavigation',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'XHRReadyStateChange',
  'XHRLoad',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MajorGC',
  'MinorGC',
])

export interface WorkKind {
  name: string
  ms: number
}

export interface HotFunction {
  /** The source map's name for the function, else the profile's (minified) one. */
  name: string
  /** `src/file.ts:12`, `package/file.js:34`; a built file's `file.js:1:2345` when unmapped; '' for the VM's own entries. */
  location: string
  /** Self time: samples with this function on top of the stack. */
  ms: number
}

export interface LongTask {
  /** From the navigation's start. */
  startMs: number
  durationMs: number
  /** What of it counts towards the blocking sum: the part after FCP, minus 50 ms. */
  blockingMs: number
  /** Largest first. */
  kinds: WorkKind[]
  /** Largest first; (idle) left out. */
  hot: HotFunction[]
}

export interface StartupTrace {
  /** First contentful paint, from the navigation's start. */
  fcpMs: number
  /** The app's long tasks in start order (the harness's own are left out). */
  longTasks: LongTask[]
  /** Sum of blockingMs: Lighthouse's TBT, without its cut at time to interactive. */
  blockingMs: number
  /** The longest of the long tasks; 0 without any. */
  largestTaskMs: number
  /** Long tasks left out as the harness's own (DevTools-protocol evaluations). */
  harnessTasks: number
}

export interface AnalyzeOptions {
  /** How many hot functions to keep per task. */
  hotFunctions?: number
}

const msOf = (us: number) => us / 1000
const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)
const dataOf = (event: TraceEvent) => (isRecord(event.args?.data) ? event.args.data : undefined)
const sameThread = (a: TraceEvent, b: TraceEvent) => a.pid === b.pid && a.tid === b.tid
const isNative = (frame: ProfileCallFrame) => frame.scriptId === '0'

/**
 * The navigation: the first `navigationStart` of the top frame for a real document (the
 * blank one a new page starts with has no URL). Its thread is the page's main thread.
 */
function findNavigation(events: readonly TraceEvent[]): TraceEvent {
  const navigation = events
    .filter((event) => {
      const data = dataOf(event)
      return (
        event.name === 'navigationStart' &&
        typeof data?.documentLoaderURL === 'string' &&
        data.documentLoaderURL !== '' &&
        data.isOutermostMainFrame !== false
      )
    })
    .sort((a, b) => a.ts - b.ts)[0]
  if (!navigation) throw new Error('the trace has no navigation (navigationStart)')
  return navigation
}

function findFcp(events: readonly TraceEvent[], navigation: TraceEvent): TraceEvent {
  const navigationId = dataOf(navigation)?.navigationId
  const fcp = events
    .filter(
      (event) =>
        event.name === 'firstContentfulPaint' &&
        sameThread(event, navigation) &&
        event.ts >= navigation.ts &&
        (navigationId === undefined || dataOf(event)?.navigationId === navigationId),
    )
    .sort((a, b) => a.ts - b.ts)[0]
  if (!fcp) throw new Error('the trace has no first contentful paint for the navigation')
  return fcp
}

/** Total length of the union of intervals (µs), each clipped to [from, to]. */
function coveredLength(intervals: readonly [number, number][], from: number, to: number): number {
  const clipped = intervals
    .map(([a, b]): [number, number] => [Math.max(a, from), Math.min(b, to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0])
  let total = 0
  let reach = -Infinity
  for (const [a, b] of clipped) {
    if (b <= reach) continue
    total += b - Math.max(a, reach)
    reach = b
  }
  return total
}

interface Sample {
  /** µs */
  ts: number
  /** µs: until the next sample (the last: until the profile's end). */
  weight: number
  frame: ProfileCallFrame
  /** The outermost script on the stack was evaluated over the DevTools protocol. */
  harness: boolean
  /** Some script is on the stack (not only the VM's own entries or built-ins). */
  script: boolean
  /** For a built-in on top (appendChild, fetch): the nearest script function under it. */
  caller?: ProfileCallFrame
}

function readSamples(profile: CpuProfile): Sample[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id)
  // For each node: the outermost script frame on its stack (undefined: none).
  const outermost = new Map<number, ProfileCallFrame | undefined>()
  const outermostScript = (id: number): ProfileCallFrame | undefined => {
    if (outermost.has(id)) return outermost.get(id)
    const node = nodes.get(id)
    const parent = parents.get(id)
    const above = parent === undefined ? undefined : outermostScript(parent)
    const found = above ?? (node && !isNative(node.callFrame) ? node.callFrame : undefined)
    outermost.set(id, found)
    return found
  }
  const nearestScript = (id: number | undefined): ProfileCallFrame | undefined => {
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame
      if (frame && !isNative(frame) && frame.url) return frame
    }
    return undefined
  }

  const ids = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  const times: number[] = []
  let ts = profile.startTime
  for (let i = 0; i < ids.length; i += 1) {
    ts += deltas[i] ?? 0
    times.push(ts)
  }
  const samples: Sample[] = []
  ids.forEach((id, i) => {
    const node = nodes.get(id)
    const at = times[i]
    if (!node || at === undefined) return
    const next = times[i + 1] ?? profile.endTime
    const root = outermostScript(id)
    samples.push({
      ts: at,
      weight: Math.max(next - at, 0),
      frame: node.callFrame,
      harness: root !== undefined && root.url === '',
      script: root !== undefined,
      caller: isNative(node.callFrame) ? nearestScript(parents.get(id)) : undefined,
    })
  })
  return samples.sort((a, b) => a.ts - b.ts)
}

/** The samples taken during [from, to), each weighed by its time within it. */
function samplesIn(samples: readonly Sample[], from: number, to: number) {
  return samples
    .filter((sample) => sample.ts >= from && sample.ts < to)
    .map((sample) => ({ ...sample, weight: Math.min(sample.weight, to - sample.ts) }))
}

/** A script's file name: `index-abc.js`; `document` for the page's inline scripts. */
function fileOf(url: string): string {
  if (!/^(https?|file):/.test(url)) return url
  return new URL(url).pathname.split('/').pop() || 'document'
}

function describeFrame(frame: ProfileCallFrame, lookup: SourceLookup): Omit<HotFunction, 'ms'> {
  const minified = frame.functionName || '(anonymous)'
  if (isNative(frame) || !frame.url) return { name: minified, location: '' }
  // A script's own top level: in a bundle, the top-level code of every module in it.
  if (frame.lineNumber === 0 && frame.columnNumber === 0 && !frame.functionName) {
    return { name: '(top level)', location: fileOf(frame.url) }
  }
  const original = lookup(frame)
  if (!original) {
    return {
      name: minified,
      location: `${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
    }
  }
  return { name: original.name ?? minified, location: `${original.source}:${original.line}` }
}

/**
 * Is this task the harness's own rather than the app's? DevTools-protocol evaluations
 * (Playwright's waitForSelector and evaluate, a `Runtime.evaluate`) run as an
 * `EvaluateScript` with no script URL, and their samples are in scripts with no URL; a
 * page's scripts always have one (the page's CSP allows no eval).
 */
function isHarnessTask(children: readonly TraceEvent[], samples: readonly Sample[]): boolean {
  const protocolEvaluation = children.some(
    (event) => event.name === 'EvaluateScript' && typeof dataOf(event)?.url !== 'string',
  )
  if (protocolEvaluation) return true
  let scripts = 0
  let harness = 0
  for (const sample of samples) {
    if (!sample.script) continue
    scripts += sample.weight
    if (sample.harness) harness += sample.weight
  }
  return scripts > 0 && harness > scripts / 2
}

/**
 * The long tasks of a page load's main thread, what they did, and the time they blocked
 * after the first contentful paint.
 */
export function analyzeStartupTrace(
  events: readonly TraceEvent[],
  profile: CpuProfile,
  lookup: SourceLookup,
  options: AnalyzeOptions = {},
): StartupTrace {
  const hotCount = options.hotFunctions ?? 6
  const navigation = findNavigation(events)
  const fcp = findFcp(events, navigation)
  const mainThread = events.filter(
    (event) => sameThread(event, navigation) && event.ph === 'X' && event.dur !== undefined,
  )
  const samples = readSamples(profile)

  const longTasks: LongTask[] = []
  let harnessTasks = 0
  const candidates = mainThread
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        (event.dur ?? 0) > LONG_TASK_MS * 1000 &&
        end(event) > navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  for (const task of candidates) {
    const taskEnd = end(task)
    const children = mainThread.filter(
      (event) => event !== task && event.ts >= task.ts && end(event) <= taskEnd,
    )
    const taskSamples = samplesIn(samples, task.ts, taskEnd)
    if (isHarnessTask(children, taskSamples)) {
      harnessTasks += 1
      continue
    }

    const byKind = new Map<string, [number, number][]>()
    for (const event of children) {
      if (!WORK_KINDS.has(event.name)) continue
      const intervals = byKind.get(event.name) ?? []
      intervals.push([event.ts, end(event)])
      byKind.set(event.name, intervals)
    }
    const kinds = [...byKind]
      .map(([name, intervals]) => ({ name, ms: msOf(coveredLength(intervals, task.ts, taskEnd)) }))
      .sort((a, b) => b.ms - a.ms)

    const self = new Map<string, HotFunction>()
    for (const sample of taskSamples) {
      if (sample.frame.functionName === '(idle)' && isNative(sample.frame)) continue
      const described = describeFrame(sample.frame, lookup)
      // A built-in is named with its caller: `appendChild ← preload src/lib/x.ts:3`.
      const caller = sample.caller && describeFrame(sample.caller, lookup)
      const name = caller ? `${described.name} ← ${caller.name}` : described.name
      const location = caller ? caller.location : described.location
      const key = `${name} ${location}`
      const entry = self.get(key) ?? { name, location, ms: 0 }
      entry.ms += msOf(sample.weight)
      self.set(key, entry)
    }
    const hot = [...self.values()].sort((a, b) => b.ms - a.ms).slice(0, hotCount)

    const afterFcp = taskEnd - Math.max(task.ts, fcp.ts)
    longTasks.push({
      startMs: msOf(task.ts - navigation.ts),
      durationMs: msOf(task.dur ?? 0),
      blockingMs: Math.max(msOf(afterFcp) - LONG_TASK_MS, 0),
      kinds,
      hot,
    })
  }

  return {
    fcpMs: msOf(fcp.ts - navigation.ts),
    longTasks,
    blockingMs: longTasks.reduce((sum, task) => sum + task.blockingMs, 0),
    largestTaskMs: Math.max(0, ...longTasks.map((task) => task.durationMs)),
    harnessTasks,
  }
}

const ms = (value: number) => `${Math.round(value)} ms`

export interface FormatOptions {
  /** Kinds of work under this many ms are not printed. */
  minKindMs?: number
  /** Hot functions under this many ms are not printed. */
  minHotMs?: number
}

/**
 * The trace as text: a headline (FCP, blocking sum, largest task), then each long task:
 * its start, length and blocking part, its kinds of work, and its hot functions.
 *
 *   FCP 905 ms · blocking after FCP 412 ms · largest task 243 ms · 3 long tasks
 *     @1270 ms  243 ms, blocks 193 ms: v8.evaluateModule 111 · RunMicrotasks 34
 *         12.3 ms  renderWithHooks  react-dom/cjs/react-dom-client.production.js:4567
 */
export function formatStartupTrace(trace: StartupTrace, options: FormatOptions = {}): string {
  const minKindMs = options.minKindMs ?? 1
  const minHotMs = options.minHotMs ?? 1
  const count = trace.longTasks.length
  const left = trace.harnessTasks > 0 ? ` (${trace.harnessTasks} of the harness left out)` : ''
  const lines = [
    `FCP ${ms(trace.fcpMs)} · blocking after FCP ${ms(trace.blockingMs)} · ` +
      `largest task ${ms(trace.largestTaskMs)} · ${count} long task${count === 1 ? '' : 's'}${left}`,
  ]
  for (const task of trace.longTasks) {
    const beforeFcp = task.startMs + task.durationMs <= trace.fcpMs
    const blocks = beforeFcp ? ', before FCP' : `, blocks ${ms(task.blockingMs)}`
    const kinds = task.kinds
      .filter((kind) => kind.ms >= minKindMs)
      .map((kind) => `${kind.name} ${Math.round(kind.ms)}`)
      .join(' · ')
    lines.push(`  @${ms(task.startMs)}  ${ms(task.durationMs)}${blocks}: ${kinds || '-'}`)
    for (const fn of task.hot.filter((hot) => hot.ms >= minHotMs)) {
      const where = fn.location ? `  ${fn.location}` : ''
      lines.push(`      ${fn.ms.toFixed(1).padStart(6)} ms  ${fn.name}${where}`)
    }
  }
  return lines.join('\n')
}
