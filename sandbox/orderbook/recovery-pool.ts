/**
 * ECDSA signer recovery (the most expensive step of POST /orders: about a millisecond of
 * big-integer math per signature) on a worker thread, so that order submissions use the
 * machine's second core. Falls back to recovering inline when the worker cannot start (e.g.
 * under a test runner that cannot load TypeScript in workers).
 */
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Address, Hex } from 'viem'
import { recoverEcdsaSigner, type EcdsaSigningScheme } from '@/protocol/signing'

type Pending = { resolve: (signer: Address) => void; reject: (error: Error) => void }

export class RecoveryPool {
  private worker: Worker | undefined
  private ready = false
  private nextId = 0
  private readonly pending = new Map<number, Pending>()

  constructor(options: { threads?: boolean } = {}) {
    if (options.threads ?? true) this.start()
  }

  private start(): void {
    let worker: Worker
    try {
      // Workers do not inherit tsx's loader on Node 20: a small bootstrap registers it in the
      // worker, then loads the TypeScript worker module.
      const bootstrap = [
        `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})`,
        `register({ tsconfig: ${JSON.stringify(fileURLToPath(new URL('../../tsconfig.json', import.meta.url)))} })`,
        `await import(${JSON.stringify(new URL('./recovery-worker.ts', import.meta.url).href)})`,
      ].join('\n')
      worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`))
    } catch {
      return
    }
    worker.unref()
    worker.on(
      'message',
      (message: { ready?: true; id?: number; signer?: Address; error?: string }) => {
        if (message.ready) {
          this.ready = true
          return
        }
        if (message.id === undefined) return
        const entry = this.pending.get(message.id)
        if (!entry) return
        this.pending.delete(message.id)
        if (message.signer) entry.resolve(message.signer)
        else entry.reject(new Error(message.error ?? 'signature recovery failed'))
      },
    )
    const fail = () => {
      // Requests in flight are redone inline; later ones never reach the worker.
      this.ready = false
      this.worker = undefined
      for (const entry of this.pending.values()) entry.reject(new Error('recovery worker stopped'))
      this.pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', fail)
    this.worker = worker
  }

  /** Same contract as `recoverEcdsaSigner`: the signer, or an Error saying why not. */
  async recover(args: {
    digest: Hex
    signature: Hex
    scheme: EcdsaSigningScheme
  }): Promise<Address> {
    const worker = this.worker
    if (!worker || !this.ready) return recoverEcdsaSigner(args)
    const id = this.nextId++
    try {
      return await new Promise<Address>((resolve, reject) => {
        this.pending.set(id, { resolve, reject })
        worker.postMessage({ id, ...args })
      })
    } catch (error) {
      if (error instanceof Error && error.message === 'recovery worker stopped') {
        return recoverEcdsaSigner(args)
      }
      throw error
    }
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    this.ready = false
    if (worker) await worker.terminate()
  }
}
