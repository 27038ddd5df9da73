/**
 * Names a CPU profile's frames in the built app by their source: the project file and line
 * (`src/features/swap/quote.ts:12`) or the package file (`react-dom/cjs/...js:4627`), through
 * the build's source maps. scripts/startup-trace.ts uses it for each long task's hot
 * functions; the caller decides where a script's map is read from.
 */
import { dirname, relative, resolve, sep } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

/** Where a frame of the build comes from: a project path (node_modules/ shortened). */
export interface OriginalPosition {
  source: string
  /** 1-based */
  line: number
  /** The name the source map gives the function's position, if any. */
  name?: string
}

/** Where a profile's frame is in a built script: its URL, 0-based line and column (CDP's). */
export interface ScriptPosition {
  url: string
  lineNumber: number
  columnNumber: number
}

export type SourceLookup = (frame: ScriptPosition) => OriginalPosition | undefined

/** A source map file, read by the caller. */
export interface SourceMapFile {
  /** The map's path on disk: its relative `sources` are resolved against it. */
  path: string
  json: string
}

/**
 * A lookup through source maps: `loadMap` returns the map of a script URL, or undefined
 * (no map, not one of ours). `root` is the project: sources are named relative to it,
 * with packages as `package/path` rather than `node_modules/package/path`.
 */
export function createSourceMapLookup(
  loadMap: (scriptUrl: string) => SourceMapFile | undefined,
  root: string,
): SourceLookup {
  const consumers = new Map<string, { consumer: SourceMapConsumer; dir: string } | null>()
  const consumerFor = (url: string) => {
    let entry = consumers.get(url)
    if (entry === undefined) {
      const file = loadMap(url)
      entry = file
        ? { consumer: new SourceMapConsumer(file.json), dir: dirname(resolve(file.path)) }
        : null
      consumers.set(url, entry)
    }
    return entry
  }
  return (frame) => {
    if (!frame.url || frame.lineNumber < 0) return undefined
    const entry = consumerFor(frame.url)
    if (!entry) return undefined
    const generated = { line: frame.lineNumber + 1, column: Math.max(frame.columnNumber, 0) }
    let original = entry.consumer.originalPositionFor(generated)
    // A function that starts in the bundler's own code (the wrapper around a CommonJS
    // module, say) is named by the first source after it: the module it wraps.
    if (original.source === null) {
      original = entry.consumer.originalPositionFor({
        ...generated,
        bias: SourceMapConsumer.LEAST_UPPER_BOUND,
      })
    }
    // null at runtime when nothing maps there, whatever the typings say
    const source: string | null = original.source
    const line: number | null = original.line
    if (source === null || line === null) return undefined
    const name: string | null | undefined = original.name
    return {
      source: projectPath(relative(root, resolve(entry.dir, source))),
      line,
      ...(name ? { name } : {}),
    }
  }
}

/** `node_modules/a/node_modules/b/x.js` -> `b/x.js`; outside the project, the path as is. */
export function projectPath(path: string): string {
  const posix = path.split(sep).join('/')
  const inPackages = posix.lastIndexOf('node_modules/')
  if (inPackages >= 0) return posix.slice(inPackages + 'node_modules/'.length)
  return posix
}
