/**
 * Messages from the parent window that arrive before the widget route's code has loaded.
 *
 * Why: @cowprotocol/widget-lib posts its first UPDATE_PARAMS (the host's params, and whether
 * it hands over its wallet) once, on the iframe's load event, and the widget code is a lazy
 * chunk that arrives later. main.tsx starts this buffer only inside an iframe; the widget
 * transport drains it (and checks every message) when it starts. Bounded, and a no-op on
 * the top-level page.
 */
const MAX_BUFFERED = 50
const buffered: MessageEvent[] = []
let stop: (() => void) | undefined

export function bufferEarlyParentMessages(win: Window = window): void {
  if (stop || win.parent === win) return
  const onMessage = (event: MessageEvent) => {
    if (event.source === win.parent && buffered.length < MAX_BUFFERED) buffered.push(event)
  }
  win.addEventListener('message', onMessage)
  stop = () => win.removeEventListener('message', onMessage)
}

/** Hands over what was buffered and stops buffering (the caller listens from now on). */
export function takeEarlyParentMessages(): MessageEvent[] {
  stop?.()
  return buffered.splice(0)
}
