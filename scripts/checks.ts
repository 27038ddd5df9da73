/**
 * `npm run checks`: the static checks of `npm test` (typecheck, ESLint, Prettier, the
 * translation catalogs) at once instead of one after the other. Each is one process that mostly uses one core, so on a
 * two-core machine they take about as long together as the slowest alone (issue 23). Each
 * one's output is printed whole when it ends, with how long it took; the exit code is
 * non-zero when any failed.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

interface Check {
  name: string
  command: string
  args: string[]
}

/**
 * The typechecks run TypeScript 7's compiler (the native port, devDependency `typescript7`):
 * the same checks as TypeScript 5.9's `tsc` on the same tsconfigs, in 2.6 times less CPU (the
 * root project: 24 CPU-s against 63 on 2 cores). TypeScript 5.9 stays the `typescript` the
 * tools built on its API use (typescript-eslint, Lingui) and `npx tsc`.
 */
const TSC7 = fileURLToPath(new URL('../node_modules/typescript7/bin/tsc', import.meta.url))
const typecheck = (project: string) => ({ command: process.execPath, args: [TSC7, '-p', project] })

const CHECKS: readonly Check[] = [
  { name: 'typecheck', ...typecheck('tsconfig.json') },
  // The sandbox's service as Node code (no DOM): the root typecheck covers it with the DOM.
  { name: 'typecheck sandbox', ...typecheck('sandbox/tsconfig.json') },
  // The contract as neither Node nor DOM code: it runs in both.
  { name: 'typecheck contract', ...typecheck('packages/contract/tsconfig.json') },
  { name: 'eslint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'prettier', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  // The translation catalogs: up to date with the code and complete (scripts/i18n-check.ts).
  { name: 'i18n', command: 'npx', args: ['tsx', 'scripts/i18n-check.ts'] },
]

interface Outcome {
  check: Check
  code: number
  output: string
  seconds: number
}

function run(check: Check): Promise<Outcome> {
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    const finish = (code: number) =>
      done({
        check,
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      })
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      finish(1)
    })
    child.on('close', (code) => finish(code ?? 1))
  })
}

const outcomes = await Promise.all(
  CHECKS.map(async (check) => {
    const outcome = await run(check)
    const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`
    process.stdout.write(outcome.output)
    console.log(`[checks] ${check.name}: ${verdict} in ${outcome.seconds.toFixed(1)} s`)
    return outcome
  }),
)
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0
