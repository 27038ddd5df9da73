/**
 * The TWAP encodings against `@cowprotocol/sdk-composable` (pinned, a dev dependency only: the
 * app does not ship it, see twap.ts): the static input, the params' id, and the calldata of
 * the Safe transaction's calls (create with context, remove, set domain verifier).
 */
import {
  createSetDomainVerifierTx,
  DurationType,
  encodeParams,
  StartTimeValue,
  transformDataToStruct,
  Twap,
  TWAP_ADDRESS,
} from '@cowprotocol/sdk-composable'
import { ViemAdapter } from '@cowprotocol/sdk-viem-adapter'
import { createPublicClient, encodeAbiParameters, http, pad, zeroAddress, type Hex } from 'viem'
import { mainnet } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxComposableDeployment } from '../sandbox/deployment'
import { getDomain } from './domain'
import {
  conditionalOrderId,
  COW_COMPOSABLE_CONTRACTS,
  SANDBOX_COMPOSABLE_CONTRACTS,
  CONDITIONAL_ORDER_PARAMS_ABI,
  decodeTwapStaticInput,
  encodeTwapStaticInput,
  twapDataFromTotals,
  twapDataProblem,
  twapPartAt,
  twapPartOrder,
  twapPartUids,
} from './twap'
import { twapCreationCalls, twapRemoveCall } from './twap-safe-calls'

const SELL = '0x6810e776880C02933D47DB1b9fc05908e5386b96'
const BUY = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const RECEIVER = '0x1111111111111111111111111111111111111111'
const APP_DATA: Hex = pad('0xabcdef')
const SALT: Hex = pad('0x2a')
const SAFE = '0x3Bd02005A068ef888a5EBAD743B08AdDe35dC0a9'

beforeAll(() => {
  // The SDK encodes through a global adapter; no request is ever sent.
  const provider = createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:9') })
  new Twap({ handler: TWAP_ADDRESS, salt: SALT, data: sdkData() }, new ViemAdapter({ provider }))
})

function sdkData(startEpoch?: bigint) {
  return {
    sellToken: SELL,
    buyToken: BUY,
    receiver: RECEIVER,
    sellAmount: 4_000_000n,
    buyAmount: 1_000_003n,
    numberOfParts: 4n,
    timeBetweenParts: 3600n,
    appData: APP_DATA,
    ...(startEpoch === undefined
      ? { startTime: { startType: StartTimeValue.AT_MINING_TIME } as const }
      : { startTime: { startType: StartTimeValue.AT_EPOCH, epoch: startEpoch } as const }),
    durationOfPart: { durationType: DurationType.LIMIT_DURATION, duration: 1800n } as const,
  }
}

const ours = (startTime?: bigint) =>
  twapDataFromTotals({
    sellToken: SELL,
    buyToken: BUY,
    receiver: RECEIVER,
    sellAmount: 4_000_000n,
    minBuyAmount: 1_000_003n,
    numberOfParts: 4n,
    timeBetweenParts: 3600n,
    partDuration: 1800n,
    startTime,
    appData: APP_DATA,
  })

describe('TWAP static input', () => {
  it('splits the totals as the SDK does', () => {
    const struct = transformDataToStruct(sdkData(1_700_000_000n))
    expect(ours(1_700_000_000n)).toEqual({ ...struct })
    expect(ours().minPartLimit).toBe(250_000n)
  })

  it('encodes exactly as the SDK, and decodes back', () => {
    for (const start of [undefined, 1_700_000_000n]) {
      const twap = Twap.fromData(sdkData(start), SALT)
      const encoded = encodeTwapStaticInput(ours(start))
      expect(encoded).toBe(twap.encodeStaticInput())
      expect(decodeTwapStaticInput(encoded)).toEqual(ours(start))
    }
  })

  it('names the conditional order as ComposableCoW does (hash(params)), as the SDK', () => {
    const twap = Twap.fromData(sdkData(), SALT)
    const params = {
      handler: COW_COMPOSABLE_CONTRACTS.twapHandler,
      salt: SALT,
      staticInput: encodeTwapStaticInput(ours()),
    }
    expect(COW_COMPOSABLE_CONTRACTS.twapHandler).toBe(TWAP_ADDRESS)
    expect(conditionalOrderId(params)).toBe(twap.id)
    expect(encodeAbiParameters(CONDITIONAL_ORDER_PARAMS_ABI, [params])).toBe(
      encodeParams({ handler: TWAP_ADDRESS, salt: SALT, staticInput: params.staticInput }),
    )
  })
})

