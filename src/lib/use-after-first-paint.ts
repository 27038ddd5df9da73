import { useEffect, useState } from 'react'

/**
 * False on a component's first render, true once the browser has painted it (the next
 * animation frame, then a task of its own). Work that the first paint does not need (a read
 * whose answer only confirms what is on screen) can wait for it: the page paints sooner, and
 * the work runs as a task of its own instead of lengthening the one that renders the page.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
