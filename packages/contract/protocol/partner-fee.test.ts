import { describe, expect, it } from 'vitest'
import { APP_DATA_VERSION, buildAppDataDocument } from './app-data'
import {
  bpsOf,
  cappedPartnerFees,
  checkPartnerFee,
  MAX_PARTNER_FEE_BPS,
  partnerFeeMetadata,
  readPartnerFees,
} from './partner-fee'

const PARTNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

async function validate(document: object) {
  const { MetadataApi } = await import('@cowprotocol/sdk-app-data')
  const api = new MetadataApi()
  return api.validateAppDataDoc(document as Parameters<typeof api.validateAppDataDoc>[0])
}

describe('partnerFeeMetadata', () => {
  it('writes the shape of the schema version the document declares, and the schema accepts it', async () => {
    const fee = { volumeBps: 50, recipient: PARTNER } as const
    const { LATEST_APP_DATA_VERSION } = await import('@cowprotocol/sdk-app-data')
    for (const version of ['1.2.0', '1.3.0', '1.4.0', APP_DATA_VERSION, LATEST_APP_DATA_VERSION]) {
      const doc = {
        appCode: 'batchswap',
        metadata: { partnerFee: partnerFeeMetadata(fee, version) },
        version,
      }
      expect(await validate(doc), version).toEqual({ success: true, errors: undefined })
    }
    expect(partnerFeeMetadata(fee, '1.15.0')).toEqual({ volumeBps: 50, recipient: PARTNER })
    expect(partnerFeeMetadata(fee, '1.2.0')).toEqual({ bps: 50, recipient: PARTNER })
  })

  it('fits the document the app builds (its root version), which the schema accepts', async () => {
    const document = buildAppDataDocument({
      appCode: 'batchswap',
      metadata: {
        partnerFee: partnerFeeMetadata({ volumeBps: 50, recipient: PARTNER }, APP_DATA_VERSION),
      },
    })
    expect(await validate(JSON.parse(document) as object)).toEqual({
      success: true,
      errors: undefined,
    })
    expect(readPartnerFees(document)).toEqual([{ volumeBps: 50, recipient: PARTNER }])
  })

  it('the schema refuses the other version shape: the version-dependent choice matters', async () => {
    const wrong = {
      appCode: 'x',
      metadata: { partnerFee: { volumeBps: 50, recipient: PARTNER } },
      version: '1.2.0',
    }
    expect((await validate(wrong)).success).toBe(false)
  })
})

describe('checkPartnerFee', () => {
  it('accepts whole bps 1..9999 and an address (checksummed on the way)', () => {
    expect(checkPartnerFee({ volumeBps: 50, recipient: PARTNER.toLowerCase() })).toEqual({
      ok: true,
      fee: { volumeBps: 50, recipient: PARTNER },
    })
    expect(checkPartnerFee({ volumeBps: 9999, recipient: PARTNER }).ok).toBe(true)
  })

  it.each([
    [0, PARTNER, /basis points/],
    [10_000, PARTNER, /basis points/],
    [2.5, PARTNER, /basis points/],
    ['50', PARTNER, /basis points/],
    [50, 'vitalik.eth', /not an address/],
    [50, '0x0000000000000000000000000000000000000000', /zero address/],
    [50, undefined, /not an address/],
  ])('refuses bps %j to %j with a reason', (volumeBps, recipient, reason) => {
    const result = checkPartnerFee({ volumeBps, recipient })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(reason)
  })
})

describe('readPartnerFees', () => {
  const doc = (partnerFee: unknown) => JSON.stringify({ appCode: 'x', metadata: { partnerFee } })

  it('reads v1 (volumeBps), v0.1 (bps) and lists, as the services do', () => {
    expect(readPartnerFees(doc({ volumeBps: 50, recipient: PARTNER }))).toEqual([
      { volumeBps: 50, recipient: PARTNER },
    ])
    expect(readPartnerFees(doc({ bps: 20, recipient: PARTNER }))).toEqual([
      { volumeBps: 20, recipient: PARTNER },
    ])
    expect(
      readPartnerFees(
        doc([
          { volumeBps: 30, recipient: PARTNER },
          { surplusBps: 50, maxVolumeBps: 100, recipient: OTHER },
          { volumeBps: 10, recipient: OTHER },
        ]),
      ),
    ).toEqual([
      { volumeBps: 30, recipient: PARTNER },
      { volumeBps: 10, recipient: OTHER },
    ])
  })

  it('finds nothing in hostile or empty documents, and never throws', () => {
    for (const d of [
      null,
      undefined,
      '',
      'not json',
      '[]',
      '{}',
      doc(null),
      doc('50'),
      doc({ volumeBps: 50 }),
      doc({ volumeBps: -1, recipient: PARTNER }),
    ]) {
      expect(readPartnerFees(d)).toEqual([])
    }
  })
})

describe('cappedPartnerFees', () => {
  it('charges at most 1 % in all, the first fees first', () => {
    expect(MAX_PARTNER_FEE_BPS).toBe(100)
    expect(cappedPartnerFees([{ volumeBps: 250, recipient: PARTNER }])).toEqual([
      { volumeBps: 100, recipient: PARTNER },
    ])
    expect(
      cappedPartnerFees([
        { volumeBps: 70, recipient: PARTNER },
        { volumeBps: 50, recipient: OTHER },
        { volumeBps: 5, recipient: OTHER },
      ]),
    ).toEqual([
      { volumeBps: 70, recipient: PARTNER },
      { volumeBps: 30, recipient: OTHER },
    ])
  })

  it('takes bps of an amount rounded down', () => {
    expect(bpsOf(3000n * 10n ** 6n, 50)).toBe(15n * 10n ** 6n)
    expect(bpsOf(199n, 50)).toBe(0n)
  })
})
