/**
 * Vitest's file order (vitest.config.ts): the sandbox's files first, then the others, each
 * in vitest's own order (its recorded durations, longest first; larger files first where it
 * has none, as on a clean clone in CI). The sandbox's files start chains, services and
 * processes: 16 of the 19 files that took over 10 s. Sorted by size alone, two of them (the
 * compiler's and `npm run sandbox`'s, small files) started last and ran alone for the last
 * minute of a loaded run.
 */
import { fileURLToPath, URL } from 'node:url'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const SANDBOX = fileURLToPath(new URL('../sandbox/', import.meta.url))

export class SandboxFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const inSandbox = (file: TestSpecification) => file.moduleId.startsWith(SANDBOX)
    return [...sorted.filter(inSandbox), ...sorted.filter((file) => !inSandbox(file))]
  }
}
