/**
 * Vite plugin (build only): the first view's JavaScript in one chunk.
 *
 * Rolldown splits a module that the entry loads statically and a lazy chunk also imports
 * into a shared chunk of its own, even though the entry has loaded it by the time any lazy
 * chunk runs (rolldown#10731). The first view then came as ~70 small files: as many
 * requests, and each compressed on its own (~19 KB gzip more than the same code in one file).
 *
 * Grouping "the entry's static imports" by module id does not work either: a barrel such
 * as `viem`'s index re-exports the whole package, so its import closure is all of viem,
 * while tree-shaking keeps only a few functions of it in the first view.
 *
 * So the build runs twice. The first pass (in the `config` hook: no minification, no
 * prerender, nothing written) lists the modules that end up in the chunks the first view
 * loads: the entry's static closure and that of the `preloaded` dynamic imports (the
 * prerendered swap route, which index.html modulepreloads). The real build then puts
 * exactly those modules in one chunk (`first-view`), without their graph dependencies:
 * the set is already closed over the code that survives tree-shaking. Lazy chunks import
 * what they share with the first view from that chunk.
 */
import { build, type Plugin, type Rolldown, type UserConfig } from 'vite'

type OutputChunk = Rolldown.OutputChunk
type OutputItem = Rolldown.OutputChunk | Rolldown.OutputAsset

const PROBE_PLUGIN = 'batchswap:first-view-probe'
export const FIRST_VIEW_CHUNK = 'first-view'

export interface FirstViewChunkOptions {
  /** Dynamically imported modules the first view loads at once, as root-relative ids. */
  preloaded: readonly string[]
}

/**
 * The ids of the modules in the chunks the first view loads: the static closure of the
 * entry chunks and of the chunks of the `preloaded` modules (absolute ids).
 */
export function firstViewModules(
  output: readonly OutputItem[],
  preloaded: readonly string[],
): Set<string> {
  const chunks = new Map<string, OutputChunk>()
  for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item)
  const starts = [...chunks.values()].filter(
    (chunk) =>
      (chunk.isEntry && !chunk.isDynamicEntry) ||
      (chunk.facadeModuleId !== null && preloaded.includes(chunk.facadeModuleId)),
  )
  const missing = preloaded.filter(
    (id) => ![...chunks.values()].some((c) => c.facadeModuleId === id),
  )
  if (missing.length > 0) throw new Error(`first-view-chunk: no chunk for ${missing.join(', ')}`)
  const seen = new Set<string>()
  const modules = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const id of Object.keys(chunk.modules)) modules.add(id)
    for (const imported of chunk.imports) {
      const next = chunks.get(imported)
      if (next) visit(next)
    }
  }
  starts.forEach(visit)
  return modules
}

function hasPlugin(plugins: readonly unknown[], name: string): boolean {
  return plugins.some((plugin) =>
    Array.isArray(plugin)
      ? hasPlugin(plugin, name)
      : typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name,
  )
}

function isProbe(config: UserConfig): boolean {
  return hasPlugin(config.plugins ?? [], PROBE_PLUGIN)
}

/** True in the first pass: plugins that only matter for the real build (prerender) skip it. */
export function isFirstViewProbe(config: UserConfig): boolean {
  return isProbe(config)
}

export function firstViewChunk(options: FirstViewChunkOptions): Plugin {
  return {
    name: 'batchswap:first-view-chunk',
    apply: 'build',
    async config(config, env) {
      if (isProbe(config)) return
      const root = config.root ?? process.cwd()
      const preloaded = options.preloaded.map((id) => `${root.replace(/\/$/, '')}${id}`)
      let output: OutputItem[] = []
      const probe: Plugin = {
        name: PROBE_PLUGIN,
        generateBundle(_options, bundle) {
          output = Object.values(bundle)
        },
      }
      await build({
        root,
        mode: env.mode,
        logLevel: 'silent',
        plugins: [probe],
        build: { write: false, minify: false, sourcemap: false, reportCompressedSize: false },
      })
      const modules = firstViewModules(output, preloaded)
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: FIRST_VIEW_CHUNK,
                    test: (id: string) => modules.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      }
    },
  }
}
