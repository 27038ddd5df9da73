import { takeEarlyParentMessages } from '@/lib/early-parent-messages'
import { isEnvelope, type WidgetEnvelope } from './widget-protocol'

/**
 * postMessage with the host page, and only with it: messages go to the parent window at
 * its origin, and a message is accepted only when it comes from the parent window itself
 * (not a sibling frame, a popup or this window) at that origin. widget-lib's own transport
 * waives the window check on localhost; we never do.
 */

export interface ParentTransport {
  /** The host page's origin; undefined when the app is not embedded or it cannot be known. */
  readonly parentOrigin: string | undefined
  /** Accepted messages that came before the transport existed (see early-parent-messages). */
  readonly early: readonly WidgetEnvelope[]
  post(key: string, method: string, payload?: object): void
  /** Every accepted message from now on. Returns the unsubscribe. */
  listen(handler: (message: WidgetEnvelope) => void): () => void
}

function originOf(url: string | undefined): string | undefined {
  if (!url || url === 'null') return undefined
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** The parent's origin: the browser's ancestorOrigins, else the referrer (widget-lib's order). */
export function resolveParentOrigin(win: Window): string | undefined {
  if (win.parent === win) return undefined
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined
  const first = ancestors && ancestors.length > 0 ? ancestors[0] : undefined
  return originOf(first) ?? originOf(win.document.referrer)
}

export function isFromParent(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  win: Window,
  parentOrigin: string | undefined,
): event is MessageEvent<WidgetEnvelope> {
  return (
    parentOrigin !== undefined &&
    win.parent !== win &&
    event.source === win.parent &&
    event.origin === parentOrigin &&
    isEnvelope(event.data)
  )
}

export function createParentTransport(
  win: Window,
  early: readonly MessageEvent[] = [],
): ParentTransport {
  const parentOrigin = resolveParentOrigin(win)
  const handlers = new Set<(message: WidgetEnvelope) => void>()
  const accepted = early
    .filter((event) => isFromParent(event, win, parentOrigin))
    .map((event) => event.data as WidgetEnvelope)

  win.addEventListener('message', (event) => {
    if (!isFromParent(event, win, parentOrigin)) return
    for (const handler of handlers) handler(event.data)
  })

  return {
    parentOrigin,
    early: accepted,
    post(key, method, payload = {}) {
      if (parentOrigin === undefined) return
      win.parent.postMessage({ ...payload, key, method }, parentOrigin)
    },
    listen(handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
  }
}

let shared: ParentTransport | undefined

/** The page's one transport (created on first use, with the messages buffered before it). */
export function parentTransport(): ParentTransport {
  shared ??= createParentTransport(window, takeEarlyParentMessages())
  return shared
}
