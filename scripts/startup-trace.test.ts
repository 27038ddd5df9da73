import { describe, expect, it } from 'vitest'
import { createSourceMapLookup, projectPath, type SourceLookup } from './source-map-lookup'
import {
  analyzeStartupTrace,
  formatStartupTrace,
  readTraceEvents,
  type CpuProfile,
  type ProfileCallFrame,
  type StartupTrace,
  type TraceEvent,
} from './startup-trace'

// Synthetic traces: times are given in ms from a base, and written in µs as Chrome does.
const BASE = 10_000_000 // µs
const at = (ms: number) => BASE + ms * 1000
const MAIN = { pid: 7, tid: 7 }
const OTHER_RENDERER = { pid: 9, tid: 9 }

function complete(
  name: string,
  startMs: number,
  durationMs: number,
  args?: Record<string, unknown>,
  thread = MAIN,
): TraceEvent {
  return {
    name,
    cat: 'devtools.timeline',
    ph: 'X',
    ts: at(startMs),
    dur: durationMs * 1000,
    ...thread,
    ...(args ? { args } : {}),
  }
}

const task = (startMs: number, durationMs: number, thread = MAIN) =>
  complete('RunTask', startMs, durationMs, undefined, thread)

function navigation(url = 'http://127.0.0.1:4173/#/swap', navigationId = 'N1'): TraceEvent {
  return {
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    ts: at(0),
    ...MAIN,
    args: { data: { documentLoaderURL: url, isOutermostMainFrame: true, navigationId } },
  }
}

function fcp(ms: number, navigationId = 'N1'): TraceEvent {
  return {
    name: 'firstContentfulPaint',
    cat: 'loading,rail,devtools.timeline',
    ph: 'R',
    ts: at(ms),
    ...MAIN,
    args: { data: { navigationId } },
  }
}

/** A page load's events: its navigation at 0 ms, its first contentful paint at `fcpMs`, then `events`. */
const pageLoad = (fcpMs: number, events: TraceEvent[] = []): TraceEvent[] => [
  navigation(),
  fcp(fcpMs),
  ...events,
]

const APP = 'http://127.0.0.1:4173/assets/app.js'

/** A frame of a page's script. */
function frame(functionName: string, url = APP, lineNumber = 0, columnNumber = 100) {
  return { functionName, scriptId: '7', url, lineNumber, columnNumber }
}
/** The VM's own entries ((program), (idle)) and built-ins (setTimeout). */
const native = (functionName: string) => ({
  functionName,
  scriptId: '0',
  url: '',
  lineNumber: -1,
  columnNumber: -1,
})
/** A script evaluated over the DevTools protocol: it has no URL. */
const evaluated = (functionName: string, lineNumber = 0, columnNumber = 0) => ({
  ...frame(functionName, '', lineNumber, columnNumber),
  scriptId: '42',
})

/**
 * A profile from a call tree (each entry: id, parent id, frame) and samples given as
 * [ms, node id]; the profile ends at `endMs`.
 */
function profile(
  tree: [number, number | undefined, ProfileCallFrame][],
  samples: [number, number][],
  endMs: number,
): CpuProfile {
  const nodes = [
    { id: 1, callFrame: native('(root)'), children: [] as number[] },
    ...tree.map(([id, , callFrame]) => ({ id, callFrame, children: [] as number[] })),
  ]
  for (const [id, parent] of tree)
    nodes.find((node) => node.id === (parent ?? 1))?.children.push(id)
  const startTime = at(0)
  let previous = startTime
  const timeDeltas = samples.map(([ms]) => {
    const delta = at(ms) - previous
    previous = at(ms)
    return delta
  })
  return {
    nodes,
    startTime,
    endTime: at(endMs),
    samples: samples.map(([, id]) => id),
    timeDeltas,
  }
}

const EMPTY_PROFILE = profile([], [], 10_000)
const noMaps: SourceLookup = () => undefined

