/**
 * Compiles the sandbox's configurable-decimals token with solc-js and writes the artifact
 * that deploy.ts uses, so starting the sandbox never pays the compile.
 *
 *   npx tsx sandbox/chain/compile.ts
 *
 * compile.test.ts recompiles and fails when the committed artifact is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import solc from 'solc'
import * as z from 'zod/mini'
import { resolvePackageFile, SANDBOX_TOKEN_ARTIFACT_PATH } from './paths'

const SOURCE_NAME = 'sandbox-token.sol'
const CONTRACT_NAME = 'SandboxToken'
const SOURCE_PATH = fileURLToPath(new URL(`./contracts/${SOURCE_NAME}`, import.meta.url))

// Fixed settings: the artifact must be reproducible byte for byte.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { [SOURCE_NAME]: { [CONTRACT_NAME]: ['abi', 'evm.bytecode.object'] } },
} as const

const compilerOutputSchema = z.object({
  errors: z.optional(
    z.array(z.looseObject({ severity: z.string(), formattedMessage: z.string() })),
  ),
  contracts: z.optional(
    z.record(
      z.string(),
      z.record(
        z.string(),
        z.looseObject({
          abi: z.array(z.unknown()),
          evm: z.looseObject({ bytecode: z.looseObject({ object: z.string() }) }),
        }),
      ),
    ),
  ),
})

export interface SandboxTokenArtifact {
  contractName: string
  sourceName: string
  compiler: { version: string; settings: typeof SETTINGS }
  abi: unknown[]
  bytecode: string
}

/** Reads imports ('@openzeppelin/contracts/...') from the installed packages. */
function findImport(path: string): { contents: string } | { error: string } {
  const file = resolvePackageFile(path)
  if (!file)
    return { error: `cannot resolve import ${path} (is @openzeppelin/contracts installed?)` }
  return { contents: readFileSync(file, 'utf8') }
}

export function compileSandboxToken(): SandboxTokenArtifact {
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: readFileSync(SOURCE_PATH, 'utf8') } },
    settings: SETTINGS,
  }
  const raw: unknown = JSON.parse(
    // solc-js's typings are `any`; the output is validated right below.
    String(solc.compile(JSON.stringify(input), { import: findImport })),
  )
  const output = compilerOutputSchema.parse(raw)
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const contract = output.contracts?.[SOURCE_NAME]?.[CONTRACT_NAME]
  if (!contract) throw new Error(`solc produced no ${CONTRACT_NAME}`)
  return {
    contractName: CONTRACT_NAME,
    sourceName: SOURCE_NAME,
    compiler: { version: String(solc.version()), settings: SETTINGS },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}

export function serializeArtifact(artifact: SandboxTokenArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now()
  // Written as Prettier would, so `npm run format` leaves the committed file alone.
  const options = await resolveConfig(SANDBOX_TOKEN_ARTIFACT_PATH)
  const json = await format(serializeArtifact(compileSandboxToken()), {
    ...options,
    parser: 'json',
  })
  writeFileSync(SANDBOX_TOKEN_ARTIFACT_PATH, json)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`wrote ${SANDBOX_TOKEN_ARTIFACT_PATH} in ${seconds} s`)
}
