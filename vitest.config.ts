import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { SandboxFirstSequencer } from './scripts/vitest-sequencer'
import { configDefaults, defineConfig } from 'vitest/config'
import { linguiPlugins } from './scripts/i18n-vite.ts'

const ALL = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'packages/*/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'scripts/**/*.test.ts',
  'e2e/**/*.test.ts',
]

/**
 * The files that replace a module or a global before importing what they test (vi.mock,
 * vi.stubGlobal then `await import`): they need a module registry of their own, since a
 * module another file imported first would keep the real one.
 */
const ISOLATED = [
  'src/features/widget/widget-session.test.ts',
  'src/lib/submitted-orders-store.test.ts',
]

export default defineConfig({
  // Lingui's macros and .po catalogs, as in the app's build (docs/i18n.md).
  plugins: [linguiPlugins()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // Two projects that differ only in isolation (below); both take the settings here.
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, isolate: true },
      },
      {
        extends: true,
        // Files share a worker's module registry instead of importing every module afresh:
        // importing was most of the suite's time (444 CPU-s isolated, 216 CPU-s shared, the
        // same 1916 tests, 2 cores under load ~12). Each file still gets its own setup files
        // (English, real timers) and restores what it spies on.
        test: {
          name: 'shared',
          include: ALL,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
    ],
    environment: 'node',
    setupFiles: ['src/test/real-timers.ts', 'src/i18n/test-setup.ts'],
    // Many files spend their time waiting on a real anvil or PGlite, not on a core: one
    // worker more than the cores (vitest's default is one fewer) took the suite from 172 s
    // to 115 s on 2 cores; more than that gained nothing.
    maxWorkers: availableParallelism() + 1,
    // Worker threads, not child processes: the suite spends most of its time importing
    // modules, and threads started and loaded faster (96 s against 111 s on 2 cores, same
    // 1597 tests). Anvil and the sandbox services are processes of their own either way.
    pool: 'threads',
    // The sandbox's files (chains, services, processes) first: scripts/vitest-sequencer.ts.
    sequence: { sequencer: SandboxFirstSequencer },
    // Some thirty files start a chain with the sandbox deployed: the first deploys it, the
    // others load anvil's dump of it (sandbox/chain/deployed-snapshot.ts).
    globalSetup: ['sandbox/testing/deployed-chain-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
