import { describe, expect, it, vi } from 'vitest'
import { createParentTransport, isFromParent, resolveParentOrigin } from './parent-transport'

const HOST = 'https://host.example'

/** A minimal window inside a frame: its parent, ancestorOrigins, and message listeners. */
function fakeFrame(options: { ancestor?: string; referrer?: string; topLevel?: boolean } = {}) {
  const parent = { postMessage: vi.fn() }
  const listeners: Array<(event: MessageEvent) => void> = []
  const win = {
    parent: undefined as unknown,
    location: { ancestorOrigins: options.ancestor ? [options.ancestor] : [] },
    document: { referrer: options.referrer ?? '' },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.push(listener),
  }
  win.parent = options.topLevel ? win : parent
  const dispatch = (event: Partial<MessageEvent>) => {
    for (const listener of listeners) listener(event as MessageEvent)
  }
  return { win: win as unknown as Window, parent, dispatch }
}

const envelope = { key: 'cowSwapWidget', method: 'UPDATE_APP_DATA', metaData: { appCode: 'A' } }

describe('parent transport', () => {
  it('knows the parent’s origin from ancestorOrigins, else the referrer', () => {
    expect(resolveParentOrigin(fakeFrame({ ancestor: `${HOST}` }).win)).toBe(HOST)
    expect(resolveParentOrigin(fakeFrame({ referrer: `${HOST}/page?x=1` }).win)).toBe(HOST)
    expect(resolveParentOrigin(fakeFrame({}).win)).toBeUndefined()
    expect(resolveParentOrigin(fakeFrame({ ancestor: HOST, topLevel: true }).win)).toBeUndefined()
  })

  it('accepts only the parent window at the parent’s origin', () => {
    const { win, parent } = fakeFrame({ ancestor: HOST })
    const ok = { source: parent as unknown as Window, origin: HOST, data: envelope }
    expect(isFromParent(ok, win, HOST)).toBe(true)
    expect(isFromParent({ ...ok, source: {} as Window }, win, HOST)).toBe(false)
    expect(isFromParent({ ...ok, source: win }, win, HOST)).toBe(false)
    expect(isFromParent({ ...ok, origin: 'https://evil.example' }, win, HOST)).toBe(false)
    expect(isFromParent({ ...ok, data: { method: 'X' } }, win, HOST)).toBe(false)
    expect(isFromParent(ok, win, undefined)).toBe(false)
  })

  it('posts to the parent at its origin, and delivers accepted messages only', () => {
    const { win, parent, dispatch } = fakeFrame({ ancestor: HOST })
    const transport = createParentTransport(win)
    transport.post('cowSwapWidget', 'READY')
    expect(parent.postMessage).toHaveBeenCalledWith({ key: 'cowSwapWidget', method: 'READY' }, HOST)

    const received: unknown[] = []
    transport.listen((message) => received.push(message))
    dispatch({ source: parent as unknown as Window, origin: HOST, data: envelope })
    dispatch({ source: {} as Window, origin: HOST, data: envelope })
    dispatch({
      source: parent as unknown as Window,
      origin: 'https://evil.example',
      data: envelope,
    })
    expect(received).toEqual([envelope])
  })

  it('keeps the early messages that pass the same checks', () => {
    const { win, parent } = fakeFrame({ ancestor: HOST })
    const early = [
      { source: parent, origin: HOST, data: envelope },
      { source: {}, origin: HOST, data: envelope },
    ] as unknown as MessageEvent[]
    expect(createParentTransport(win, early).early).toEqual([envelope])
  })

  it('says nothing when it cannot know who the parent is', () => {
    const { win, parent } = fakeFrame({})
    createParentTransport(win).post('cowSwapWidget', 'READY')
    expect(parent.postMessage).not.toHaveBeenCalled()
  })
})
