import {
  createTestClient,
  domainSeparator,
  getContractAddress,
  http,
  isAddressEqual,
  parseEther,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  sandboxComposableDeployment,
  sandboxDeployment,
} from '@batchswap/contract/sandbox/deployment'
import { sandboxAppendedTokens } from '@batchswap/contract/sandbox/extra-tokens'
import { authenticatorAbi, erc20Abi, ethFlowAbi, settlementAbi } from './abis'
import { loadArtifact } from './artifacts'
import { COMPOSABLE_DEPLOYMENT_TRANSACTIONS } from './composable-deploy'
import { DEPLOYMENT_TRANSACTIONS, deploySandbox } from './deploy'
import { fundingAmount } from './token-amounts'
import { verifySandbox } from './verify'
import { safeAbi } from './safe-abis'
import { checkSafeConfig, predictSafeAddress, SAFE_ETH_FUNDING } from './safe-deploy'
import { startTestChain, type TestChain } from './test-chain'

const {
  deployer,
  solver,
  authenticator,
  settlement,
  vaultRelayer,
  traders,
  tokens,
  safes,
  safeContracts,
} = sandboxDeployment

describe('sandbox-deployment.ts', () => {
  it('lists the addresses the deployer creates at its fixed nonces', () => {
    const at = (nonce: number) => getContractAddress({ from: deployer, nonce: BigInt(nonce) })
    expect(at(0)).toBe(authenticator)
    expect(at(2)).toBe(settlement)
    // GPv2Settlement's constructor creates the relayer: the settlement's first nonce.
    expect(getContractAddress({ from: settlement, nonce: 1n })).toBe(vaultRelayer)
    tokens.forEach((token, i) => expect(at(4 + i)).toBe(token.address))
    const safeNonce = 4 + tokens.length * (1 + traders.length + 1)
    expect(at(safeNonce)).toBe(safeContracts.singleton)
    expect(at(safeNonce + 1)).toBe(safeContracts.proxyFactory)
    expect(at(safeNonce + 2)).toBe(safeContracts.fallbackHandler)
    expect(at(safeNonce + 3)).toBe(safeContracts.multiSend)
    expect(at(safeNonce + 4)).toBe(safeContracts.multiSendCallOnly)
    // The eth-flow contract, the HooksTrampoline, then the extra list's tokens (deploy + mints),
    // then ComposableCoW and its TWAP last; WETH is the first token.
    const extraSteps = 1 + traders.length + 1
    const extraListTokens = sandboxAppendedTokens
    const trampolineNonce =
      DEPLOYMENT_TRANSACTIONS -
      1 -
      extraListTokens.length * extraSteps -
      COMPOSABLE_DEPLOYMENT_TRANSACTIONS
    expect(at(trampolineNonce - 1)).toBe(sandboxDeployment.ethFlow)
    expect(at(trampolineNonce)).toBe(sandboxDeployment.hooksTrampoline)
    extraListTokens.forEach((token, i) =>
      expect(at(trampolineNonce + 1 + i * extraSteps)).toBe(token.address),
    )
    const composableNonce = DEPLOYMENT_TRANSACTIONS - COMPOSABLE_DEPLOYMENT_TRANSACTIONS
    const composable = sandboxComposableDeployment
    expect(at(composableNonce)).toBe(composable.composableCow)
    expect(at(composableNonce + 1)).toBe(composable.twapHandler)
    expect(at(composableNonce + 2)).toBe(composable.currentBlockTimestampFactory)
    expect(at(composableNonce + 3)).toBe(composable.extensibleFallbackHandler)
    expect(tokens[0]?.symbol).toBe('WETH')
    expect(tokens[0]?.address).toBe(sandboxDeployment.wrappedNativeToken)
  })

  it('lists the Safe addresses the proxy factory creates (CREATE2)', () => {
    for (const safe of safes) expect(predictSafeAddress(safe)).toBe(safe.address)
    expect(checkSafeConfig()).toEqual([])
    // Another owner set would be another Safe: the check is not vacuous.
    expect(predictSafeAddress({ threshold: 1, saltNonce: 1, owners: [traders[0]] })).not.toBe(
      safes[0]?.address,
    )
  })
})

