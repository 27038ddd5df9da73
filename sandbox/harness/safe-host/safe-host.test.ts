import {
  encodeFunctionData,
  encodePacked,
  keccak256,
  maxUint256,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { erc20Abi, settlementAbi } from '../../chain/abis'
import { compatibilityFallbackHandlerAbi } from '../../chain/safe-abis'
import { startTestChain, type TestChain } from '../../chain/test-chain'
import { SafeHost } from './safe-host'
import { SdkError } from './safe-transactions'

const [oneOfOne, twoOfTwo] = sandboxDeployment.safes
const weth = sandboxDeployment.tokens[0]

/** An order UID owned by `owner` (its digest is arbitrary: setPreSignature checks only the owner). */
function uidOf(owner: Hex, seed: number): Hex {
  return encodePacked(
    ['bytes32', 'address', 'uint32'],
    [keccak256(toHex(seed)), owner, 2 ** 32 - 1],
  )
}

describe('the sandbox Safe host', () => {
  let chain: TestChain
  let host: SafeHost
  let clients: TestChain['clients']

  beforeAll(async () => {
    chain = await startTestChain({ name: 'safe-host' })
    host = new SafeHost({ rpcUrl: chain.rpcUrl })
    clients = chain.clients
  })
  /** The Safe's EIP-1271 answer for `signature` over `hash` (the magic value, or a revert). */
  const isValidFor = (safe: Address, hash: Hex, signature: Hex) =>
    clients.publicClient.readContract({
      address: safe,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    })

  afterAll(async () => {
    await chain.stop()
  })

  async function settled(safeTxHash: unknown): Promise<ReturnType<SafeHost['txDetails']>> {
    for (;;) {
      const details = host.txDetails(safeTxHash)
      if (details.txStatus === 'SUCCESS' || details.txStatus === 'FAILED') return details
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('answers safe info and chain info for the chosen Safe', async () => {
    if (!oneOfOne) throw new Error('no 1-of-1 Safe')
    const info = (await host.handle(oneOfOne, 'getSafeInfo', undefined)) as Record<string, unknown>
    expect(info).toMatchObject({
      safeAddress: oneOfOne.address,
      chainId: 31337,
      threshold: 1,
      owners: oneOfOne.owners,
      version: '1.4.1',
    })
    expect(await host.handle(oneOfOne, 'getChainInfo', undefined)).toMatchObject({
      chainId: '31337',
    })
    expect(await host.handle(oneOfOne, 'rpcCall', { call: 'eth_chainId', params: [] })).toBe(
      '0x7a69',
    )
  })

  it('executes a 1-of-1 batch (approve + setPreSignature) for real through MultiSendCallOnly', async () => {
    if (!oneOfOne || !weth) throw new Error('no 1-of-1 Safe')
    const uid = uidOf(oneOfOne.address, 1)
    const txs = [
      {
        to: weth.address,
        value: '0',
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [sandboxDeployment.vaultRelayer, maxUint256],
        }),
      },
      {
        to: sandboxDeployment.settlement,
        value: '0',
        data: encodeFunctionData({
          abi: settlementAbi,
          functionName: 'setPreSignature',
          args: [uid, true],
        }),
      },
    ]
    const { safeTxHash } = (await host.handle(oneOfOne, 'sendTransactions', { txs })) as {
      safeTxHash: Hash
    }
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    const details = await settled(safeTxHash)
    expect(details.txStatus).toBe('SUCCESS')
    expect(details.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    // The chain transaction is not the Safe transaction hash.
    expect(details.txHash).not.toBe(safeTxHash)
    const read = clients.publicClient.readContract
    expect(
      await read({
        address: weth.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [oneOfOne.address, sandboxDeployment.vaultRelayer],
      }),
    ).toBe(maxUint256)
    expect(
      await read({
        address: sandboxDeployment.settlement,
        abi: settlementAbi,
        functionName: 'preSignature',
        args: [uid],
      }),
    ).not.toBe(0n)
  })

  it('queues a 2-of-2 transaction until the second owner confirms, then executes it', async () => {
    if (!twoOfTwo) throw new Error('no 2-of-2 Safe')
    const uid = uidOf(twoOfTwo.address, 2)
    const data = encodeFunctionData({
      abi: settlementAbi,
      functionName: 'setPreSignature',
      args: [uid, true],
    })
    const { safeTxHash } = (await host.handle(twoOfTwo, 'sendTransactions', {
      txs: [{ to: sandboxDeployment.settlement, value: '0', data }],
    })) as { safeTxHash: Hash }
    const pending = host.txDetails(safeTxHash)
    expect(pending.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(pending.txHash).toBeNull()
    // The gateway's shape (safe-gateway-typescript-sdk TransactionDetails), the fields the
    // app's src/wallet/safe-tx-tracking.ts reads: the signers listed, no count, the threshold.
    expect(pending.detailedExecutionInfo).not.toHaveProperty('confirmationsSubmitted')
    expect(pending.detailedExecutionInfo.confirmations).toHaveLength(1)
    expect(pending.detailedExecutionInfo.confirmationsRequired).toBe(2)
    // Nothing reaches the chain while it waits.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(host.txDetails(safeTxHash).txStatus).toBe('AWAITING_CONFIRMATIONS')
    await host.confirm(safeTxHash)
    expect((await settled(safeTxHash)).txStatus).toBe('SUCCESS')
    await expect(host.confirm(safeTxHash)).rejects.toThrow(SdkError)
  })

  it('signs typed data for the 1-of-1 Safe so that its isValidSignature accepts it (EIP-1271)', async () => {
    if (!oneOfOne || !twoOfTwo) throw new Error('no Safes')
    const typedData = {
      domain: {
        name: 'Test',
        version: '1',
        chainId: 31337,
        verifyingContract: sandboxDeployment.settlement,
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    }
    const { signature } = (await host.handle(oneOfOne, 'signTypedMessage', { typedData })) as {
      signature: Hex
    }
    const { hashTypedData } = await import('viem')
    const digest = hashTypedData(typedData as Parameters<typeof hashTypedData>[0])
    const isValid = (hash: Hex) => isValidFor(oneOfOne.address, hash, signature)
    expect(await isValid(digest)).toBe('0x1626ba7e')
    // The same signature does not validate another hash.
    await expect(isValid(keccak256('0x01'))).rejects.toThrow()
    await expect(host.handle(twoOfTwo, 'signTypedMessage', { typedData })).rejects.toThrow(
      'only for a 1-of-1 Safe',
    )
  })

  it('signs a plain message for the 1-of-1 Safe as personal_sign carries it (EIP-1271)', async () => {
    if (!oneOfOne || !twoOfTwo) throw new Error('no Safes')
    const text = 'localhost wants you to sign in with your Ethereum account'
    const { signature } = (await host.handle(oneOfOne, 'signMessage', {
      message: toHex(text),
    })) as { signature: Hex }
    const { hashMessage } = await import('viem')
    const isValid = (hash: Hex) => isValidFor(oneOfOne.address, hash, signature)
    expect(await isValid(hashMessage(text))).toBe('0x1626ba7e')
    // A text message is signed as that text, as Safe{Wallet} does.
    const plain = (await host.handle(oneOfOne, 'signMessage', { message: text })) as {
      signature: Hex
    }
    expect(plain.signature).toBe(signature)
    await expect(isValid(hashMessage('another message'))).rejects.toThrow()
    await expect(host.handle(twoOfTwo, 'signMessage', { message: text })).rejects.toThrow(
      'only for a 1-of-1 Safe',
    )
  })

  it('refuses what it cannot do, with the message the app will see', async () => {
    if (!oneOfOne) throw new Error('no 1-of-1 Safe')
    await expect(host.handle(oneOfOne, 'sendTransactions', { txs: [] })).rejects.toThrow(
      'No transactions were passed',
    )
    await expect(
      host.handle(oneOfOne, 'sendTransactions', { txs: [{ to: 'nope', value: '0', data: '0x' }] }),
    ).rejects.toThrow('no valid "to"')
    expect(() => host.txDetails(keccak256('0x02'))).toThrow('Transaction not found')
    await expect(host.handle(oneOfOne, 'rpcCall', { call: 'anvil_setBalance' })).rejects.toThrow(
      'unsupported RPC call',
    )
    await expect(host.handle(oneOfOne, 'signMessage', {})).rejects.toThrow('Invalid message')
    await expect(host.handle(oneOfOne, 'getOffChainSignature', '0x')).rejects.toThrow(
      'does not support',
    )
  })
})
