/**
 * Sending a planned batch: `GPv2Settlement.settle` encoded by `encode.ts`, simulated first,
 * and sent from the allow-listed solver account. A batch that reverts is cut down to the
 * trades that settle on their own, so one bad signature does not block everyone.
 */
import { BaseError, ContractFunctionRevertedError, type Address, type Hex } from 'viem'
import { settlementAbi } from '../chain/abis'
import type { SandboxClients } from '../chain/clients'
import type { PlannedFill } from './clearing'
import type { PriceVector } from './trade-execution'
import { encodeSettlement, type NativeContracts } from './encode'

export interface SettleTarget {
  /** Simulates and waits for the receipt. */
  publicClient: SandboxClients['publicClient']
  /** Sends settle() from the (anvil-unlocked) solver account. */
  walletClient: SandboxClients['walletClient']
  settlement: Address
  solver: Address
  /** Where eth-flow orders' ETH is wrapped and ETH payouts are unwrapped. */
  native?: NativeContracts
  /** Runs the orders' CoW hooks. */
  hooksTrampoline?: Address
  log: (message: string) => void
}

export interface SettleResult {
  /** The trades settled: empty when nothing was. */
  fills: PlannedFill[]
  txHash?: Hex
  gasUsed?: bigint
  error?: string
}

/**
 * Simulates the whole batch; if it reverts, keeps only the trades that settle on their
 * own, then sends. `beforeSend` hears the batch that is about to be sent.
 */
export async function settleBatch(
  target: SettleTarget,
  fills: readonly PlannedFill[],
  prices: PriceVector,
  beforeSend: (batch: readonly PlannedFill[]) => void,
): Promise<SettleResult> {
  // A trade that cannot even be encoded (a malformed stored signature) is dropped first.
  let batch = fills.filter((fill) => {
    try {
      encodeSettlement([fill], prices, target.native, target.hooksTrampoline)
      return true
    } catch (error) {
      target.log(
        `order ${fill.order.uid} left out: ${error instanceof Error ? error.message : String(error)}`,
      )
      return false
    }
  })
  if (batch.length === 0) return { fills: [], error: 'no trade could be encoded' }
  let failure = await simulate(target, batch, prices)
  if (failure !== undefined) {
    const reasons: string[] = [failure]
    const survivors: PlannedFill[] = []
    for (const fill of batch) {
      const alone = await simulate(target, [fill], prices)
      if (alone === undefined) survivors.push(fill)
      else {
        reasons.push(`${fill.order.uid}: ${alone}`)
        target.log(`order ${fill.order.uid} left out of the batch: ${alone}`)
      }
    }
    batch = survivors
    failure = batch.length > 0 ? await simulate(target, batch, prices) : 'no trade settles'
    if (failure !== undefined) return { fills: [], error: reasons.concat(failure).join('; ') }
  }
  beforeSend(batch)
  const call = settleCall(target, batch, prices)
  try {
    const hash = await target.walletClient.writeContract(call)
    const receipt = await target.publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') return { fills: [], error: `settle() reverted in ${hash}` }
    return { fills: batch, txHash: hash, gasUsed: receipt.gasUsed }
  } catch (error) {
    return { fills: [], error: describeRevert(error) }
  }
}

/** The revert reason of settling `fills`, or undefined when it would succeed. */
async function simulate(
  target: SettleTarget,
  fills: readonly PlannedFill[],
  prices: PriceVector,
): Promise<string | undefined> {
  try {
    await target.publicClient.simulateContract(settleCall(target, fills, prices))
    return undefined
  } catch (error) {
    return describeRevert(error)
  }
}

/** The settle() call of `fills` from the solver account, to simulate or to send. */
function settleCall(target: SettleTarget, fills: readonly PlannedFill[], prices: PriceVector) {
  const encoded = encodeSettlement(fills, prices, target.native, target.hooksTrampoline)
  return {
    account: target.solver,
    address: target.settlement,
    abi: settlementAbi,
    functionName: 'settle',
    args: [encoded.tokens, encoded.clearingPrices, encoded.trades, encoded.interactions],
  } as const
}

function describeRevert(error: unknown): string {
  if (error instanceof BaseError) {
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError) {
      return revert.reason ?? revert.shortMessage
    }
    return error.shortMessage
  }
  return error instanceof Error ? error.message : String(error)
}
