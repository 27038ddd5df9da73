import { ethers } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  APP_DATA_MAX_BYTES,
  APP_DATA_VERSION,
  appDataHash,
  buildAppDataDocument,
  EMPTY_APP_DATA,
  EMPTY_APP_DATA_HASH,
  parseAppData,
  stableStringify,
  summarizeAppData,
} from './app-data'

describe('appDataHash', () => {
  it('hashes {} to the documented value', () => {
    expect(appDataHash('{}')).toBe(
      '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
    )
    expect(appDataHash(EMPTY_APP_DATA)).toBe(EMPTY_APP_DATA_HASH)
  })

  it('hashes the UTF-8 bytes, not UTF-16 code units', () => {
    const doc = '{"appCode":"bätchswap ☕ 🐮"}'
    expect(appDataHash(doc)).toBe(ethers.utils.keccak256(ethers.utils.toUtf8Bytes(doc)))
  })

  it('is sensitive to every byte, including whitespace', () => {
    expect(appDataHash('{ }')).not.toBe(appDataHash('{}'))
  })
})

describe('buildAppDataDocument', () => {
  it('writes the CoW schema shape with sorted keys and no whitespace', () => {
    const doc = buildAppDataDocument({
      appCode: 'batchswap',
      environment: 'production',
      slippageBips: 50,
      orderClass: 'market',
    })
    expect(doc).toBe(
      `{"appCode":"batchswap","environment":"production","metadata":{"orderClass":{"orderClass":"market"},"quote":{"slippageBips":50}},"version":"${APP_DATA_VERSION}"}`,
    )
    expect(JSON.parse(doc)).toEqual({
      appCode: 'batchswap',
      environment: 'production',
      metadata: { orderClass: { orderClass: 'market' }, quote: { slippageBips: 50 } },
      version: APP_DATA_VERSION,
    })
  })

  it('leaves out what was not given', () => {
    expect(buildAppDataDocument({ appCode: 'batchswap' })).toBe(
      `{"appCode":"batchswap","metadata":{},"version":"${APP_DATA_VERSION}"}`,
    )
  })

  it('is deterministic whatever the order of the extra metadata keys', () => {
    const a = buildAppDataDocument({
      appCode: 'x',
      slippageBips: 1,
      metadata: { utm: { utmSource: 's', utmMedium: 'm' }, referrer: { address: '0x1' } },
    })
    const b = buildAppDataDocument({
      appCode: 'x',
      slippageBips: 1,
      metadata: { referrer: { address: '0x1' }, utm: { utmMedium: 'm', utmSource: 's' } },
    })
    expect(a).toBe(b)
    expect(appDataHash(a)).toBe(appDataHash(b))
  })

  it('accepts the slippage edges and rejects invalid input', () => {
    expect(() => buildAppDataDocument({ appCode: 'x', slippageBips: 0 })).not.toThrow()
    expect(() => buildAppDataDocument({ appCode: 'x', slippageBips: 10_000 })).not.toThrow()
    expect(() => buildAppDataDocument({ appCode: 'x', slippageBips: 10_001 })).toThrow(/0..10000/)
    expect(() => buildAppDataDocument({ appCode: 'x', slippageBips: -1 })).toThrow(/0..10000/)
    expect(() => buildAppDataDocument({ appCode: 'x', slippageBips: 0.5 })).toThrow(/0..10000/)
    expect(() => buildAppDataDocument({ appCode: '' })).toThrow(/appCode/)
    expect(() => buildAppDataDocument({ appCode: 'x', smartSlippage: true })).toThrow(
      /needs slippageBips/,
    )
    expect(() => buildAppDataDocument({ appCode: 'x'.repeat(APP_DATA_MAX_BYTES) })).toThrow(
      /limit is 8192/,
    )
  })

  it('names the replaced order in metadata.replacedOrder, lower case, and refuses a non-UID', () => {
    const uid = `0x${'Ab'.repeat(56)}`
    const doc = buildAppDataDocument({ appCode: 'x', orderClass: 'limit', replacedOrderUid: uid })
    expect(doc).toBe(
      `{"appCode":"x","metadata":{"orderClass":{"orderClass":"limit"},"replacedOrder":{"uid":"${uid.toLowerCase()}"}},"version":"${APP_DATA_VERSION}"}`,
    )
    for (const bad of ['', uid.slice(0, -2), `${uid}00`, `0x${'zz'.repeat(56)}`, ` ${uid}`]) {
      expect(() => buildAppDataDocument({ appCode: 'x', replacedOrderUid: bad })).toThrow(
        /replacedOrderUid .* is not an order UID/,
      )
    }
  })
})

