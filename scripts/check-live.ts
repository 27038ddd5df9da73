/**
 * `npm run check:live -- --network NAME [--env production|staging|both] [--account 0x...]`
 *
 * Read-only calls to the real production and staging services through the app's own API
 * module, every answer validated with the app's schemas, printing each endpoint's result
 * and any drift from the documented contract. Needs internet access, so it is not part of
 * `npm test`; its parsing path is unit-tested in scripts/live-check.test.ts.
 * Exit code 1 when a check failed, 2 for a usage error.
 */
import type { Environment } from '@batchswap/contract/protocol/chains'
import {
  formatResults,
  isAccount,
  networkNames,
  resolveNetwork,
  runLiveChecks,
  type CheckResult,
} from './live-check'

function usage(problem: string): never {
  console.error(`${problem}
Usage: npm run check:live -- --network NAME [--env production|staging|both] [--account 0x...]
Networks: ${networkNames().join(', ')}`)
  process.exit(2)
}

function argument(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`)
  if (index === -1) return undefined
  const value = args[index + 1]
  if (value === undefined || value.startsWith('--')) usage(`--${name} needs a value`)
  return value
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const networkName = argument(args, 'network')
  if (!networkName) usage('--network is required')
  const chain = resolveNetwork(networkName)
  if (!chain) usage(`Unknown network "${networkName}"`)
  const envArg = argument(args, 'env') ?? 'both'
  const envs: Environment[] =
    envArg === 'both'
      ? ['production', 'staging']
      : envArg === 'production' || envArg === 'staging'
        ? [envArg]
        : usage(`--env must be production, staging or both, not "${envArg}"`)
  const accountArg = argument(args, 'account')
  if (accountArg !== undefined && !isAccount(accountArg)) usage(`"${accountArg}" is not an address`)

  const results: CheckResult[] = []
  for (const env of envs) {
    results.push(
      ...(await runLiveChecks({ chain, env, ...(accountArg ? { account: accountArg } : {}) })),
    )
  }
  console.log(formatResults(chain, results))
  process.exitCode = results.some((r) => r.outcome === 'failed') ? 1 : 0
}

void main()
