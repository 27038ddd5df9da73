/**
 * Compiles the sandbox's own contracts (contracts/*.sol: the configurable-decimals token,
 * the wrapped ether, the eth-flow contract…) with solc-js and writes the artifacts that
 * deploy.ts uses, so starting the sandbox never pays the compile.
 *
 *   npx tsx sandbox/chain/compile.ts
 *
 * compile.test.ts recompiles and fails when a committed artifact is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import solc from 'solc'
import * as z from 'zod/mini'
import { resolvePackageFile, SANDBOX_CONTRACTS, type SandboxContractName } from './paths'

/** Fixed settings: each artifact must be reproducible byte for byte. */
function settingsFor(sourceName: string, contractName: string) {
  return {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { [sourceName]: { [contractName]: ['abi', 'evm.bytecode.object'] } },
  } as const
}

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

export interface SandboxContractArtifact {
  contractName: string
  sourceName: string
  compiler: { version: string; settings: ReturnType<typeof settingsFor> }
  abi: unknown[]
  bytecode: string
}

/**
 * Reads imports: another of contracts/*.sol ('./gpv2-order.sol', which solc hands over as
 * 'gpv2-order.sol'), or a package's ('@openzeppelin/contracts/...').
 */
function findImport(path: string): { contents: string } | { error: string } {
  const own = fileURLToPath(new URL(`./contracts/${path}`, import.meta.url))
  if (!path.includes('/') && existsSync(own)) return { contents: readFileSync(own, 'utf8') }
  const file = resolvePackageFile(path)
  if (!file)
    return { error: `cannot resolve import ${path} (is @openzeppelin/contracts installed?)` }
  return { contents: readFileSync(file, 'utf8') }
}

export function compileSandboxContract(name: SandboxContractName): SandboxContractArtifact {
  const { sourceName, contractName } = SANDBOX_CONTRACTS[name]
  const sourcePath = fileURLToPath(new URL(`./contracts/${sourceName}`, import.meta.url))
  const settings = settingsFor(sourceName, contractName)
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(sourcePath, 'utf8') } },
    settings,
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
  const contract = output.contracts?.[sourceName]?.[contractName]
  if (!contract) throw new Error(`solc produced no ${contractName}`)
  return {
    contractName,
    sourceName,
    compiler: { version: String(solc.version()), settings },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}

export function serializeArtifact(artifact: SandboxContractArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const name of Object.keys(SANDBOX_CONTRACTS) as SandboxContractName[]) {
    const started = performance.now()
    const { artifactPath } = SANDBOX_CONTRACTS[name]
    // Written as Prettier would, so `npm run format` leaves the committed file alone.
    const options = await resolveConfig(artifactPath)
    const json = await format(serializeArtifact(compileSandboxContract(name)), {
      ...options,
      parser: 'json',
    })
    writeFileSync(artifactPath, json)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`wrote ${artifactPath} in ${seconds} s`)
  }
}
