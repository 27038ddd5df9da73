import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, minifyInlineScripts, takeTitle } from './prerender-plugin'

describe('takeTitle', () => {
  it('takes the <title> React hoisted to the front of the markup', () => {
    expect(takeTitle('<title>Swap · batchswap</title><div>page</div>')).toEqual({
      markup: '<div>page</div>',
      title: 'Swap · batchswap',
    })
  })

  it('leaves markup without one as it is', () => {
    expect(takeTitle('<div>page</div>')).toEqual({ markup: '<div>page</div>', title: undefined })
  })
})

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the CSP needs it, and skips external ones', () => {
    const html = '<script>var a = 1</script><script type="module" src="./entry.js"></script>'
    const expected = createHash('sha256').update('var a = 1').digest('base64')
    expect(inlineScriptHashes(html)).toEqual([`sha256-${expected}`])
  })
})

describe('minifyInlineScripts', () => {
  it('drops the comments and whitespace of inline scripts, not their code', async () => {
    const html = '<head><script>\n  // why\n  var theme = "dark"\n</script></head>'
    const minified = await minifyInlineScripts(html)
    expect(minified).not.toContain('why')
    expect(minified).toMatch(/^<head><script>var theme\s*=\s*"dark";?<\/script><\/head>$/)
  })
})
