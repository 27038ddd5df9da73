/**
 * The ABIs of the protocol's contracts that both the app and the sandbox call: GPv2Settlement
 * (pre-signatures, invalidation, settle) and CoWSwapEthFlow (native-currency orders).
 * JSON ABIs typed `as const` (as wagmi's CLI writes them), so viem infers their types and no
 * signature parser runs when a page loads; one fragment a line, as an interface reads.
 * sandbox/chain/abis.test.ts checks every fragment against the compiled contracts.
 */

/** GPv2Settlement. */
// prettier-ignore
export const settlementAbi = [
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: 'authenticator_' }, { type: 'address', name: 'vault_' }] },
  { name: 'settle', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'address[]', name: 'tokens' }, { type: 'uint256[]', name: 'clearingPrices' }, { type: 'tuple[]', name: 'trades', components: [{ type: 'uint256', name: 'sellTokenIndex' }, { type: 'uint256', name: 'buyTokenIndex' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'uint256', name: 'flags' }, { type: 'uint256', name: 'executedAmount' }, { type: 'bytes', name: 'signature' }] }, { type: 'tuple[][3]', name: 'interactions', components: [{ type: 'address', name: 'target' }, { type: 'uint256', name: 'value' }, { type: 'bytes', name: 'callData' }] }], outputs: [] },
  { name: 'setPreSignature', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes', name: 'orderUid' }, { type: 'bool', name: 'signed' }], outputs: [] },
  { name: 'invalidateOrder', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes', name: 'orderUid' }], outputs: [] },
  { name: 'filledAmount', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes' }], outputs: [{ type: 'uint256' }] },
  { name: 'preSignature', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes' }], outputs: [{ type: 'uint256' }] },
  { name: 'domainSeparator', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
  { name: 'authenticator', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'vaultRelayer', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'vault', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'Trade', type: 'event', inputs: [{ type: 'address', name: 'owner', indexed: true }, { type: 'address', name: 'sellToken' }, { type: 'address', name: 'buyToken' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'uint256', name: 'feeAmount' }, { type: 'bytes', name: 'orderUid' }] },
  { name: 'Settlement', type: 'event', inputs: [{ type: 'address', name: 'solver', indexed: true }] },
  { name: 'PreSignature', type: 'event', inputs: [{ type: 'address', name: 'owner', indexed: true }, { type: 'bytes', name: 'orderUid' }, { type: 'bool', name: 'signed' }] },
  { name: 'OrderInvalidated', type: 'event', inputs: [{ type: 'address', name: 'owner', indexed: true }, { type: 'bytes', name: 'orderUid' }] },
  { name: 'Interaction', type: 'event', inputs: [{ type: 'address', name: 'target', indexed: true }, { type: 'uint256', name: 'value' }, { type: 'bytes4', name: 'selector' }] },
] as const

/**
 * CoWSwapEthFlow: the sandbox's sandbox/chain/contracts/sandbox-ethflow.sol has this ABI
 * (sandbox/chain/abis.test.ts checks it against the artifact and the CoW SDK's fragments).
 */
// prettier-ignore
export const ethFlowAbi = [
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: 'settlement' }, { type: 'address', name: 'wrapped' }] },
  { name: 'createOrder', type: 'function', stateMutability: 'payable', inputs: [{ type: 'tuple', name: 'order', components: [{ type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'int64', name: 'quoteId' }] }], outputs: [{ type: 'bytes32', name: 'orderHash' }] },
  { name: 'invalidateOrder', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'tuple', name: 'order', components: [{ type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'int64', name: 'quoteId' }] }], outputs: [] },
  { name: 'invalidateOrdersIgnoringNotAllowed', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'tuple[]', name: 'orderArray', components: [{ type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'int64', name: 'quoteId' }] }], outputs: [] },
  { name: 'isValidSignature', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes32', name: 'orderHash' }, { type: 'bytes' }], outputs: [{ type: 'bytes4' }] },
  { name: 'orders', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes32' }], outputs: [{ type: 'address', name: 'owner' }, { type: 'uint32', name: 'validTo' }] },
  { name: 'wrapAll', type: 'function', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  { name: 'wrap', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'uint256', name: 'amount' }], outputs: [] },
  { name: 'unwrap', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'uint256', name: 'amount' }], outputs: [] },
  { name: 'cowSwapSettlement', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'wrappedNativeToken', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'OrderPlacement', type: 'event', inputs: [{ type: 'address', name: 'sender', indexed: true }, { type: 'tuple', name: 'order', components: [{ type: 'address', name: 'sellToken' }, { type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'bytes32', name: 'kind' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'bytes32', name: 'sellTokenBalance' }, { type: 'bytes32', name: 'buyTokenBalance' }] }, { type: 'tuple', name: 'signature', components: [{ type: 'uint8', name: 'scheme' }, { type: 'bytes', name: 'data' }] }, { type: 'bytes', name: 'data' }] },
  { name: 'OrderInvalidation', type: 'event', inputs: [{ type: 'bytes', name: 'orderUid' }] },
  { name: 'OrderRefund', type: 'event', inputs: [{ type: 'bytes', name: 'orderUid' }, { type: 'address', name: 'refunder', indexed: true }] },
  { name: 'OrderIsAlreadyOwned', type: 'error', inputs: [{ type: 'bytes32', name: 'orderHash' }] },
  { name: 'OrderIsAlreadyExpired', type: 'error', inputs: [] },
  { name: 'IncorrectEthAmount', type: 'error', inputs: [] },
  { name: 'NotAllowedZeroSellAmount', type: 'error', inputs: [] },
  { name: 'NotAllowedToInvalidateOrder', type: 'error', inputs: [{ type: 'bytes32', name: 'orderHash' }] },
  { name: 'EthTransferFailed', type: 'error', inputs: [] },
  { name: 'ReceiverMustBeSet', type: 'error', inputs: [] },
] as const
