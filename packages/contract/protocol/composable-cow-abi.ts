/**
 * ComposableCoW's ABI as `@cowprotocol/sdk-composable` 0.1.31 has it (its
 * `ComposableCowFactoryAbi`, which it does not export), as JSON typed `as const` (one
 * fragment a line; no signature parser runs when a page loads): the
 * sandbox's contract is compiled to exactly these fragments (sandbox/chain/abis.test.ts), and
 * twap.test.ts compares the calldata the app builds with it to the SDK's.
 */
// prettier-ignore
export const composableCowAbi = [
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: '_settlement' }] },
  { name: 'InterfaceNotSupported', type: 'error', inputs: [] },
  { name: 'InvalidHandler', type: 'error', inputs: [] },
  { name: 'ProofNotAuthed', type: 'error', inputs: [] },
  { name: 'SingleOrderNotAuthed', type: 'error', inputs: [] },
  { name: 'SwapGuardRestricted', type: 'error', inputs: [] },
  { name: 'ConditionalOrderCreated', type: 'event', inputs: [{ type: 'address', name: 'owner', indexed: true }, { type: 'tuple', name: 'params', components: [{ type: 'address', name: 'handler' }, { type: 'bytes32', name: 'salt' }, { type: 'bytes', name: 'staticInput' }] }] },
  { name: 'MerkleRootSet', type: 'event', inputs: [{ type: 'address', name: 'owner', indexed: true }, { type: 'bytes32', name: 'root' }, { type: 'tuple', name: 'proof', components: [{ type: 'uint256', name: 'location' }, { type: 'bytes', name: 'data' }] }] },
  { name: 'SwapGuardSet', type: 'event', inputs: [{ type: 'address', name: 'owner', indexed: true }, { type: 'address', name: 'swapGuard' }] },
  { name: 'cabinet', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'bytes32' }], outputs: [{ type: 'bytes32' }] },
  { name: 'create', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'tuple', name: 'params', components: [{ type: 'address', name: 'handler' }, { type: 'bytes32', name: 'salt' }, { type: 'bytes', name: 'staticInput' }] }, { type: 'bool', name: 'dispatch' }], outputs: [] },
  { name: 'createWithContext', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'tuple', name: 'params', components: [{ type: 'address', name: 'handler' }, { type: 'bytes32', name: 'salt' }, { type: 'bytes', name: 'staticInput' }] }, { type: 'address', name: 'factory' }, { type: 'bytes', name: 'data' }, { type: 'bool', name: 'dispatch' }], outputs: [] },
  { name: 'domainSeparator', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
  { name: 'getTradeableOrderWithSignature', type: 'function', stateMutability: 'view', inputs: [{ type: 'address', name: 'owner' }, { type: 'tuple', name: 'params', components: [{ type: 'address', name: 'handler' }, { type: 'bytes32', name: 'salt' }, { type: 'bytes', name: 'staticInput' }] }, { type: 'bytes', name: 'offchainInput' }, { type: 'bytes32[]', name: 'proof' }], outputs: [{ type: 'tuple', name: 'order', components: [{ type: 'address', name: 'sellToken' }, { type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'bytes32', name: 'kind' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'bytes32', name: 'sellTokenBalance' }, { type: 'bytes32', name: 'buyTokenBalance' }] }, { type: 'bytes', name: 'signature' }] },
  { name: 'hash', type: 'function', stateMutability: 'pure', inputs: [{ type: 'tuple', name: 'params', components: [{ type: 'address', name: 'handler' }, { type: 'bytes32', name: 'salt' }, { type: 'bytes', name: 'staticInput' }] }], outputs: [{ type: 'bytes32' }] },
  { name: 'isValidSafeSignature', type: 'function', stateMutability: 'view', inputs: [{ type: 'address', name: 'safe' }, { type: 'address', name: 'sender' }, { type: 'bytes32', name: '_hash' }, { type: 'bytes32', name: '_domainSeparator' }, { type: 'bytes32' }, { type: 'bytes', name: 'encodeData' }, { type: 'bytes', name: 'payload' }], outputs: [{ type: 'bytes4', name: 'magic' }] },
  { name: 'remove', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes32', name: 'singleOrderHash' }], outputs: [] },
  { name: 'roots', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }], outputs: [{ type: 'bytes32' }] },
  { name: 'setRoot', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes32', name: 'root' }, { type: 'tuple', name: 'proof', components: [{ type: 'uint256', name: 'location' }, { type: 'bytes', name: 'data' }] }], outputs: [] },
  { name: 'setRootWithContext', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes32', name: 'root' }, { type: 'tuple', name: 'proof', components: [{ type: 'uint256', name: 'location' }, { type: 'bytes', name: 'data' }] }, { type: 'address', name: 'factory' }, { type: 'bytes', name: 'data' }], outputs: [] },
  { name: 'setSwapGuard', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: 'swapGuard' }], outputs: [] },
  { name: 'singleOrders', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'bytes32' }], outputs: [{ type: 'bool' }] },
  { name: 'swapGuards', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }], outputs: [{ type: 'address' }] },
] as const
