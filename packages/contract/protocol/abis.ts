/**
 * The ABIs of the protocol's contracts that both the app and the sandbox call: GPv2Settlement
 * (pre-signatures, invalidation, settle) and CoWSwapEthFlow (native-currency orders).
 * JSON ABIs as the compiler writes them (without `internalType`), typed `as const` for viem's
 * literal types, as wagmi's CLI generates them: nothing parses signatures at runtime.
 * sandbox/chain/abis.test.ts checks every fragment against the compiled contracts.
 */

/** GPv2Settlement. */
export const settlementAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'authenticator_', type: 'address' },
      { name: 'vault_', type: 'address' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'settle',
    inputs: [
      { name: 'tokens', type: 'address[]' },
      { name: 'clearingPrices', type: 'uint256[]' },
      {
        name: 'trades',
        type: 'tuple[]',
        components: [
          { name: 'sellTokenIndex', type: 'uint256' },
          { name: 'buyTokenIndex', type: 'uint256' },
          { name: 'receiver', type: 'address' },
          { name: 'sellAmount', type: 'uint256' },
          { name: 'buyAmount', type: 'uint256' },
          { name: 'validTo', type: 'uint32' },
          { name: 'appData', type: 'bytes32' },
          { name: 'feeAmount', type: 'uint256' },
          { name: 'flags', type: 'uint256' },
          { name: 'executedAmount', type: 'uint256' },
          { name: 'signature', type: 'bytes' },
        ],
      },
      {
        name: 'interactions',
        type: 'tuple[][3]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'callData', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setPreSignature',
    inputs: [
      { name: 'orderUid', type: 'bytes' },
      { name: 'signed', type: 'bool' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'invalidateOrder',
    inputs: [{ name: 'orderUid', type: 'bytes' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'filledAmount',
    inputs: [{ type: 'bytes' }],
    outputs: [{ type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'preSignature',
    inputs: [{ type: 'bytes' }],
    outputs: [{ type: 'uint256' }],
    stateMutability: 'view',
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
    name: 'authenticator',
    inputs: [],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'vaultRelayer',
    inputs: [],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'vault',
    inputs: [],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'event',
    name: 'Trade',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'sellToken', type: 'address' },
      { name: 'buyToken', type: 'address' },
      { name: 'sellAmount', type: 'uint256' },
      { name: 'buyAmount', type: 'uint256' },
      { name: 'feeAmount', type: 'uint256' },
      { name: 'orderUid', type: 'bytes' },
    ],
  },
  {
    type: 'event',
    name: 'Settlement',
    inputs: [{ name: 'solver', type: 'address', indexed: true }],
  },
  {
    type: 'event',
    name: 'PreSignature',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'orderUid', type: 'bytes' },
      { name: 'signed', type: 'bool' },
    ],
  },
  {
    type: 'event',
    name: 'OrderInvalidated',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'orderUid', type: 'bytes' },
    ],
  },
  {
    type: 'event',
    name: 'Interaction',
    inputs: [
      { name: 'target', type: 'address', indexed: true },
      { name: 'value', type: 'uint256' },
      { name: 'selector', type: 'bytes4' },
    ],
  },
] as const

/**
 * CoWSwapEthFlow: the sandbox's sandbox/chain/contracts/sandbox-ethflow.sol has this ABI
 * (sandbox/chain/abis.test.ts checks it against the artifact and the CoW SDK's fragments).
 */
export const ethFlowAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'settlement', type: 'address' },
      { name: 'wrapped', type: 'address' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'createOrder',
    inputs: [
      {
        name: 'order',
        type: 'tuple',
        components: [
          { name: 'buyToken', type: 'address' },
          { name: 'receiver', type: 'address' },
          { name: 'sellAmount', type: 'uint256' },
          { name: 'buyAmount', type: 'uint256' },
          { name: 'appData', type: 'bytes32' },
          { name: 'feeAmount', type: 'uint256' },
          { name: 'validTo', type: 'uint32' },
          { name: 'partiallyFillable', type: 'bool' },
          { name: 'quoteId', type: 'int64' },
        ],
      },
    ],
    outputs: [{ name: 'orderHash', type: 'bytes32' }],
    stateMutability: 'payable',
  },
  {
    type: 'function',
    name: 'invalidateOrder',
    inputs: [
      {
        name: 'order',
        type: 'tuple',
        components: [
          { name: 'buyToken', type: 'address' },
          { name: 'receiver', type: 'address' },
          { name: 'sellAmount', type: 'uint256' },
          { name: 'buyAmount', type: 'uint256' },
          { name: 'appData', type: 'bytes32' },
          { name: 'feeAmount', type: 'uint256' },
          { name: 'validTo', type: 'uint32' },
          { name: 'partiallyFillable', type: 'bool' },
          { name: 'quoteId', type: 'int64' },
        ],
      },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'invalidateOrdersIgnoringNotAllowed',
    inputs: [
      {
        name: 'orderArray',
        type: 'tuple[]',
        components: [
          { name: 'buyToken', type: 'address' },
          { name: 'receiver', type: 'address' },
          { name: 'sellAmount', type: 'uint256' },
          { name: 'buyAmount', type: 'uint256' },
          { name: 'appData', type: 'bytes32' },
          { name: 'feeAmount', type: 'uint256' },
          { name: 'validTo', type: 'uint32' },
          { name: 'partiallyFillable', type: 'bool' },
          { name: 'quoteId', type: 'int64' },
        ],
      },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'isValidSignature',
    inputs: [{ name: 'orderHash', type: 'bytes32' }, { type: 'bytes' }],
    outputs: [{ type: 'bytes4' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'orders',
    inputs: [{ type: 'bytes32' }],
    outputs: [
      { name: 'owner', type: 'address' },
      { name: 'validTo', type: 'uint32' },
    ],
    stateMutability: 'view',
  },
  { type: 'function', name: 'wrapAll', inputs: [], outputs: [], stateMutability: 'nonpayable' },
  {
    type: 'function',
    name: 'wrap',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'unwrap',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'cowSwapSettlement',
    inputs: [],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'wrappedNativeToken',
    inputs: [],
    outputs: [{ type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'event',
    name: 'OrderPlacement',
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
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
      {
        name: 'signature',
        type: 'tuple',
        components: [
          { name: 'scheme', type: 'uint8' },
          { name: 'data', type: 'bytes' },
        ],
      },
      { name: 'data', type: 'bytes' },
    ],
  },
  { type: 'event', name: 'OrderInvalidation', inputs: [{ name: 'orderUid', type: 'bytes' }] },
  {
    type: 'event',
    name: 'OrderRefund',
    inputs: [
      { name: 'orderUid', type: 'bytes' },
      { name: 'refunder', type: 'address', indexed: true },
    ],
  },
  { type: 'error', name: 'OrderIsAlreadyOwned', inputs: [{ name: 'orderHash', type: 'bytes32' }] },
  { type: 'error', name: 'OrderIsAlreadyExpired', inputs: [] },
  { type: 'error', name: 'IncorrectEthAmount', inputs: [] },
  { type: 'error', name: 'NotAllowedZeroSellAmount', inputs: [] },
  {
    type: 'error',
    name: 'NotAllowedToInvalidateOrder',
    inputs: [{ name: 'orderHash', type: 'bytes32' }],
  },
  { type: 'error', name: 'EthTransferFailed', inputs: [] },
  { type: 'error', name: 'ReceiverMustBeSet', inputs: [] },
] as const