describe('analyzeStartupTrace: long tasks', () => {
  it('keeps the main thread’s tasks over 50 ms, in start order, timed from the navigation', () => {
    const events = pageLoad(400, [
      task(900, 120),
      task(100, 50), // 50 ms is not over 50
      task(300, 50.5),
      task(600, 200, OTHER_RENDERER), // another renderer: not the page's main thread
      complete('Layout', 1200, 80), // not a task
    ])
    const trace = analyzeStartupTrace(events, EMPTY_PROFILE, noMaps)
    expect(trace.longTasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [300, 50.5],
      [900, 120],
    ])
    expect(trace.largestTaskMs).toBe(120)
    expect(trace.fcpMs).toBe(400)
  })

  it('starts from the navigation to the page, not the blank document before it', () => {
    const blank: TraceEvent = {
      ...navigation('', 'N0'),
      ts: at(-500),
      ...OTHER_RENDERER,
    }
    const events = [
      blank,
      task(-450, 100, OTHER_RENDERER),
      task(-300, 100), // over before the navigation
      navigation(),
      fcp(200),
      task(-20, 100), // the task that commits the navigation
    ]
    const trace = analyzeStartupTrace(events, EMPTY_PROFILE, noMaps)
    expect(trace.longTasks.map((t) => t.startMs)).toEqual([-20])
  })

  it('takes the FCP of the same navigation, and refuses a trace without one', () => {
    const trace = analyzeStartupTrace(
      [navigation(), fcp(150, 'OTHER'), fcp(700)],
      EMPTY_PROFILE,
      noMaps,
    )
    expect(trace.fcpMs).toBe(700)
    expect(() => analyzeStartupTrace([navigation()], EMPTY_PROFILE, noMaps)).toThrow(
      /first contentful paint/,
    )
    expect(() => analyzeStartupTrace([fcp(100)], EMPTY_PROFILE, noMaps)).toThrow(/navigation/)
  })
})

describe('analyzeStartupTrace: blocking after FCP', () => {
  it('counts each long task’s time past 50 ms after FCP, clipped at FCP as Lighthouse does', () => {
    const events = pageLoad(1000, [
      task(500, 300), // over before FCP: 0
      task(960, 100), // 60 ms after FCP: 10
      task(980, 60), // 40 ms after FCP: 0
      task(1500, 250), // all after: 200
    ])
    const trace = analyzeStartupTrace(events, EMPTY_PROFILE, noMaps)
    expect(trace.longTasks.map((t) => t.blockingMs)).toEqual([0, 10, 0, 200])
    expect(trace.blockingMs).toBe(210)
    expect(trace.largestTaskMs).toBe(300)
  })

  it('is zero without long tasks', () => {
    const trace = analyzeStartupTrace(pageLoad(100), EMPTY_PROFILE, noMaps)
    expect(trace).toMatchObject({ blockingMs: 0, largestTaskMs: 0, longTasks: [] })
  })
})

describe('analyzeStartupTrace: kinds of work', () => {
  it('sums each kind’s time in the task, nested events of one kind counted once', () => {
    const events = pageLoad(50, [
      task(100, 200),
      complete('v8.evaluateModule', 101, 100),
      complete('FunctionCall', 110, 30), // inside the module's evaluation: both count
      complete('Paint', 220, 20),
      complete('Paint', 225, 10), // a Paint inside a Paint
      complete('Paint', 250, 5),
      complete('V8.BytecodeBudgetInterrupt', 120, 40), // not a kind of work
      complete('Layout', 290, 30), // runs past the task: not inside it
      task(400, 60),
    ])
    const [first, second] = analyzeStartupTrace(events, EMPTY_PROFILE, noMaps).longTasks
    expect(first?.kinds).toEqual([
      { name: 'v8.evaluateModule', ms: 100 },
      { name: 'FunctionCall', ms: 30 },
      { name: 'Paint', ms: 25 },
    ])
    expect(second?.kinds).toEqual([])
  })
})

describe('analyzeStartupTrace: hot functions', () => {
  const tree: [number, number | undefined, ProfileCallFrame][] = [
    [2, undefined, native('(program)')],
    [3, undefined, native('(idle)')],
    [4, undefined, frame('run', APP, 0, 10)],
    [5, 4, frame('render', APP, 0, 40)],
    [6, 5, native('setTimeout')],
  ]

  it('gives each function the samples on top of the stack during the task, as long as each lasted; a built-in is named with its caller', () => {
    const samples: [number, number][] = [
      [99, 5], // before the task
      [100, 5], // 100-104 render
      [104, 4], // 104-110 run
      [110, 6], // 110-111 setTimeout (a built-in, under render)
      [111, 3], // 111-150 idle: left out
      [150, 2], // 150-160 (program): cut at the task's end
      [170, 5], // after the task
    ]
    const events = pageLoad(50, [task(100, 60)])
    const [only] = analyzeStartupTrace(events, profile(tree, samples, 200), noMaps).longTasks
    expect(only?.hot).toEqual([
      { name: '(program)', location: '', ms: 10 },
      { name: 'run', location: 'app.js:1:11', ms: 6 },
      { name: 'render', location: 'app.js:1:41', ms: 4 },
      { name: 'setTimeout ← render', location: 'app.js:1:41', ms: 1 },
    ])
  })

  it('names functions through the source map lookup, and keeps the hottest', () => {
    const lookup: SourceLookup = (f) =>
      f.columnNumber === 40
        ? { source: 'src/app/render.tsx', line: 12, name: 'renderApp' }
        : undefined
    const samples: [number, number][] = [
      [100, 5],
      [110, 4],
      [112, 5],
    ]
    const events = pageLoad(50, [task(100, 60)])
    const trace = analyzeStartupTrace(events, profile(tree, samples, 200), lookup, {
      hotFunctions: 1,
    })
    expect(trace.longTasks[0]?.hot).toEqual([
      { name: 'renderApp', location: 'src/app/render.tsx:12', ms: 58 },
    ])
  })

  it('calls a script’s top level by the file it is in', () => {
    const top: [number, number | undefined, ProfileCallFrame][] = [
      [2, undefined, frame('', APP, 0, 0)],
    ]
    const events = pageLoad(50, [task(100, 60)])
    const trace = analyzeStartupTrace(events, profile(top, [[100, 2]], 160), noMaps)
    expect(trace.longTasks[0]?.hot).toEqual([{ name: '(top level)', location: 'app.js', ms: 60 }])
  })
})

