import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Marks a folder as created by the sandbox, so a reset never wipes a folder it does not own. */
const MARKER = '.batchswap-sandbox'

/**
 * Creates the folder (or checks that an existing one is a sandbox folder) and returns its
 * absolute path. With `reset`, wipes it first.
 */
export function prepareDataDir(dir: string, options: { reset?: boolean } = {}): string {
  const path = resolve(dir)
  if (existsSync(path)) {
    const entries = readdirSync(path)
    if (entries.length > 0 && !entries.includes(MARKER)) {
      throw new Error(
        `${path} is not empty and was not created by the sandbox; ` +
          'point SANDBOX_DATA_DIR at a new or sandbox-owned folder',
      )
    }
    if (options.reset) rmSync(path, { recursive: true, force: true })
  }
  mkdirSync(path, { recursive: true })
  const marker = join(path, MARKER)
  if (!existsSync(marker)) {
    writeFileSync(marker, 'Chain and orderbook state of the batchswap sandbox; safe to delete.\n')
  }
  return path
}
