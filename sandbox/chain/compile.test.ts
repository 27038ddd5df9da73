import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileSandboxToken, serializeArtifact } from './compile'
import { SANDBOX_TOKEN_ARTIFACT_PATH } from './paths'

describe('the committed sandbox-token artifact', () => {
  it('matches a fresh compile of contracts/sandbox-token.sol (else: npx tsx sandbox/chain/compile.ts)', () => {
    const committed: unknown = JSON.parse(readFileSync(SANDBOX_TOKEN_ARTIFACT_PATH, 'utf8'))
    // Compared as data, so reformatting the JSON file does not matter.
    expect(committed).toEqual(JSON.parse(serializeArtifact(compileSandboxToken())))
  })
})