describe('analyzeStartupTrace: the harness’s own tasks', () => {
  // Playwright's waitForSelector: a DevTools-protocol evaluation of its injected script.
  const injected: [number, number | undefined, ProfileCallFrame][] = [
    [2, undefined, evaluated('')],
    [3, 2, evaluated('InjectedScript', 7019, 13)],
    [4, 2, evaluated('UtilityScript', 337, 13)],
    [5, 4, native('querySelectorAll')],
    [6, undefined, native('(program)')],
    [7, undefined, frame('render', APP, 0, 40)],
    [8, 4, frame('toJSON', APP, 0, 70)], // the page's code, called by the injected script
  ]

  it('leaves out a task that evaluates a script with no URL (a DevTools-protocol evaluation)', () => {
    const events = pageLoad(50, [
      task(100, 150),
      complete('EvaluateScript', 110, 120, {}),
      task(400, 80),
      complete('EvaluateScript', 401, 70, { data: { url: 'http://127.0.0.1:4173/' } }),
    ])
    const trace = analyzeStartupTrace(events, EMPTY_PROFILE, noMaps)
    expect(trace.longTasks.map((t) => t.startMs)).toEqual([400])
    expect(trace.harnessTasks).toBe(1)
    expect(trace.blockingMs).toBe(30)
  })

  it('leaves out a task spent mostly in scripts with no URL (Playwright’s injected script)', () => {
    const samples: [number, number][] = [
      [100, 3], // 100-140 injected script
      [140, 5], // 140-150 a built-in called by it: still the harness
      [150, 6], // 150-170 (program): neither
      [170, 7], // 170-180 the app
      [300, 7], // 300-330 the app's own long task
      [330, 6],
    ]
    const events = pageLoad(50, [task(100, 80), task(300, 60)])
    const trace = analyzeStartupTrace(events, profile(injected, samples, 400), noMaps)
    expect(trace.longTasks.map((t) => t.startMs)).toEqual([300])
    expect(trace.harnessTasks).toBe(1)
    expect(formatStartupTrace(trace)).toContain('(1 of the harness left out)')
  })

  it('counts the page’s code called by the injected script as the harness’s', () => {
    const samples: [number, number][] = [
      [100, 3], // 100-120 injected script
      [120, 8], // 120-150 the page's toJSON, called by it
      [150, 7], // 150-180 the app on its own
    ]
    const events = pageLoad(50, [task(100, 80)])
    const trace = analyzeStartupTrace(events, profile(injected, samples, 400), noMaps)
    expect(trace.longTasks).toEqual([])
    expect(trace.harnessTasks).toBe(1)
  })
})

