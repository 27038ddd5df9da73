import { LATEST_APP_DATA_VERSION } from '@cowprotocol/sdk-app-data'
import { describe, expect, it } from 'vitest'
import { APP_DATA_VERSION, buildAppDataDocument, EMPTY_APP_DATA } from './app-data'
import { checkAppDataSchema, KNOWN_APP_DATA_VERSIONS } from './app-data-schema'

const hook = { target: `0x${'11'.repeat(20)}`, callData: '0x095ea7b3', gasLimit: '80000' }

describe('checkAppDataSchema', () => {
  it('the app writes the latest schema version the package publishes', () => {
    expect(APP_DATA_VERSION).toBe(LATEST_APP_DATA_VERSION)
    expect(KNOWN_APP_DATA_VERSIONS.has(APP_DATA_VERSION)).toBe(true)
    expect(KNOWN_APP_DATA_VERSIONS.has('1.2.0')).toBe(true)
  })

  it('accepts every shape the app writes', async () => {
    const documents = [
      buildAppDataDocument({ appCode: 'batchswap' }),
      buildAppDataDocument({
        appCode: 'batchswap',
        environment: 'production',
        slippageBips: 50,
        smartSlippage: true,
        orderClass: 'market',
        hooks: { pre: [hook], post: [{ ...hook, dappId: 'recorder' }] },
      }),
      buildAppDataDocument({
        appCode: 'Host',
        environment: 'staging',
        orderClass: 'limit',
        replacedOrderUid: `0x${'ab'.repeat(56)}`,
        metadata: { widget: { appCode: 'batchswap', environment: 'staging' } },
      }),
    ]
    for (const document of documents) {
      expect(await checkAppDataSchema(document), document).toEqual({ ok: true })
    }
  })

  it('names what the schema of the declared version refuses', async () => {
    // The documents batchswap wrote before: quoteId is not part of metadata.quote.
    const old =
      '{"appCode":"batchswap","metadata":{"quote":{"quoteId":7,"slippageBips":50}},"version":"1.2.0"}'
    expect(await checkAppDataSchema(old)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /schema 1\.2\.0: .*metadata\/quote must NOT have additional properties/,
      ),
    })
    const badHook = JSON.stringify({
      version: APP_DATA_VERSION,
      metadata: { hooks: { pre: [{ ...hook, gasLimit: 80000 }] } },
    })
    expect(await checkAppDataSchema(badHook)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/hooks\/pre\/0\/gasLimit must be string/),
    })
  })

  it('refuses documents with no version, an unknown one, or no JSON object', async () => {
    expect(await checkAppDataSchema(EMPTY_APP_DATA)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/declare its schema version/),
    })
    expect(await checkAppDataSchema('{"version":"9.9.9","metadata":{}}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no schema version 9\.9\.9/),
    })
    expect(await checkAppDataSchema('{"version":{"toString":1},"metadata":{}}')).toMatchObject({
      ok: false,
    })
    expect(await checkAppDataSchema('[1]')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/JSON object/),
    })
    expect(await checkAppDataSchema('{')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not valid JSON/),
    })
  })
})
