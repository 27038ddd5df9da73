import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const SANDBOX = fileURLToPath(new URL('./sandbox/', import.meta.url))

/**
 * The sandbox's files first, then the others, each in vitest's own order (its recorded
 * durations, longest first; larger files first where it has none, as on a clean clone in
 * CI). The sandbox's files start chains, services and processes: 16 of the 19 files that
 * took over 10 s. Sorted by size alone, two of them (the compiler's and `npm run sandbox`'s,
 * small files) started last and ran alone for the last minute of a loaded run.
 */
class SandboxFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const inSandbox = (file: TestSpecification) => file.moduleId.startsWith(SANDBOX)
    return [...sorted.filter(inSandbox), ...sorted.filter((file) => !inSandbox(file))]
  }
}

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'packages/*/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['src/test/real-timers.ts'],
    // Some thirty files start a chain with the sandbox deployed: the first deploys it, the
    // others load anvil's dump of it (sandbox/chain/deployed-snapshot.ts).
    globalSetup: ['sandbox/testing/deployed-chain-setup.ts'],
    // Many files spend their time waiting on a real anvil or PGlite, not on a core: one
    // worker more than the cores (vitest's default is one fewer) took the suite from 172 s
    // to 115 s on 2 cores; more than that gained nothing.
    maxWorkers: availableParallelism() + 1,
    // Worker threads, not child processes: the suite spends most of its time importing
    // modules, and threads started and loaded faster (96 s against 111 s on 2 cores, same
    // 1597 tests). Anvil and the sandbox services are processes of their own either way.
    pool: 'threads',
    sequence: { sequencer: SandboxFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
