import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileSandboxContract, serializeArtifact } from './compile'
import { SANDBOX_CONTRACTS, type SandboxContractName } from './paths'

describe('the committed artifacts of the sandbox contracts', () => {
  it.each(Object.keys(SANDBOX_CONTRACTS) as SandboxContractName[])(
    '%s matches a fresh compile of its source (else: npx tsx sandbox/chain/compile.ts)',
    (name) => {
      const path = SANDBOX_CONTRACTS[name].artifactPath
      const committed: unknown = JSON.parse(readFileSync(path, 'utf8'))
      // Compared as data, so reformatting the JSON file does not matter.
      expect(committed).toEqual(JSON.parse(serializeArtifact(compileSandboxContract(name))))
    },
  )
})
