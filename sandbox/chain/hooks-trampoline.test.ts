/**
 * The sandbox's HooksTrampoline (through the interface in packages/contract/protocol/hooks.ts, pinned to
 * the real contract's `execute((address,bytes,uint256)[])`) and the permit tokens.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  encodeFunctionData,
  http,
  maxUint256,
  parseEventLogs,
  stringToHex,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { hooksTrampolineAbi } from '@batchswap/contract/protocol/hooks'
import { erc2612Abi, permitCallData } from '@batchswap/contract/protocol/permit'
import { erc20Abi, hookRecorderAbi } from './abis'
import { loadArtifact } from './artifacts'
import { isPermitToken } from './token-amounts'
import { devAccount } from './dev-accounts'
import { signUnlimitedPermit } from './permit-signature'
import { mined, startTestChain, type TestChain } from './test-chain'

const { hooksTrampoline, settlement, vaultRelayer, traders, tokens } = sandboxDeployment
const trader = traders[0] as Address
const token = (symbol: string) => {
  const found = tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(symbol)
  return found
}

let chain: TestChain
let recorder: Address

beforeAll(async () => {
  chain = await startTestChain({ name: 'hooks' })
  const artifact = loadArtifact('hookRecorder')
  const receipt = await mined(
    chain.clients,
    chain.clients.walletClient.deployContract({
      account: trader,
      abi: hookRecorderAbi,
      bytecode: artifact.bytecode,
    }),
  )
  recorder = receipt.contractAddress as Address
  const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
  await test.impersonateAccount({ address: settlement })
  await test.setBalance({ address: settlement, value: 10n ** 20n })
})
afterAll(async () => {
  await chain?.stop()
})

const record = (tag: string): Hex =>
  encodeFunctionData({
    abi: hookRecorderAbi,
    functionName: 'record',
    args: [stringToHex(tag, { size: 32 })],
  })
const boom: Hex = encodeFunctionData({ abi: hookRecorderAbi, functionName: 'boom' })

type Hook = { target: Address; callData: Hex; gasLimit: bigint }

/** The trampoline's `execute(hooks)` called by `from`, with `gas` when given. */
function executeCall(from: Address, hooks: Hook[], gas?: bigint) {
  return {
    account: from,
    address: hooksTrampoline,
    abi: hooksTrampolineAbi,
    functionName: 'execute',
    args: [hooks],
    ...(gas ? { gas } : {}),
  } as const
}

function execute(from: Address, hooks: Hook[]) {
  return chain.clients.walletClient.writeContract(executeCall(from, hooks))
}

/** The custom error `execute(hooks)` reverts with when `from` calls it (undefined: none). */
async function executeRevert(from: Address, hooks: Hook[], gas?: bigint) {
  const error = await chain.clients.publicClient
    .simulateContract(executeCall(from, hooks, gas))
    .then(
      () => undefined,
      (e: unknown) => e,
    )
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
}

describe('HooksTrampoline', () => {
  it('is deployed beside the settlement and wired to it', async () => {
    const wired = await chain.clients.publicClient.readContract({
      address: hooksTrampoline,
      abi: hooksTrampolineAbi,
      functionName: 'settlement',
    })
    expect(wired).toBe(settlement)
  })

  it('refuses every caller but the settlement (NotASettlement)', async () => {
    expect(await executeRevert(trader, [])).toBe('NotASettlement')
  })

  it('calls each hook in order from itself; a reverting or out-of-gas hook is skipped', async () => {
    const receipt = await mined(
      chain.clients,
      execute(settlement, [
        { target: recorder, callData: record('first'), gasLimit: 100_000n },
        { target: recorder, callData: boom, gasLimit: 100_000n },
        // Too little gas to store and log: fails inside, the rest goes on.
        { target: recorder, callData: record('starved'), gasLimit: 1_000n },
        { target: recorder, callData: record('second'), gasLimit: 100_000n },
      ]),
    )
    expect(receipt.status).toBe('success')
    const logs = parseEventLogs({ abi: hookRecorderAbi, logs: receipt.logs, eventName: 'Recorded' })
    expect(logs.map((l) => l.args.tag)).toEqual([
      stringToHex('first', { size: 32 }),
      stringToHex('second', { size: 32 }),
    ])
    for (const log of logs) expect(log.args.caller).toBe(hooksTrampoline)
  })

  it('reverts the whole call (NotEnoughGas) when less gas is left than a hook asks for', async () => {
    const greedy = { target: recorder, callData: record('greedy'), gasLimit: 5_000_000n }
    expect(await executeRevert(settlement, [greedy], 1_000_000n)).toBe('NotEnoughGas')
  })
})

describe('permit tokens', () => {
  it('USDC, DAI and COW approve the vault relayer with an EIP-2612 signature', async () => {
    const signer = devAccount(3)
    for (const symbol of ['USDC', 'DAI', 'COW']) {
      const { address, name } = token(symbol)
      expect(isPermitToken(token(symbol))).toBe(true)
      const { message, signature } = await signUnlimitedPermit(
        chain.clients.publicClient,
        signer,
        { address, name },
        vaultRelayer,
        2n ** 40n,
      )
      // Anyone may send it: here the trampoline, as a pre-hook would.
      const receipt = await mined(
        chain.clients,
        execute(settlement, [
          { target: address, callData: permitCallData(message, signature), gasLimit: 80_000n },
        ]),
      )
      expect(receipt.status).toBe('success')
      const allowance = await chain.clients.publicClient.readContract({
        address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [signer.address, vaultRelayer],
      })
      expect(allowance, symbol).toBe(maxUint256)
    }
  })

  it('WBTC has no permit', async () => {
    expect(isPermitToken(token('WBTC'))).toBe(false)
    const error = await chain.clients.publicClient
      .readContract({
        address: token('WBTC').address,
        abi: erc2612Abi,
        functionName: 'nonces',
        args: [trader],
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
  })
})
