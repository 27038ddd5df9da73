/**
 * The Safe{Wallet} side of the Safe Apps SDK, for the sandbox's Safes: answers the SDK's
 * requests (safe info, chain info, RPC calls, sendTransactions, transaction lookup, message
 * and typed message signing) and executes the Safes' transactions for real on the sandbox chain,
 * signed by the owners' dev accounts.
 *
 * A Safe transaction is proposed with the first owner's signature. When that meets the
 * threshold (the 1-of-1 Safe) the host executes it at once, like an owner pressing
 * "Execute"; otherwise (the 2-of-2 Safe) it waits in the queue until `confirm()` adds the
 * next owner's signature (the host page's button), and then executes.
 */
import {
  createPublicClient,
  createWalletClient,
  hashMessage,
  hashTypedData,
  hexToString,
  http,
  isHex,
  isAddressEqual,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { sandboxDeployment, type SandboxSafe } from '@batchswap/contract/sandbox/deployment'
import { sandboxChain } from '../../chain/clients'
import { devAccount } from '../../chain/dev-accounts'
import { encodeMultiSend, safeAbi } from '../../chain/safe-abis'
import {
  packSignatures,
  parseTransactions,
  SdkError,
  type QueuedSafeTx,
  type SdkTransaction,
} from './safe-transactions'

function ownerAccount(index: number): HDAccount {
  return devAccount(index)
}

export interface SafeHostOptions {
  rpcUrl: string
}

export class SafeHost {
  readonly rpcUrl: string
  private readonly publicClient
  private readonly queue = new Map<Hash, QueuedSafeTx>()
  /** Executions run one at a time: Safe nonces and owner nonces stay in order. */
  private executing: Promise<unknown> = Promise.resolve()
  private readonly listeners = new Set<() => void>()

  constructor(options: SafeHostOptions) {
    this.rpcUrl = options.rpcUrl
    this.publicClient = createPublicClient({
      chain: sandboxChain(options.rpcUrl),
      transport: http(options.rpcUrl, { retryCount: 0 }),
      pollingInterval: 100,
    })
  }

  /** The sandbox Safe with this label ("1-of-1") or address. */
  static findSafe(key: string): SandboxSafe | undefined {
    return sandboxDeployment.safes.find(
      (safe) =>
        safe.label === key ||
        (/^0x[0-9a-fA-F]{40}$/.test(key) && isAddressEqual(safe.address, key as Address)),
    )
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(): void {
    for (const listener of this.listeners) listener()
  }

  transactions(safe: Address): QueuedSafeTx[] {
    return [...this.queue.values()]
      .filter((tx) => isAddressEqual(tx.safe, safe))
      .sort((a, b) => b.submittedAt - a.submittedAt)
  }

  /** Answers one Safe Apps SDK request for `safe`; throws SdkError with the message the app sees. */
  async handle(safe: SandboxSafe, method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'getSafeInfo':
        return this.safeInfo(safe)
      case 'getChainInfo':
        return {
          chainId: String(sandboxDeployment.chainId),
          chainName: 'Sandbox',
          shortName: 'sandbox',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
          blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
        }
      case 'getEnvironmentInfo':
        return { origin: 'sandbox-safe-host' }
      case 'rpcCall':
        return this.rpcCall(params)
      case 'sendTransactions':
        return { safeTxHash: await this.propose(safe, parseTransactions(params)) }
      case 'getTxBySafeTxHash':
        return this.txDetails((params as { safeTxHash?: unknown } | undefined)?.safeTxHash)
      case 'signMessage':
        return this.signMessage(safe, (params as { message?: unknown } | undefined)?.message)
      case 'signTypedMessage':
        return this.signTypedMessage(
          safe,
          (params as { typedData?: unknown } | undefined)?.typedData,
        )
      case 'wallet_getPermissions':
      case 'wallet_requestPermissions':
        return []
      default:
        throw new SdkError(`the sandbox Safe host does not support "${method}"`)
    }
  }

  async safeInfo(safe: SandboxSafe) {
    const nonce = await this.publicClient.readContract({
      address: safe.address,
      abi: safeAbi,
      functionName: 'nonce',
    })
    return {
      safeAddress: safe.address,
      chainId: sandboxDeployment.chainId,
      threshold: safe.threshold,
      owners: [...safe.owners],
      isReadOnly: false,
      nonce: Number(nonce),
      implementation: sandboxDeployment.safeContracts.singleton,
      modules: null,
      fallbackHandler: sandboxDeployment.safeContracts.fallbackHandler,
      guard: null,
      version: '1.4.1',
    }
  }

  private async rpcCall(params: unknown): Promise<unknown> {
    const { call, params: args } = (params ?? {}) as { call?: unknown; params?: unknown }
    if (typeof call !== 'string' || !/^(eth|net|web3)_/.test(call)) {
      throw new SdkError(`unsupported RPC call ${String(call)}`)
    }
    const response = await fetch(this.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: call,
        params: Array.isArray(args) ? args : [],
      }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error) throw new SdkError(body.error.message ?? 'RPC error')
    return body.result ?? null
  }

  private async propose(safe: SandboxSafe, txs: SdkTransaction[]): Promise<Hash> {
    const [first] = txs
    const batch = txs.length > 1 || !first
    const to = batch ? sandboxDeployment.safeContracts.multiSendCallOnly : first.to
    const value = batch ? 0n : BigInt(first.value)
    const data = batch
      ? encodeMultiSend(txs.map((tx) => ({ ...tx, value: BigInt(tx.value) })))
      : first.data
    const operation = batch ? 1 : 0
    const onChainNonce = await this.publicClient.readContract({
      address: safe.address,
      abi: safeAbi,
      functionName: 'nonce',
    })
    // Queued transactions of this Safe take the nonces after the chain's.
    const queued = this.transactions(safe.address).filter(
      (tx) => tx.status === 'AWAITING_CONFIRMATIONS' || tx.status === 'AWAITING_EXECUTION',
    ).length
    const nonce = onChainNonce + BigInt(queued)
    const safeTxHash = await this.publicClient.readContract({
      address: safe.address,
      abi: safeAbi,
      functionName: 'getTransactionHash',
      args: [to, value, data, operation, 0n, 0n, 0n, zeroAddress, zeroAddress, nonce],
    })
    const tx: QueuedSafeTx = {
      safeTxHash,
      safe: safe.address,
      nonce,
      to,
      value,
      data,
      operation,
      calls: txs.length,
      signatures: new Map(),
      status: 'AWAITING_CONFIRMATIONS',
      txHash: undefined,
      submittedAt: Date.now(),
      executedAt: undefined,
      error: undefined,
    }
    this.queue.set(safeTxHash, tx)
    // The proposer is the first owner: its signature comes with the proposal.
    await this.addSignature(safe, tx, 0)
    return safeTxHash
  }

  /** A further owner confirms a queued transaction (the host page's button). */
  async confirm(safeTxHash: Hash): Promise<QueuedSafeTx> {
    const tx = this.queue.get(safeTxHash)
    if (!tx) throw new SdkError(`no Safe transaction ${safeTxHash}`)
    const safe = SafeHost.findSafe(tx.safe)
    if (!safe) throw new SdkError(`${tx.safe} is not a sandbox Safe`)
    if (tx.status !== 'AWAITING_CONFIRMATIONS')
      throw new SdkError(`the transaction is ${tx.status}`)
    const next = safe.owners.findIndex((owner) => !tx.signatures.has(owner))
    if (next < 0) throw new SdkError('every owner has signed')
    await this.addSignature(safe, tx, next)
    return tx
  }

  private async addSignature(safe: SandboxSafe, tx: QueuedSafeTx, ownerPosition: number) {
    const owner = safe.owners[ownerPosition]
    const index = safe.ownerAccountIndexes[ownerPosition]
    if (owner === undefined || index === undefined) throw new SdkError('no such owner')
    // eth_sign-free owner signature: ECDSA over the safeTxHash itself (v = 27/28).
    const signature = await ownerAccount(index).sign({ hash: tx.safeTxHash })
    tx.signatures.set(owner, signature)
    if (tx.signatures.size >= safe.threshold) {
      tx.status = 'AWAITING_EXECUTION'
      // The app gets its answer first; the execution follows, as an owner pressing Execute.
      this.executing = this.executing.then(() => this.execute(safe, tx, index))
    }
    this.changed()
  }

  private async execute(safe: SandboxSafe, tx: QueuedSafeTx, executorIndex: number): Promise<void> {
    const account = ownerAccount(executorIndex)
    const walletClient = createWalletClient({
      account,
      chain: sandboxChain(this.rpcUrl),
      transport: http(this.rpcUrl, { retryCount: 0 }),
    })
    try {
      const hash = await walletClient.writeContract({
        address: safe.address,
        abi: safeAbi,
        functionName: 'execTransaction',
        args: [
          tx.to,
          tx.value,
          tx.data,
          tx.operation,
          0n,
          0n,
          0n,
          zeroAddress,
          zeroAddress,
          packSignatures(tx.signatures),
        ],
      })
      tx.txHash = hash
      this.changed()
      const receipt = await this.publicClient.waitForTransactionReceipt({ hash })
      tx.status = receipt.status === 'success' ? 'SUCCESS' : 'FAILED'
      tx.executedAt = Date.now()
    } catch (error) {
      tx.status = 'FAILED'
      tx.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
    }
    this.changed()
  }

  /** getTxBySafeTxHash: the subset of the gateway's TransactionDetails apps read. */
  txDetails(safeTxHash: unknown) {
    const tx = typeof safeTxHash === 'string' ? this.queue.get(safeTxHash as Hash) : undefined
    if (!tx) throw new SdkError('Transaction not found')
    const safe = SafeHost.findSafe(tx.safe)
    return {
      safeAddress: tx.safe,
      txId: `multisig_${tx.safe}_${tx.safeTxHash}`,
      executedAt: tx.executedAt ?? null,
      txStatus: tx.status,
      txHash: tx.txHash ?? null,
      txData: {
        hexData: tx.data,
        to: { value: tx.to },
        value: tx.value.toString(),
        operation: tx.operation,
        dataDecoded: tx.calls > 1 ? { method: 'multiSend', parameters: [] } : null,
      },
      // The gateway's MULTISIG details list the signers and have no count of them
      // (`confirmationsSubmitted` is only in the queue summary's executionInfo). Signing
      // times are not kept per owner here: each confirmation carries the proposal's.
      detailedExecutionInfo: {
        type: 'MULTISIG',
        submittedAt: tx.submittedAt,
        nonce: Number(tx.nonce),
        safeTxHash: tx.safeTxHash,
        confirmationsRequired: safe?.threshold ?? 0,
        confirmations: [...tx.signatures.entries()].map(([signer, signature]) => ({
          signer: { value: signer },
          signature,
          submittedAt: tx.submittedAt,
        })),
      },
    }
  }

  /**
   * A plain message (personal_sign), as Safe{Wallet} signs one off chain: a hex string is
   * read as UTF-8 text (what personal_sign carries), its EIP-191 hash goes in the SafeMessage,
   * and the owner's signature of that is what isValidSignature(hash, signature) accepts.
   */
  private async signMessage(safe: SandboxSafe, message: unknown): Promise<{ signature: Hex }> {
    if (typeof message !== 'string') throw new SdkError('Invalid message: not a string')
    return this.signSafeMessage(safe, hashMessage(isHex(message) ? hexToString(message) : message))
  }

  /** EIP-712 typed data, signed the same way over its hash. */
  private async signTypedMessage(
    safe: SandboxSafe,
    typedData: unknown,
  ): Promise<{ signature: Hex }> {
    let messageHash: Hex
    try {
      messageHash = hashTypedData(typedData as TypedDataDefinition)
    } catch (error) {
      throw new SdkError(
        `Invalid typed data: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    return this.signSafeMessage(safe, messageHash)
  }

  /**
   * EIP-1271 signing: the owner signs the Safe's SafeMessage over the message's hash, which
   * the Safe's fallback handler accepts in isValidSignature(hash, signature). Only a Safe
   * whose threshold one owner meets can answer at once; others would need off-chain
   * confirmation collection, which this host does not do.
   */
  private async signSafeMessage(safe: SandboxSafe, messageHash: Hex): Promise<{ signature: Hex }> {
    if (safe.threshold !== 1) {
      throw new SdkError('this host signs messages only for a 1-of-1 Safe')
    }
    const index = safe.ownerAccountIndexes[0]
    if (index === undefined) throw new SdkError('the Safe has no owner')
    const safeMessageHash = hashTypedData({
      domain: { chainId: sandboxDeployment.chainId, verifyingContract: safe.address },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: messageHash },
    })
    return { signature: await ownerAccount(index).sign({ hash: safeMessageHash }) }
  }
}
