import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * What a run started (a sandbox, a proxy, a preview server, a temporary folder), to be
 * stopped again, last started first. A cleanup that fails is logged and the others still
 * run, so one stuck server never leaves the rest running. Used by `npm run perf` and the
 * e2e global setup.
 *
 *   const cleanups = new Cleanups('perf: cleanup')
 *   const workDir = cleanups.tempDir('batchswap-perf-')
 *   cleanups.add(() => sandbox.stop())
 *   ...
 *   await cleanups.run()
 */
export class Cleanups {
  private readonly steps: Array<() => Promise<void> | void> = []

  /** `label` prefixes the log line of a cleanup that fails. */
  constructor(private readonly label: string) {}

  add(step: () => Promise<void> | void): void {
    this.steps.push(step)
  }

  /** A new folder under the system's temporary one (its name starts with `prefix`), removed with the rest. */
  tempDir(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    this.add(() => rmSync(dir, { recursive: true, force: true }))
    return dir
  }

  /** Runs every cleanup added so far, newest first, each once. */
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step()
      } catch (error) {
        console.error(`${this.label}:`, error)
      }
    }
  }
}