describe('deploySandbox on a fresh chain', () => {
  let chain: TestChain
  let clients: TestChain['clients']

  beforeAll(async () => {
    chain = await startTestChain({ name: 'deploy', deploy: false })
    clients = chain.clients
    const result = await deploySandbox(chain.rpcUrl)
    expect(result.transactions).toBe(DEPLOYMENT_TRANSACTIONS)
  })

  afterAll(async () => {
    await chain.stop()
  })

  it('puts code at every configured address', async () => {
    const addresses = [
      authenticator,
      settlement,
      vaultRelayer,
      ...tokens.map((t) => t.address),
      ...Object.values(sandboxComposableDeployment),
    ]
    for (const address of addresses) {
      const code = await clients.publicClient.getCode({ address })
      expect(code && code.length > 2, `${address} has code`).toBe(true)
    }
  })

  it('deploys the real settlement contract, wired to the relayer and the allow list', async () => {
    const read = clients.publicClient.readContract
    expect(
      await read({ address: settlement, abi: settlementAbi, functionName: 'vaultRelayer' }),
    ).toBe(vaultRelayer)
    expect(
      await read({ address: settlement, abi: settlementAbi, functionName: 'authenticator' }),
    ).toBe(authenticator)
    // The EIP-712 domain the app signs orders for.
    expect(
      await read({ address: settlement, abi: settlementAbi, functionName: 'domainSeparator' }),
    ).toBe(
      domainSeparator({
        domain: {
          name: 'Gnosis Protocol',
          version: 'v2',
          chainId: sandboxDeployment.chainId,
          verifyingContract: settlement,
        },
      }),
    )
  })

  it('deploys a backed wrapped ether and the eth-flow contract wired to it', async () => {
    const { publicClient } = clients
    const weth = sandboxDeployment.wrappedNativeToken
    const supply = await publicClient.readContract({
      address: weth,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    expect(await publicClient.getBalance({ address: weth })).toBe(supply)
    const read = <F extends 'wrappedNativeToken' | 'cowSwapSettlement'>(functionName: F) =>
      publicClient.readContract({
        address: sandboxDeployment.ethFlow,
        abi: ethFlowAbi,
        functionName,
      })
    expect(await read('wrappedNativeToken')).toBe(weth)
    expect(await read('cowSwapSettlement')).toBe(settlement)
    // The real contract approves the vault relayer for all of its WETH at construction.
    expect(
      await publicClient.readContract({
        address: weth,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [sandboxDeployment.ethFlow, vaultRelayer],
      }),
    ).toBe(2n ** 256n - 1n)
  })

  it('allow-lists the solver and only the solver', async () => {
    const isSolver = (account: `0x${string}`) =>
      clients.publicClient.readContract({
        address: authenticator,
        abi: authenticatorAbi,
        functionName: 'isSolver',
        args: [account],
      })
    expect(await isSolver(solver)).toBe(true)
    expect(await isSolver(deployer)).toBe(false)
    for (const trader of traders) expect(await isSolver(trader)).toBe(false)
    const manager = await clients.publicClient.readContract({
      address: authenticator,
      abi: authenticatorAbi,
      functionName: 'manager',
    })
    expect(isAddressEqual(manager, deployer)).toBe(true)
  })

  it('gives each token the configured name, symbol and decimals', async () => {
    for (const token of tokens) {
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
        clients.publicClient.readContract({ address: token.address, abi: erc20Abi, functionName })
      expect(await read('symbol')).toBe(token.symbol)
      expect(await read('name')).toBe(token.name)
      expect(await read('decimals')).toBe(token.decimals)
    }
    expect(tokens.some((t) => t.symbol.includes('UNSUPPORTED'))).toBe(true)
    expect(tokens.some((t) => t.symbol.includes('NOPRICE'))).toBe(true)
  })

  it('funds traders and the settlement buffer with every token, and everyone with ETH', async () => {
    for (const token of tokens) {
      const balanceOf = (account: `0x${string}`) =>
        clients.publicClient.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account],
        })
      for (const trader of traders) {
        expect(await balanceOf(trader)).toBe(fundingAmount(token, 'trader'))
      }
      expect(await balanceOf(settlement)).toBe(fundingAmount(token, 'settlement'))
      expect(fundingAmount(token, 'settlement')).toBeGreaterThan(fundingAmount(token, 'trader'))
      const supply = await clients.publicClient.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'totalSupply',
      })
      expect(supply).toBe(
        fundingAmount(token, 'trader') * BigInt(traders.length + safes.length) +
          fundingAmount(token, 'settlement'),
      )
    }
    for (const account of [...traders, solver]) {
      expect(await clients.publicClient.getBalance({ address: account })).toBeGreaterThan(
        parseEther('1000'),
      )
    }
  })

  it('creates the two Safes (v1.4.1) with their owners and thresholds, funded like traders', async () => {
    const read = clients.publicClient.readContract
    for (const safe of safes) {
      expect(await read({ address: safe.address, abi: safeAbi, functionName: 'VERSION' })).toBe(
        '1.4.1',
      )
      expect(
        await read({ address: safe.address, abi: safeAbi, functionName: 'getOwners' }),
      ).toEqual(safe.owners)
      expect(
        await read({ address: safe.address, abi: safeAbi, functionName: 'getThreshold' }),
      ).toBe(BigInt(safe.threshold))
      expect(await clients.publicClient.getBalance({ address: safe.address })).toBe(
        SAFE_ETH_FUNDING,
      )
      for (const token of tokens) {
        expect(
          await read({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [safe.address],
          }),
        ).toBe(fundingAmount(token, 'trader'))
      }
    }
    expect(safes.map((s) => `${s.threshold}-of-${s.owners.length}`)).toEqual(['1-of-1', '2-of-2'])
  })

  it('is idempotent: a second run only verifies', async () => {
    const blockBefore = await clients.publicClient.getBlockNumber()
    expect(await deploySandbox(chain.rpcUrl)).toEqual({ transactions: 0 })
    expect(await clients.publicClient.getBlockNumber()).toBe(blockBefore)
    expect(await verifySandbox(chain.rpcUrl)).toEqual([])
    expect(await clients.publicClient.getTransactionCount({ address: deployer })).toBe(
      DEPLOYMENT_TRANSACTIONS,
    )
  })
})

