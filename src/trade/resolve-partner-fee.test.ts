import { describe, expect, it } from 'vitest'
import {
  resolveFlexibleConfig,
  resolvePartnerFee,
  type WidgetTradeType,
} from './resolve-partner-fee'

const PARTNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const NO_DEPLOYMENT = {}

describe('resolveFlexibleConfig', () => {
  const configs: unknown[] = [
    50,
    { 1: 10, 31337: 20 },
    { swap: 30, limit: 40 },
    { swap: { 31337: 5, 1: 6 }, limit: 7 },
    { 31337: { swap: 8, limit: 9 }, 100: 1 },
    {},
  ]
  const cases: [number, WidgetTradeType][] = [
    [31337, 'swap'],
    [1, 'swap'],
    [31337, 'limit'],
    [100, 'advanced'],
  ]
  it('resolves every FlexibleConfig shape as widget-lib 4.5 does', async () => {
    const lib = await import('@cowprotocol/widget-lib')
    for (const config of configs) {
      for (const [chainId, tradeType] of cases) {
        expect(resolveFlexibleConfig(config, chainId, tradeType), JSON.stringify(config)).toEqual(
          lib.resolveFlexibleConfig(
            config as Parameters<typeof lib.resolveFlexibleConfig>[0],
            chainId as Parameters<typeof lib.resolveFlexibleConfig>[1],
            tradeType as Parameters<typeof lib.resolveFlexibleConfig>[2],
          ),
        )
      }
    }
  })
})

describe('resolvePartnerFee', () => {
  const resolve = (widgetParam: unknown, tradeType: WidgetTradeType = 'swap', chainId = 31337) =>
    resolvePartnerFee({ widgetParam, chainId, tradeType, deployment: NO_DEPLOYMENT })

  it('takes the host fee for this network and trade type', () => {
    expect(resolve({ bps: 50, recipient: PARTNER })).toEqual({
      status: 'set',
      source: 'widget',
      fee: { volumeBps: 50, recipient: PARTNER },
    })
    const perType = { bps: { swap: 50, limit: 20 }, recipient: { 31337: PARTNER, 1: OTHER } }
    expect(resolve(perType, 'limit')).toMatchObject({ fee: { volumeBps: 20, recipient: PARTNER } })
    expect(resolve(perType, 'swap', 1)).toMatchObject({ fee: { volumeBps: 50, recipient: OTHER } })
  })

  it('charges nothing where the host set no fee (or 0) for this network or trade type', () => {
    expect(resolve({ bps: { limit: 20 }, recipient: PARTNER })).toEqual({ status: 'none' })
    expect(resolve({ bps: 0, recipient: PARTNER })).toEqual({ status: 'none' })
    expect(resolve(undefined)).toEqual({ status: 'none' })
  })

  it('caps the fee at the protocol 1 %, saying from what', () => {
    expect(resolve({ bps: 250, recipient: PARTNER })).toEqual({
      status: 'set',
      source: 'widget',
      fee: { volumeBps: 100, recipient: PARTNER },
      cappedFrom: 250,
    })
  })

  it('says why a malformed host fee is not used', () => {
    for (const [param, reason] of [
      ['50', /not an object/],
      [{ bps: 2.5, recipient: PARTNER }, /basis points/],
      [{ bps: 50 }, /not an address/],
      [{ bps: 50, recipient: { 1: PARTNER } }, /not an address/],
    ] as const) {
      const result = resolve(param)
      expect(result.status).toBe('invalid')
      if (result.status === 'invalid') expect(result.reason).toMatch(reason)
    }
  })

  it('falls back to the deployment fee, off by default; the host fee replaces it', () => {
    const deployment = { bps: '30', recipient: OTHER }
    expect(
      resolvePartnerFee({ widgetParam: undefined, chainId: 1, tradeType: 'swap', deployment }),
    ).toEqual({ status: 'set', source: 'deployment', fee: { volumeBps: 30, recipient: OTHER } })
    expect(
      resolvePartnerFee({
        widgetParam: { bps: 50, recipient: PARTNER },
        chainId: 1,
        tradeType: 'swap',
        deployment,
      }),
    ).toMatchObject({ source: 'widget', fee: { volumeBps: 50 } })
    expect(
      resolvePartnerFee({ widgetParam: undefined, chainId: 1, tradeType: 'swap', deployment: {} }),
    ).toEqual({ status: 'none' })
    expect(
      resolvePartnerFee({
        widgetParam: undefined,
        chainId: 1,
        tradeType: 'swap',
        deployment: { bps: '30' },
      }),
    ).toMatchObject({ status: 'invalid', source: 'deployment' })
    expect(
      resolvePartnerFee({
        widgetParam: undefined,
        chainId: 1,
        tradeType: 'swap',
        deployment: { bps: 'lots', recipient: OTHER },
      }),
    ).toMatchObject({ status: 'invalid', source: 'deployment' })
  })

  it('is off in this build: no VITE_PARTNER_FEE_* set', () => {
    expect(resolvePartnerFee({ widgetParam: undefined, chainId: 1, tradeType: 'swap' })).toEqual({
      status: 'none',
    })
  })
})
