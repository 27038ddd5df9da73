import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

/**
 * Safe{Wallet}'s app loader fetches `<app url>/manifest.json` and needs name, description
 * and iconPath (resolved against the app's URL); relative paths keep it working when the
 * app is served from a sub-path.
 */
describe('public/manifest.json (Safe App manifest)', () => {
  const manifest = JSON.parse(readFileSync(`${publicDir}manifest.json`, 'utf8')) as Record<
    string,
    unknown
  >

  it('has the name, description and iconPath Safe reads', () => {
    expect(manifest.name).toBe('batchswap')
    expect(typeof manifest.description).toBe('string')
    expect(String(manifest.description).length).toBeGreaterThan(20)
    expect(typeof manifest.iconPath).toBe('string')
  })

  it('names icons that exist in public/, by relative paths', () => {
    const icons = Array.isArray(manifest.icons) ? (manifest.icons as { src: string }[]) : []
    const paths = [String(manifest.iconPath), ...icons.map((icon) => icon.src)]
    for (const path of paths) {
      expect(path, `${path} is relative`).not.toMatch(/^(\/|[a-z]+:)/)
      expect(existsSync(`${publicDir}${path}`), `${path} exists`).toBe(true)
    }
  })
})
