/**
 * `npm test`: the journeys (`npm run test:e2e`), with the static checks and then the unit tests
 * (`npm run checks`, `npm run test:unit`) beside them at nice 5, rather than before them.
 *
 * The journeys mostly wait (auctions, retries, the chain): a full run one stage after the other
 * used 802 CPU-s in 746 s on 2 quiet cores, the journeys about 0.7 of them, and the checks and
 * unit tests (390 CPU-s) ran before the first journey could start. Side by side they use the
 * idle core; at nice 5 a journey's step gets a core first when both want one. On a machine
 * already busy with other work nothing waits, so there the overlap saves nothing.
 *
 * The journeys print as they go; the checks' and unit tests' output is printed whole when they
 * end. `npm test -- <args>` passes the arguments to Playwright. Every stage runs to its end and
 * the exit code is non-zero when any failed.
 */
import { spawn } from 'node:child_process'
import { findJourneyChromium, showsBrowser } from './chromium'

// Without a Chromium the journeys cannot run: say how to get one and stop at once, before
// the checks and the unit tests beside them take minutes (playwright.config.ts says the same
// when Playwright is run alone).
const browser = findJourneyChromium(showsBrowser(process.argv.slice(2), process.env))
if (!browser.found) {
  console.error(browser.message)
  process.exit(1)
}

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`

/** Runs the commands one after the other; `buffered` keeps their output for the end. */
function run(commands: readonly string[][], buffered: boolean): Promise<boolean> {
  const output: Buffer[] = []
  const runOne = ([command = 'npm', ...args]: readonly string[]) =>
    new Promise<boolean>((done) => {
      const child = spawn(command, args, {
        stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      })
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`))
        done(false)
      })
      child.on('close', (code) => {
        console.log(
          `[test] ${[command, ...args].join(' ')}: ${code === 0 ? 'passed' : 'FAILED'} [${elapsed()}]`,
        )
        done(code === 0)
      })
    })
  return (async () => {
    let passed = true
    for (const command of commands) passed = (await runOne(command)) && passed
    if (buffered) process.stdout.write(Buffer.concat(output).toString('utf8'))
    return passed
  })()
}

// `nice` before `npm`, so every process the stage starts inherits the priority.
const beside = run(
  [
    ['nice', '-n', '5', 'npm', 'run', 'checks'],
    ['nice', '-n', '5', 'npm', 'run', 'test:unit'],
  ],
  true,
)
const journeys = await run([['npm', 'run', 'test:e2e', '--', ...process.argv.slice(2)]], false)
const passed = (await beside) && journeys
console.log(`[test] ${passed ? 'all passed' : 'FAILED'} in ${elapsed()}`)
process.exit(passed ? 0 : 1)
