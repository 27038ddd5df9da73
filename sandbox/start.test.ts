import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox } from './start'

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'batchswap-start-'))
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

// The whole start-up path (chain, deployment, service, /health, stop) is covered by
// main.test.ts through `npm run sandbox`; these are the cheap failure paths.
describe('startSandbox', () => {
  it('fails early, starting nothing, when the API port is busy', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(
        startSandbox({ rpcPort: 0, apiPort: port, dataDir: join(root, 'busy') }),
      ).rejects.toThrow(
        `port ${port} on 127.0.0.1 is busy: stop what uses it or set SANDBOX_API_PORT`,
      )
      expect(existsSync(join(root, 'busy'))).toBe(false)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('rejects nonsense ports', async () => {
    await expect(
      startSandbox({ rpcPort: 70000, apiPort: 0, dataDir: join(root, 'bad') }),
    ).rejects.toThrow('invalid RPC port 70000')
    await expect(
      startSandbox({ rpcPort: 9999, apiPort: 9999, dataDir: join(root, 'bad') }),
    ).rejects.toThrow('must differ')
  })
})