describe('createSourceMapLookup', () => {
  // A hand-made map of one generated line (`app.js`, in dist/assets/):
  //   col 0:   bundler code, mapped to nothing (A)
  //   col 10:  react-dom-client.production.js line 15 col 0 (UAcA)
  //   col 40:  react-dom-client.production.js line 4627 col 9, named renderWithHooks (8BAogJSA)
  //   col 100: src/features/swap/quote.ts line 12 col 16, named computeQuote (4DCvgJOC)
  const MAP = JSON.stringify({
    version: 3,
    file: 'app.js',
    sources: [
      '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      '../../src/features/swap/quote.ts',
    ],
    names: ['renderWithHooks', 'computeQuote'],
    mappings: 'A,UAcA,8BAogJSA,4DCvgJOC',
  })
  const loaded: string[] = []
  const lookup = createSourceMapLookup((url) => {
    loaded.push(url)
    return url === APP ? { path: '/proj/dist/assets/app.js.map', json: MAP } : undefined
  }, '/proj')

  it('names a frame by its source, relative to the project, and the map’s name', () => {
    expect(lookup(frame('Xq', APP, 0, 120))).toEqual({
      source: 'src/features/swap/quote.ts',
      line: 12,
      name: 'computeQuote',
    })
    expect(lookup(frame('a', APP, 0, 45))).toEqual({
      source: 'react-dom/cjs/react-dom-client.production.js',
      line: 4627,
      name: 'renderWithHooks',
    })
  })

  it('names a function that starts in bundler code by the module after it', () => {
    expect(lookup(frame('', APP, 0, 3))).toEqual({
      source: 'react-dom/cjs/react-dom-client.production.js',
      line: 15,
    })
  })

  it('has nothing for scripts without a map, and reads each map once', () => {
    expect(lookup(frame('x', 'http://127.0.0.1:4173/assets/other.js'))).toBeUndefined()
    expect(lookup(frame('x', 'http://127.0.0.1:4173/assets/other.js'))).toBeUndefined()
    expect(loaded.filter((url) => url.endsWith('other.js'))).toHaveLength(1)
    expect(loaded.filter((url) => url === APP)).toHaveLength(1)
  })

  it('names hot functions in the analysis through the map', () => {
    const tree: [number, number | undefined, ProfileCallFrame][] = [
      [2, undefined, frame('Xq', APP, 0, 100)],
    ]
    const events = pageLoad(50, [task(100, 60)])
    const trace = analyzeStartupTrace(events, profile(tree, [[100, 2]], 200), lookup)
    expect(trace.longTasks[0]?.hot).toEqual([
      { name: 'computeQuote', location: 'src/features/swap/quote.ts:12', ms: 60 },
    ])
  })
})

describe('projectPath', () => {
  it('shortens packages to their own path, the innermost one when nested', () => {
    expect(projectPath('node_modules/a/node_modules/@b/c/x.js')).toBe('@b/c/x.js')
    expect(projectPath('src/main.tsx')).toBe('src/main.tsx')
  })
})

describe('readTraceEvents', () => {
  it('keeps well-formed events and drops the rest', () => {
    const good = { name: 'RunTask', cat: 'x', ph: 'X', ts: 1, dur: 2, pid: 3, tid: 4, args: {} }
    expect(
      readTraceEvents([good, null, 'text', { ...good, ts: '1' }, { ...good, pid: undefined }]),
    ).toEqual([good])
    expect(readTraceEvents([{ name: 'M', ph: 'M', ts: 0, pid: 1, tid: 1, args: 3 }])).toEqual([
      { name: 'M', cat: '', ph: 'M', ts: 0, pid: 1, tid: 1 },
    ])
  })
})

describe('formatStartupTrace', () => {
  const trace: StartupTrace = {
    fcpMs: 905.4,
    blockingMs: 243.2,
    largestTaskMs: 293.2,
    harnessTasks: 0,
    longTasks: [
      {
        startMs: 300,
        durationMs: 120,
        blockingMs: 0,
        kinds: [{ name: 'ParseHTML', ms: 106 }],
        hot: [{ name: '(program)', location: '', ms: 98.3 }],
      },
      {
        startMs: 1227.4,
        durationMs: 293.2,
        blockingMs: 243.2,
        kinds: [
          { name: 'v8.evaluateModule', ms: 111.2 },
          { name: 'RunMicrotasks', ms: 34 },
          { name: 'MinorGC', ms: 0.4 },
        ],
        hot: [
          { name: 'computeQuote', location: 'src/features/swap/quote.ts:12', ms: 37.54 },
          { name: 'tiny', location: 'src/x.ts:1', ms: 0.2 },
        ],
      },
    ],
  }

  it('prints the headline, each task with its kinds, and its hot functions', () => {
    expect(formatStartupTrace(trace).split('\n')).toEqual([
      'FCP 905 ms · blocking after FCP 243 ms · largest task 293 ms · 2 long tasks',
      '  @300 ms  120 ms, before FCP: ParseHTML 106',
      '        98.3 ms  (program)',
      '  @1227 ms  293 ms, blocks 243 ms: v8.evaluateModule 111 · RunMicrotasks 34',
      '        37.5 ms  computeQuote  src/features/swap/quote.ts:12',
    ])
  })
})
