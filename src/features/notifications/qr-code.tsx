import { useEffect, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

interface Matrix {
  size: number
  dark: (x: number, y: number) => boolean
}

/**
 * A QR code of `value`, drawn as SVG from the modules `qrcode` computes. The library is
 * loaded when a code is first shown (it is not needed until a Telegram link is), and the
 * code is drawn by React, so no markup from elsewhere is injected.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [matrix, setMatrix] = useState<{ value: string; matrix: Matrix } | undefined>()
  useEffect(() => {
    let live = true
    void import('qrcode').then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: 'M' })
      if (live) {
        setMatrix({
          value,
          matrix: { size: modules.size, dark: (x, y) => modules.get(y, x) === 1 },
        })
      }
    })
    return () => {
      live = false
    }
  }, [value])
  if (matrix?.value !== value) return <Skeleton className="h-12 w-40 rounded-lg" />
  const { size, dark } = matrix.matrix
  const quiet = 2
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (dark(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`
    }
  }
  const side = size + quiet * 2
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={160}
      height={160}
      className="shrink-0 rounded-lg"
      shapeRendering="crispEdges"
    >
      {/* Dark on light whatever the theme: scanners expect it. */}
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
