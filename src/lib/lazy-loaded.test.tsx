import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyLoaded } from './lazy-loaded'
import { loadOnce } from './load-once'

function Part({ name }: { name: string }) {
  return <b>{name}</b>
}

function draw(Component: ReturnType<typeof lazyLoaded<{ Part: typeof Part }, { name: string }>>) {
  return renderToString(
    <Suspense fallback={<i>waiting</i>}>
      <Component name="details" />
    </Suspense>,
  )
}

describe('lazyLoaded', () => {
  it('is drawn in the render that first needs it when its part has loaded', async () => {
    const load = loadOnce(() => Promise.resolve({ Part }))
    await load()
    const html = draw(lazyLoaded(load, (m) => m.Part))
    expect(html).toContain('<b>details</b>')
    expect(html).not.toContain('waiting')
  })

  it('waits for a part not loaded yet, as React.lazy does, and loads it', async () => {
    const load = loadOnce(() => Promise.resolve({ Part }))
    const html = draw(lazyLoaded(load, (m) => m.Part))
    expect(html).toContain('waiting')
    expect(html).not.toContain('<b>details</b>')
    await expect(load()).resolves.toEqual({ Part })
  })
})
