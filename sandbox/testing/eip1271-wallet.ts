/**
 * An EIP-1271 smart-contract wallet for the orderbook tests (fixtures/eip1271-wallet.sol),
 * compiled with solc-js and deployed on the test chain, funded and approved.
 */
import { readFileSync } from 'node:fs'
import { maxUint256, parseAbi, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import type { SandboxClients } from '../chain/clients'
import { mined } from '../chain/test-chain'
import { transferToken } from './orderbook-stack'

const walletAbi = parseAbi([
  'constructor(address owner_)',
  'function approve(address token, address spender, uint256 amount)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

const solcOutput = z.looseObject({
  errors: z.optional(
    z.array(z.looseObject({ severity: z.string(), formattedMessage: z.string() })),
  ),
  contracts: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({ evm: z.looseObject({ bytecode: z.looseObject({ object: z.string() }) }) }),
    ),
  ),
})

/** Compiles fixtures/eip1271-wallet.sol with solc-js (~1 s). */
export async function compileEip1271Wallet(): Promise<Hex> {
  // Loaded on demand: the benchmark shares this module and needs no compiler.
  const { default: solc } = await import('solc')
  const source = readFileSync(new URL('./fixtures/eip1271-wallet.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'eip1271-wallet.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { Eip1271Wallet: ['evm.bytecode.object'] } },
    },
  }
  // solc-js is untyped; the output is validated right away.
  const output = solcOutput.parse(JSON.parse(String(solc.compile(JSON.stringify(input)))))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const bytecode = output.contracts['eip1271-wallet.sol']?.Eip1271Wallet?.evm.bytecode.object
  if (!bytecode) throw new Error('solc produced no Eip1271Wallet')
  return `0x${bytecode}`
}

/**
 * Deploys an EIP-1271 wallet owned by `owner`, funds it with `amount` of `tokenAddress` from
 * `funder` and approves the vault relayer from it.
 */
export async function deployEip1271Wallet(
  clients: SandboxClients,
  owner: Address,
  funding: { funder: Address; token: Address; amount: bigint },
): Promise<Address> {
  const receipt = await mined(
    clients,
    clients.walletClient.deployContract({
      account: owner,
      abi: walletAbi,
      bytecode: await compileEip1271Wallet(),
      args: [owner],
    }),
  )
  const wallet = receipt.contractAddress
  if (!wallet) throw new Error('the wallet deployment created no contract')
  await transferToken(clients, funding.funder, funding.token, wallet, funding.amount)
  await mined(
    clients,
    clients.walletClient.writeContract({
      account: owner,
      address: wallet,
      abi: walletAbi,
      functionName: 'approve',
      args: [funding.token, sandboxDeployment.vaultRelayer, maxUint256],
    }),
  )
  return wallet
}
