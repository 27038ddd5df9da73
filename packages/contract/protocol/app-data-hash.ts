import { keccak256, stringToBytes, type Hex } from 'viem'

/**
 * keccak256 of an appData document's UTF-8 bytes: the bytes32 the order signs. A module of
 * its own so that reading an order (wire/values.ts, in the first view) does not pull
 * the document builder and checks (./app-data.ts) into the first load.
 */
export function appDataHash(document: string): Hex {
  return keccak256(stringToBytes(document))
}
