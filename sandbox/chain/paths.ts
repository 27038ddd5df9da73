import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file rather than from the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

// Resolving through Node from the repo root finds hoisted or nested packages alike.
const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url))

/** Absolute path of a file inside an installed package, or undefined when it is not installed. */
export function resolvePackageFile(specifier: string): string | undefined {
  try {
    return requireFromRoot.resolve(specifier)
  } catch {
    return undefined
  }
}

/** Written by compile.ts, read by deploy.ts (kept apart so deploying never loads solc). */
export const SANDBOX_TOKEN_ARTIFACT_PATH = fileURLToPath(
  new URL('./artifacts/sandbox-token.json', import.meta.url),
)
