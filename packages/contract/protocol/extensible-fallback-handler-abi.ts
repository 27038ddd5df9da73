/**
 * The extensible fallback handler's ABI as `@cowprotocol/sdk-composable` 0.1.31 has it (its
 * `ExtensibleFallbackHandlerFactoryAbi`, which it does not export), as JSON typed `as const`
 * (one fragment a line; no signature parser runs when a page loads): the sandbox's contract is
 * compiled to exactly these fragments (sandbox/chain/abis.test.ts); the app sets it as a
 * Safe's fallback handler and ComposableCoW as its domain verifier.
 */
// prettier-ignore
export const extensibleFallbackHandlerAbi = [
  { name: 'AddedDomainVerifier', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes32', name: 'domainSeparator' }, { type: 'address', name: 'verifier' }] },
  { name: 'AddedInterface', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes4', name: 'interfaceId' }] },
  { name: 'AddedSafeMethod', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes4', name: 'selector' }, { type: 'bytes32', name: 'method' }] },
  { name: 'ChangedDomainVerifier', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes32', name: 'domainSeparator' }, { type: 'address', name: 'oldVerifier' }, { type: 'address', name: 'newVerifier' }] },
  { name: 'ChangedSafeMethod', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes4', name: 'selector' }, { type: 'bytes32', name: 'oldMethod' }, { type: 'bytes32', name: 'newMethod' }] },
  { name: 'RemovedDomainVerifier', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes32', name: 'domainSeparator' }] },
  { name: 'RemovedInterface', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes4', name: 'interfaceId' }] },
  { name: 'RemovedSafeMethod', type: 'event', inputs: [{ type: 'address', name: 'safe', indexed: true }, { type: 'bytes4', name: 'selector' }] },
  { type: 'fallback', stateMutability: 'nonpayable' },
  { name: 'domainVerifiers', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'bytes32' }], outputs: [{ type: 'address' }] },
  { name: 'isValidSignature', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes32', name: '_hash' }, { type: 'bytes', name: 'signature' }], outputs: [{ type: 'bytes4', name: 'magic' }] },
  { name: 'onERC1155BatchReceived', type: 'function', stateMutability: 'pure', inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint256[]' }, { type: 'uint256[]' }, { type: 'bytes' }], outputs: [{ type: 'bytes4' }] },
  { name: 'onERC1155Received', type: 'function', stateMutability: 'pure', inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' }], outputs: [{ type: 'bytes4' }] },
  { name: 'onERC721Received', type: 'function', stateMutability: 'pure', inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'bytes' }], outputs: [{ type: 'bytes4' }] },
  { name: 'safeInterfaces', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'bytes4' }], outputs: [{ type: 'bool' }] },
  { name: 'safeMethods', type: 'function', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'bytes4' }], outputs: [{ type: 'bytes32' }] },
  { name: 'setDomainVerifier', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes32', name: 'domainSeparator' }, { type: 'address', name: 'newVerifier' }], outputs: [] },
  { name: 'setSafeMethod', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes4', name: 'selector' }, { type: 'bytes32', name: 'newMethod' }], outputs: [] },
  { name: 'setSupportedInterface', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes4', name: 'interfaceId' }, { type: 'bool', name: 'supported' }], outputs: [] },
  { name: 'setSupportedInterfaceBatch', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes4', name: '_interfaceId' }, { type: 'bytes32[]', name: 'handlerWithSelectors' }], outputs: [] },
  { name: 'supportsInterface', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes4', name: 'interfaceId' }], outputs: [{ type: 'bool' }] },
] as const
