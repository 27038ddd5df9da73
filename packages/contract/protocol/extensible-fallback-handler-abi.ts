/**
 * The extensible fallback handler's ABI as `@cowprotocol/sdk-composable` 0.1.31 has it (its
 * `ExtensibleFallbackHandlerFactoryAbi`, which it does not export): its JSON without
 * `internalType`, typed `as const` for viem's literal types. The sandbox's contract is
 * compiled to exactly these fragments (sandbox/chain/abis.test.ts); the app sets it as a
 * Safe's fallback handler and ComposableCoW as its domain verifier.
 */
export const extensibleFallbackHandlerAbi = [
  {
    type: 'event',
    name: 'AddedDomainVerifier',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'domainSeparator', type: 'bytes32' },
      { name: 'verifier', type: 'address' },
    ],
  },
  {
    type: 'event',
    name: 'AddedInterface',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'interfaceId', type: 'bytes4' },
    ],
  },
  {
    type: 'event',
    name: 'AddedSafeMethod',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'selector', type: 'bytes4' },
      { name: 'method', type: 'bytes32' },
    ],
  },
  {
    type: 'event',
    name: 'ChangedDomainVerifier',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'domainSeparator', type: 'bytes32' },
      { name: 'oldVerifier', type: 'address' },
      { name: 'newVerifier', type: 'address' },
    ],
  },
  {
    type: 'event',
    name: 'ChangedSafeMethod',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'selector', type: 'bytes4' },
      { name: 'oldMethod', type: 'bytes32' },
      { name: 'newMethod', type: 'bytes32' },
    ],
  },
  {
    type: 'event',
    name: 'RemovedDomainVerifier',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'domainSeparator', type: 'bytes32' },
    ],
  },
  {
    type: 'event',
    name: 'RemovedInterface',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'interfaceId', type: 'bytes4' },
    ],
  },
  {
    type: 'event',
    name: 'RemovedSafeMethod',
    inputs: [
      { name: 'safe', type: 'address', indexed: true },
      { name: 'selector', type: 'bytes4' },
    ],
  },
  { type: 'fallback', stateMutability: 'nonpayable' },
  {
    type: 'function',
    name: 'domainVerifiers',
    inputs: [{ type: 'address' }, { type: 'bytes32' }],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'isValidSignature',
    inputs: [
      { name: '_hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: 'magic', type: 'bytes4' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'onERC1155BatchReceived',
    inputs: [
      { type: 'address' },
      { type: 'address' },
      { type: 'uint256[]' },
      { type: 'uint256[]' },
      { type: 'bytes' },
    ],
    outputs: [{ type: 'bytes4' }],
    stateMutability: 'pure',
  },
  {
    type: 'function',
    name: 'onERC1155Received',
    inputs: [
      { type: 'address' },
      { type: 'address' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'bytes' },
    ],
    outputs: [{ type: 'bytes4' }],
    stateMutability: 'pure',
  },
  {
    type: 'function',
    name: 'onERC721Received',
    inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
    outputs: [{ type: 'bytes4' }],
    stateMutability: 'pure',
  },
  {
    type: 'function',
    name: 'safeInterfaces',
    inputs: [{ type: 'address' }, { type: 'bytes4' }],
    outputs: [{ type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'safeMethods',
    inputs: [{ type: 'address' }, { type: 'bytes4' }],
    outputs: [{ type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'setDomainVerifier',
    inputs: [
      { name: 'domainSeparator', type: 'bytes32' },
      { name: 'newVerifier', type: 'address' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setSafeMethod',
    inputs: [
      { name: 'selector', type: 'bytes4' },
      { name: 'newMethod', type: 'bytes32' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setSupportedInterface',
    inputs: [
      { name: 'interfaceId', type: 'bytes4' },
      { name: 'supported', type: 'bool' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setSupportedInterfaceBatch',
    inputs: [
      { name: '_interfaceId', type: 'bytes4' },
      { name: 'handlerWithSelectors', type: 'bytes32[]' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'supportsInterface',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ type: 'bool' }],
    stateMutability: 'view',
  },
] as const
