/**
 * appData as the orderbook sees it: an order or quote carries either the full JSON document
 * (its keccak256 is the signed bytes32) or, in the legacy form, only the 32-byte hash of a
 * document uploaded before with PUT /app_data/{hash}.
 */
import type { Hex } from 'viem'
import { appDataHash, EMPTY_APP_DATA, parseAppData } from '@batchswap/contract/protocol/app-data'
import { badRequest } from '../kernel/errors'

export const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/

export type ResolvedAppData =
  { form: 'document'; hash: Hex; document: string } | { form: 'hash'; hash: Hex }

/**
 * Reads the `appData` (and optional `appDataHash`) of a request. A document must be a JSON
 * object within 8 KiB (InvalidAppData); `appDataHash`, when sent, must match it
 * (AppDataHashMismatch) and needs the document form.
 */
export function resolveAppData(
  appData: string | undefined,
  declaredHash: string | null | undefined,
): ResolvedAppData {
  const raw = appData ?? EMPTY_APP_DATA
  if (HASH_PATTERN.test(raw)) {
    if (declaredHash) {
      throw badRequest(
        'InvalidAppData',
        'appDataHash may only be sent with appData in the full-document form',
      )
    }
    return { form: 'hash', hash: raw.toLowerCase() as Hex }
  }
  try {
    parseAppData(raw)
  } catch (error) {
    throw badRequest('InvalidAppData', error instanceof Error ? error.message : String(error))
  }
  const hash = appDataHash(raw)
  if (declaredHash && declaredHash.toLowerCase() !== hash) {
    throw badRequest(
      'AppDataHashMismatch',
      `appDataHash ${declaredHash} does not match the keccak256 of appData (${hash})`,
    )
  }
  return { form: 'document', hash, document: raw }
}
