/**
 * Conformance with the published libraries: the message keys and provider methods
 * batchswap speaks are exactly those of @cowprotocol/widget-lib 4.5 and its
 * iframe-transport (dev dependencies; nothing of them ships in the app). The method, event
 * and toast names are the libraries' own types (widget-protocol.ts), checked by tsc.
 */
import { IframeRpcProviderEvents, iframeRpcProviderTransport } from '@cowprotocol/iframe-transport'
import {
  widgetIframeTransport,
  type UpdateParamsPayload as LibUpdateParams,
} from '@cowprotocol/widget-lib'
import { describe, expect, it } from 'vitest'
import { PROVIDER_KEY, readUpdateAppData, readUpdateParams, WIDGET_KEY } from './widget-protocol'

describe('widget protocol conformance', () => {
  it('uses the libraries’ message keys', () => {
    expect(WIDGET_KEY).toBe(widgetIframeTransport.key)
    expect(PROVIDER_KEY).toBe(iframeRpcProviderTransport.key)
  })

  it('names the provider messages as the library does', () => {
    for (const method of ['PROVIDER_RPC_REQUEST', 'PROVIDER_RPC_RESPONSE', 'PROVIDER_ON_EVENT']) {
      expect(Object.values(IframeRpcProviderEvents)).toContain(method)
    }
  })
})

describe('host messages are validated', () => {
  const libPayload: LibUpdateParams = {
    urlParams: { pathname: '/31337/widget/swap/WETH/USDC', search: 'sellAmount=1&theme=dark' },
    appParams: { appCode: 'Host' },
    hasProvider: true,
  }

  it('reads the lib’s UPDATE_PARAMS', () => {
    expect(readUpdateParams({ key: WIDGET_KEY, method: 'UPDATE_PARAMS', ...libPayload })).toEqual(
      libPayload,
    )
  })

  it('refuses malformed UPDATE_PARAMS', () => {
    expect(readUpdateParams({ key: WIDGET_KEY, method: 'UPDATE_PARAMS' })).toBeUndefined()
    expect(
      readUpdateParams({
        key: WIDGET_KEY,
        method: 'UPDATE_PARAMS',
        urlParams: { pathname: 42, search: '' },
        appParams: {},
      }),
    ).toBeUndefined()
    // hasProvider only counts when it is really `true`.
    expect(
      readUpdateParams({
        key: WIDGET_KEY,
        method: 'UPDATE_PARAMS',
        urlParams: { pathname: '/', search: '' },
        appParams: {},
        hasProvider: 'yes',
      })?.hasProvider,
    ).toBe(false)
  })

  it('takes an appCode of 1 to 50 characters only', () => {
    const message = (metaData: unknown) => ({
      key: WIDGET_KEY,
      method: 'UPDATE_APP_DATA',
      metaData,
    })
    expect(readUpdateAppData(message({ appCode: ' My dapp ' }))).toEqual({
      metaData: { appCode: 'My dapp' },
    })
    expect(readUpdateAppData(message(undefined))).toEqual({})
    expect(readUpdateAppData(message({ appCode: '' }))).toBeUndefined()
    expect(readUpdateAppData(message({ appCode: 'x'.repeat(51) }))).toBeUndefined()
    expect(readUpdateAppData(message({ appCode: 7 }))).toBeUndefined()
  })
})
