import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PROVIDER_KEY, WIDGET_KEY, type WidgetEnvelope } from './widget-protocol'

/** The host page as the session sees it: what the app posted to it. */
const posted: { key: string; method: string; payload?: object }[] = []
vi.mock('./parent-transport', () => ({
  parentTransport: () => ({
    parentOrigin: 'https://host.example',
    early: [],
    post: (key: string, method: string, payload?: object) => posted.push({ key, method, payload }),
    listen: () => () => undefined,
  }),
}))

const { callHostHook, handleHostMessage, HOOK_TIMEOUT_MS, requestProviderMeta, useWidgetSession } =
  await import('./widget-session')

const INITIAL = useWidgetSession.getState()

beforeEach(() => {
  posted.length = 0
  useWidgetSession.setState(INITIAL, true)
})

const widget = (method: string, payload: object = {}): WidgetEnvelope => ({
  key: WIDGET_KEY,
  method,
  ...payload,
})

/** The id of the PROCESS_HOOK just posted. */
function lastHookId(): string {
  const hook = posted.at(-1)
  expect(hook).toMatchObject({ key: WIDGET_KEY, method: 'PROCESS_HOOK' })
  return String((hook?.payload as { id: unknown }).id)
}

describe('the provider meta info (REQUEST_PROVIDER_META_INFO)', () => {
  it('asks the host’s wallet bridge, on the provider transport', () => {
    requestProviderMeta()
    expect(posted).toEqual([
      { key: PROVIDER_KEY, method: 'REQUEST_PROVIDER_META_INFO', payload: undefined },
    ])
  })

  it('keeps the wallet’s name and a safe icon from the answer, EIP-6963 first', () => {
    handleHostMessage({
      key: PROVIDER_KEY,
      method: 'SEND_PROVIDER_META_INFO',
      providerEip6963Info: { name: '  Rabby  ', icon: 'data:image/svg+xml;base64,AAAA' },
      providerWcMetadata: { name: 'Other', icons: [] },
    })
    expect(useWidgetSession.getState().providerMeta).toEqual({
      name: 'Rabby',
      icon: 'data:image/svg+xml;base64,AAAA',
    })
    // WalletConnect metadata when there is no EIP-6963 info; an icon that is no image is dropped.
    handleHostMessage({
      key: PROVIDER_KEY,
      method: 'SEND_PROVIDER_META_INFO',
      providerWcMetadata: { name: 'WC Wallet', icons: ['javascript:alert(1)'] },
    })
    expect(useWidgetSession.getState().providerMeta).toEqual({ name: 'WC Wallet' })
    // Nothing usable: no name on screen.
    handleHostMessage({
      key: PROVIDER_KEY,
      method: 'SEND_PROVIDER_META_INFO',
      providerEip6963Info: { name: 42 },
    })
    expect(useWidgetSession.getState().providerMeta).toBeUndefined()
  })
})

describe('handleHostMessage', () => {
  it('ignores foreign keys, unknown methods and malformed payloads', () => {
    const before = useWidgetSession.getState()
    handleHostMessage({ key: 'someOtherWidget', method: 'UPDATE_PARAMS', appParams: {} })
    handleHostMessage(widget('NOT_A_METHOD'))
    handleHostMessage(widget('UPDATE_PARAMS', { urlParams: 'x', appParams: {} }))
    handleHostMessage(widget('UPDATE_PARAMS', { urlParams: { pathname: 1 }, appParams: {} }))
    handleHostMessage(widget('UPDATE_APP_DATA', { metaData: { appCode: 42 } }))
    // A HOOK_RESULT nobody waits for.
    handleHostMessage(widget('HOOK_RESULT', { id: 'nobody', result: true }))
    expect(useWidgetSession.getState()).toBe(before)
  })

  it('reads a well-formed UPDATE_PARAMS: params, appCode, hooks, where to go', () => {
    handleHostMessage(
      widget('UPDATE_PARAMS', {
        urlParams: { pathname: '/31337/widget/swap/WETH/USDC', search: '?hooksEnabled=true' },
        appParams: { appCode: 'Host', disableEIP2612Permits: true, hideLogo: 'no' },
        hasProvider: true,
      }),
    )
    const state = useWidgetSession.getState()
    expect(state).toMatchObject({
      hasProvider: true,
      appCode: 'Host',
      hooksEnabled: true,
      params: { appCode: 'Host', disableEIP2612Permits: true },
    })
    expect(state.params).not.toHaveProperty('hideLogo')
    expect(state.navigation?.seq).toBe(1)
  })
})

describe('callHostHook (PROCESS_HOOK / HOOK_RESULT)', () => {
  const hooked = () => useWidgetSession.setState({ embedded: true, hooksEnabled: true })

  it('without a host, or a host without hooks, says yes and posts nothing', async () => {
    await expect(callHostHook('ON_BEFORE_TRADE', {})).resolves.toBe(true)
    useWidgetSession.setState({ embedded: true, hooksEnabled: false })
    await expect(callHostHook('ON_BEFORE_APPROVAL', {})).resolves.toBe(true)
    expect(posted).toEqual([])
  })

  it('matches each answer to its call by id; only an explicit true is a yes', async () => {
    hooked()
    const first = callHostHook('ON_BEFORE_APPROVAL', { sellAmount: '1' })
    const firstId = lastHookId()
    expect(posted.at(-1)?.payload).toEqual({
      id: firstId,
      event: 'ON_BEFORE_APPROVAL',
      payload: { sellAmount: '1' },
    })
    const second = callHostHook('ON_BEFORE_TRADE', {})
    const secondId = lastHookId()
    expect(secondId).not.toBe(firstId)

    let firstAnswer: boolean | undefined
    void first.then((answer) => (firstAnswer = answer))
    // An answer for another call, or of another key, settles nothing.
    handleHostMessage(widget('HOOK_RESULT', { id: 'someone-else', result: false }))
    handleHostMessage({ key: PROVIDER_KEY, method: 'HOOK_RESULT', id: firstId, result: false })
    await Promise.resolve()
    expect(firstAnswer).toBeUndefined()

    handleHostMessage(widget('HOOK_RESULT', { id: secondId, result: 'true' }))
    handleHostMessage(widget('HOOK_RESULT', { id: firstId, result: true }))
    await expect(first).resolves.toBe(true)
    await expect(second).resolves.toBe(false)
    // Answered once: a second answer to the same id is ignored.
    handleHostMessage(widget('HOOK_RESULT', { id: firstId, result: false }))
    await expect(first).resolves.toBe(true)
  })

  it('takes silence as a no after two minutes, as CoW Swap does', async () => {
    vi.useFakeTimers()
    hooked()
    const call = callHostHook('ON_BEFORE_TRADE', {})
    const id = lastHookId()
    vi.advanceTimersByTime(HOOK_TIMEOUT_MS)
    await expect(call).resolves.toBe(false)
    // A late answer finds nobody waiting.
    expect(() => handleHostMessage(widget('HOOK_RESULT', { id, result: true }))).not.toThrow()
  })
})