describe('buildAppDataDocument hooks', () => {
  const pre = { target: `0x${'11'.repeat(20)}`, callData: '0xabcdef', gasLimit: '80000' }
  const post = { target: `0x${'22'.repeat(20)}`, callData: '0x', gasLimit: '0', dappId: 'x' }

  it('writes metadata.hooks {pre, post} and leaves out empty sides', () => {
    const doc = parseAppData(
      buildAppDataDocument({ appCode: 'x', hooks: { pre: [pre], post: [post] } }),
    )
    expect(doc.metadata).toEqual({ hooks: { pre: [pre], post: [post] } })
    const onlyPre = parseAppData(
      buildAppDataDocument({ appCode: 'x', hooks: { pre: [pre], post: [] } }),
    )
    expect(onlyPre.metadata).toEqual({ hooks: { pre: [pre] } })
    expect(parseAppData(buildAppDataDocument({ appCode: 'x', hooks: {} })).metadata).toEqual({})
  })

  it('refuses a malformed hook instead of writing a document the schema rejects', () => {
    const bad = [
      { ...pre, target: '0x12' },
      { ...pre, callData: '0xabc' },
      { ...pre, gasLimit: '1e5' },
    ]
    for (const hook of bad) {
      expect(() => buildAppDataDocument({ appCode: 'x', hooks: { pre: [hook] } })).toThrow(
        /hooks\.pre\[0\]/,
      )
    }
  })
})

describe('stableStringify', () => {
  it('sorts keys at every depth, keeps array order, drops undefined members', () => {
    expect(stableStringify({ b: [{ z: 1, a: 2 }, 3], a: { d: undefined, c: null } })).toBe(
      '{"a":{"c":null},"b":[{"a":2,"z":1},3]}',
    )
  })

  it('rejects values JSON cannot carry', () => {
    expect(() => stableStringify({ a: 1n })).toThrow(/\$\.a: values of type bigint/)
    expect(() => stableStringify({ a: [Number.NaN] })).toThrow(/\$\.a\[0\]: NaN/)
    expect(() => stableStringify(() => 1)).toThrow(/function/)
  })
})

describe('parseAppData', () => {
  it('returns the object of a valid document', () => {
    expect(parseAppData('{"appCode":"x"}')).toEqual({ appCode: 'x' })
    expect(parseAppData('{}')).toEqual({})
  })

  it('explains what is wrong', () => {
    expect(() => parseAppData('{')).toThrow(/not valid JSON/)
    expect(() => parseAppData('[]')).toThrow(/must be a JSON object/)
    expect(() => parseAppData('null')).toThrow(/must be a JSON object/)
    expect(() => parseAppData('"{}"')).toThrow(/must be a JSON object/)
    expect(() => parseAppData(`{"a":"${'x'.repeat(APP_DATA_MAX_BYTES)}"}`)).toThrow(/limit/)
  })
})

describe('summarizeAppData', () => {
  it('reads our own documents back', () => {
    const written = {
      appCode: 'batchswap',
      environment: 'staging',
      slippageBips: 75,
      orderClass: 'limit',
      replacedOrderUid: `0x${'cd'.repeat(56)}`,
    } as const
    expect(summarizeAppData(buildAppDataDocument(written))).toEqual(written)
  })

  it('ignores mistyped fields of foreign documents', () => {
    expect(
      summarizeAppData(
        '{"appCode":5,"metadata":{"quote":{"slippageBips":"0.5"},"orderClass":{"orderClass":"x"},"replacedOrder":{"uid":"0x12"}}}',
      ),
    ).toEqual({})
    expect(summarizeAppData('{}')).toEqual({})
  })
})
