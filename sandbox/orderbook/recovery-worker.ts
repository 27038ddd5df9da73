/**
 * Worker thread of `RecoveryPool`: recovers ECDSA signers off the service's event loop.
 * Messages: { id, digest, signature, scheme } -> { id, signer } | { id, error }.
 */
import { parentPort } from 'node:worker_threads'
import type { Hex } from 'viem'
import { recoverEcdsaSigner, type EcdsaSigningScheme } from '@/protocol/signing'

interface RecoveryRequest {
  id: number
  digest: Hex
  signature: Hex
  scheme: EcdsaSigningScheme
}

parentPort?.on('message', (request: RecoveryRequest) => {
  recoverEcdsaSigner(request).then(
    (signer) => parentPort?.postMessage({ id: request.id, signer }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  )
})
parentPort?.postMessage({ ready: true })
