/**
 * ComposableCoW's ABI as `@cowprotocol/sdk-composable` 0.1.31 has it (its
 * `ComposableCowFactoryAbi`, which it does not export): its JSON without `internalType`,
 * typed `as const` for viem's literal types (as wagmi's CLI writes ABIs). The sandbox's
 * contract is compiled to exactly these fragments (sandbox/chain/abis.test.ts), and
 * twap.test.ts compares the calldata the app builds with it to the SDK's.
 */
export const composableCowAbi = [
  {
    type: 'constructor',
    inputs: [{ name: '_settlement', type: 'address' }],
    stateMutability: 'nonpayable',
  },
  { type: 'error', name: 'InterfaceNotSupported', inputs: [] },
  { type: 'error', name: 'InvalidHandler', inputs: [] },
  { type: 'error', name: 'ProofNotAuthed', inputs: [] },
  { type: 'error', name: 'SingleOrderNotAuthed', inputs: [] },
  { type: 'error', name: 'SwapGuardRestricted', inputs: [] },
  {
    type: 'event',
    name: 'ConditionalOrderCreated',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      {
        name: 'params',
        type: 'tuple',
        components: [
          { name: 'handler', type: 'address' },
          { name: 'salt', type: 'bytes32' },
          { name: 'staticInput', type: 'bytes' },
        ],
      },
    ],
  },
  {
    type: 'event',
    name: 'MerkleRootSet',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'root', type: 'bytes32' },
      {
        name: 'proof',
        type: 'tuple',
        components: [
          { name: 'location', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
  },
  {
    type: 'event',
    name: 'SwapGuardSet',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'swapGuard', type: 'address' },
    ],
  },
  {
    type: 'function',
    name: 'cabinet',
    inputs: [{ type: 'address' }, { type: 'bytes32' }],
    outputs: [{ type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'create',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        components: [
          { name: 'handler', type: 'address' },
          { name: 'salt', type: 'bytes32' },
          { name: 'staticInput', type: 'bytes' },
        ],
      },
      { name: 'dispatch', type: 'bool' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'createWithContext',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        components: [
          { name: 'handler', type: 'address' },
          { name: 'salt', type: 'bytes32' },
          { name: 'staticInput', type: 'bytes' },
        ],
      },
      { name: 'factory', type: 'address' },
      { name: 'data', type: 'bytes' },
      { name: 'dispatch', type: 'bool' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'domainSeparator',
    inputs: [],
    outputs: [{ type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'getTradeableOrderWithSignature',
    inputs: [
      { name: 'owner', type: 'address' },
      {
        name: 'params',
        type: 'tuple',
        components: [
          { name: 'handler', type: 'address' },
          { name: 'salt', type: 'bytes32' },
          { name: 'staticInput', type: 'bytes' },
        ],
      },
      { name: 'offchainInput', type: 'bytes' },
      { name: 'proof', type: 'bytes32[]' },
    ],
    outputs: [
      {
        name: 'order',
        type: 'tuple',
        components: [
          { name: 'sellToken', type: 'address' },
          { name: 'buyToken', type: 'address' },
          { name: 'receiver', type: 'address' },
          { name: 'sellAmount', type: 'uint256' },
          { name: 'buyAmount', type: 'uint256' },
          { name: 'validTo', type: 'uint32' },
          { name: 'appData', type: 'bytes32' },
          { name: 'feeAmount', type: 'uint256' },
          { name: 'kind', type: 'bytes32' },
          { name: 'partiallyFillable', type: 'bool' },
          { name: 'sellTokenBalance', type: 'bytes32' },
          { name: 'buyTokenBalance', type: 'bytes32' },
        ],
      },
      { name: 'signature', type: 'bytes' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'hash',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        components: [
          { name: 'handler', type: 'address' },
          { name: 'salt', type: 'bytes32' },
          { name: 'staticInput', type: 'bytes' },
        ],
      },
    ],
    outputs: [{ type: 'bytes32' }],
    stateMutability: 'pure',
  },
  {
    type: 'function',
    name: 'isValidSafeSignature',
    inputs: [
      { name: 'safe', type: 'address' },
      { name: 'sender', type: 'address' },
      { name: '_hash', type: 'bytes32' },
      { name: '_domainSeparator', type: 'bytes32' },
      { type: 'bytes32' },
      { name: 'encodeData', type: 'bytes' },
      { name: 'payload', type: 'bytes' },
    ],
    outputs: [{ name: 'magic', type: 'bytes4' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'remove',
    inputs: [{ name: 'singleOrderHash', type: 'bytes32' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'roots',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'setRoot',
    inputs: [
      { name: 'root', type: 'bytes32' },
      {
        name: 'proof',
        type: 'tuple',
        components: [
          { name: 'location', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setRootWithContext',
    inputs: [
      { name: 'root', type: 'bytes32' },
      {
        name: 'proof',
        type: 'tuple',
        components: [
          { name: 'location', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
      { name: 'factory', type: 'address' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setSwapGuard',
    inputs: [{ name: 'swapGuard', type: 'address' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'singleOrders',
    inputs: [{ type: 'address' }, { type: 'bytes32' }],
    outputs: [{ type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'swapGuards',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
] as const