describe('deploySandbox on a chain that is not fresh', () => {
  let chain: TestChain | undefined

  afterAll(async () => {
    await chain?.stop()
  })

  it('resumes an interrupted deployment', async () => {
    chain = await startTestChain({ name: 'deploy-resume', deploy: false })
    const { walletClient, publicClient } = chain.clients
    // Step 0 only, as if the first run died right after it.
    const hash = await walletClient.sendTransaction({
      account: deployer,
      data: loadArtifact('authenticator').bytecode,
    })
    await publicClient.waitForTransactionReceipt({ hash })
    expect(await deploySandbox(chain.rpcUrl)).toEqual({
      transactions: DEPLOYMENT_TRANSACTIONS - 1,
    })
    expect(await verifySandbox(chain.rpcUrl)).toEqual([])
    await chain.stop()
  })

  it('refuses a chain where the deployer did something else, naming what is wrong', async () => {
    chain = await startTestChain({ name: 'deploy-tampered', deploy: false })
    const { walletClient, publicClient } = chain.clients
    const hash = await walletClient.sendTransaction({
      account: deployer,
      to: traders[0],
      value: 1n,
    })
    await publicClient.waitForTransactionReceipt({ hash })
    const error: unknown = await deploySandbox(chain.rpcUrl).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(String(error)).toContain('--reset')
    expect(String(error)).toContain(`authenticator ${authenticator} has no code`)
    await chain.stop()
  })

  it("refuses a saved chain whose eth-flow contract is an older build of the sandbox's", async () => {
    chain = await startTestChain({ name: 'deploy-old-ethflow' })
    expect(await verifySandbox(chain.rpcUrl)).toEqual([])
    const { publicClient } = chain.clients
    // Its code with one byte changed, as a contract compiled from an older source would be.
    const code = await publicClient.getCode({ address: sandboxDeployment.ethFlow })
    if (!code) throw new Error('no eth-flow code')
    const older = `${code.slice(0, -2)}${code.endsWith('00') ? '01' : '00'}` as Hex
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setCode({ address: sandboxDeployment.ethFlow, bytecode: older })
    expect(await verifySandbox(chain.rpcUrl)).toEqual([
      `eth-flow ${sandboxDeployment.ethFlow} runs an older build of the sandbox's contract`,
    ])
    await chain.stop()
  })

  it(
    'works with interval mining, where pending steps are not yet state',
    { timeout: 120_000 },
    async () => {
      chain = await startTestChain({ name: 'deploy-interval', deploy: false, blockTime: 1 })
      expect(await deploySandbox(chain.rpcUrl)).toEqual({ transactions: DEPLOYMENT_TRANSACTIONS })
      expect(await verifySandbox(chain.rpcUrl)).toEqual([])
      await chain.stop()
    },
  )

  it('fails clearly when nothing listens at the RPC URL', async () => {
    await expect(deploySandbox('http://127.0.0.1:1')).rejects.toThrow(
      'cannot reach the sandbox chain at http://127.0.0.1:1',
    )
  })
})