describe('the Safe transaction of a TWAP', () => {
  const contracts = COW_COMPOSABLE_CONTRACTS
  const separator: Hex = pad('0x5e')
  const call = (start?: bigint, setUp = true) =>
    twapCreationCalls({
      safe: SAFE,
      contracts,
      settlementDomainSeparator: separator,
      vaultRelayer: '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110',
      params: {
        handler: contracts.twapHandler,
        salt: SALT,
        staticInput: encodeTwapStaticInput(ours(start)),
      },
      totalSellAmount: 4_000_000n,
      setFallbackHandler: setUp,
      setDomainVerifier: setUp,
      approve: true,
    })

  it('sets the handler and verifier, approves and creates (with context when it starts when mined)', () => {
    const calls = call()
    expect(calls.map((c) => c.label)).toEqual([
      'fallbackHandler',
      'domainVerifier',
      'approval',
      'create',
    ])
    expect(calls.map((c) => c.to)).toEqual([SAFE, SAFE, SELL, contracts.composableCow])
    expect(calls[1]?.data).toBe(createSetDomainVerifierTx(separator, contracts.composableCow))
    expect(calls[3]?.data).toBe(Twap.fromData(sdkData(), SALT).createCalldata)
    expect(call(1_700_000_000n)[3]?.data).toBe(
      Twap.fromData(sdkData(1_700_000_000n), SALT).createCalldata,
    )
  })

  it('leaves out the set-up a Safe already has', () => {
    expect(call(undefined, false).map((c) => c.label)).toEqual(['approval', 'create'])
  })

  it('removes as the SDK does', () => {
    const params = {
      handler: contracts.twapHandler,
      salt: SALT,
      staticInput: encodeTwapStaticInput(ours()),
    }
    expect(twapRemoveCall(contracts, params).data).toBe(
      Twap.fromData(sdkData(), SALT).removeCalldata,
    )
  })
})

describe('TWAP contracts', () => {
  it('names the sandbox deployment', () => {
    expect(SANDBOX_COMPOSABLE_CONTRACTS).toEqual(sandboxComposableDeployment)
  })
})

describe('TWAP parts', () => {
  const data = { ...ours(), span: 0n }
  const start = 1_700_000_000

  it('gives each part its own interval and UID', () => {
    expect(twapPartOrder(data, start, 0).validTo).toBe(start + 3599)
    expect(twapPartOrder(ours(), start, 1).validTo).toBe(start + 3600 + 1799)
    const uids = twapPartUids(getDomain(1, zeroAddress), data, start, SAFE)
    expect(new Set(uids).size).toBe(4)
  })

  it('knows which part is due', () => {
    expect(twapPartAt(data, start, start - 1)).toEqual({ kind: 'before' })
    expect(twapPartAt(data, start, start + 3600)).toEqual({ kind: 'part', part: 1 })
    expect(twapPartAt(ours(), start, start + 3600 + 1800)).toEqual({ kind: 'between', part: 1 })
    expect(twapPartAt(data, start, start + 4 * 3600)).toEqual({ kind: 'after' })
  })

  it('refuses what the handler refuses', () => {
    expect(twapDataProblem(data)).toBeUndefined()
    expect(twapDataProblem({ ...data, n: 1n })).toBe('invalid num parts')
    expect(twapDataProblem({ ...data, span: 3601n })).toBe('invalid span')
    expect(twapDataProblem({ ...data, buyToken: SELL })).toBe('same token')
    expect(twapDataProblem({ ...data, minPartLimit: 0n })).toBe('invalid min part limit')
  })
})
