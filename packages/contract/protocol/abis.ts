/**
 * The ABIs of the protocol's contracts that both the app and the sandbox call: GPv2Settlement
 * (pre-signatures, invalidation, settle) and CoWSwapEthFlow (native-currency orders).
 * Human-readable for viem's literal types; sandbox/chain/abis.test.ts checks every fragment
 * against the compiled contracts.
 */
import { parseAbi } from 'viem'

/** GPv2Settlement. */
export const settlementAbi = parseAbi([
  'constructor(address authenticator_, address vault_)',
  'function settle(address[] tokens, uint256[] clearingPrices, (uint256 sellTokenIndex, uint256 buyTokenIndex, address receiver, uint256 sellAmount, uint256 buyAmount, uint32 validTo, bytes32 appData, uint256 feeAmount, uint256 flags, uint256 executedAmount, bytes signature)[] trades, (address target, uint256 value, bytes callData)[][3] interactions)',
  'function setPreSignature(bytes orderUid, bool signed)',
  'function invalidateOrder(bytes orderUid)',
  'function filledAmount(bytes) view returns (uint256)',
  'function preSignature(bytes) view returns (uint256)',
  'function domainSeparator() view returns (bytes32)',
  'function authenticator() view returns (address)',
  'function vaultRelayer() view returns (address)',
  'function vault() view returns (address)',
  'event Trade(address indexed owner, address sellToken, address buyToken, uint256 sellAmount, uint256 buyAmount, uint256 feeAmount, bytes orderUid)',
  'event Settlement(address indexed solver)',
  'event PreSignature(address indexed owner, bytes orderUid, bool signed)',
  'event OrderInvalidated(address indexed owner, bytes orderUid)',
  'event Interaction(address indexed target, uint256 value, bytes4 selector)',
])

/**
 * CoWSwapEthFlow: the sandbox's sandbox/chain/contracts/sandbox-ethflow.sol has this ABI
 * (sandbox/chain/abis.test.ts checks it against the artifact and the CoW SDK's fragments).
 */
export const ethFlowAbi = parseAbi([
  'struct EthFlowOrderData { address buyToken; address receiver; uint256 sellAmount; uint256 buyAmount; bytes32 appData; uint256 feeAmount; uint32 validTo; bool partiallyFillable; int64 quoteId; }',
  'struct GPv2OrderData { address sellToken; address buyToken; address receiver; uint256 sellAmount; uint256 buyAmount; uint32 validTo; bytes32 appData; uint256 feeAmount; bytes32 kind; bool partiallyFillable; bytes32 sellTokenBalance; bytes32 buyTokenBalance; }',
  'struct OnchainSignature { uint8 scheme; bytes data; }',
  'constructor(address settlement, address wrapped)',
  'function createOrder(EthFlowOrderData order) payable returns (bytes32 orderHash)',
  'function invalidateOrder(EthFlowOrderData order)',
  'function invalidateOrdersIgnoringNotAllowed(EthFlowOrderData[] orderArray)',
  'function isValidSignature(bytes32 orderHash, bytes) view returns (bytes4)',
  'function orders(bytes32) view returns (address owner, uint32 validTo)',
  'function wrapAll()',
  'function wrap(uint256 amount)',
  'function unwrap(uint256 amount)',
  'function cowSwapSettlement() view returns (address)',
  'function wrappedNativeToken() view returns (address)',
  'event OrderPlacement(address indexed sender, GPv2OrderData order, OnchainSignature signature, bytes data)',
  'event OrderInvalidation(bytes orderUid)',
  'event OrderRefund(bytes orderUid, address indexed refunder)',
  'error OrderIsAlreadyOwned(bytes32 orderHash)',
  'error OrderIsAlreadyExpired()',
  'error IncorrectEthAmount()',
  'error NotAllowedZeroSellAmount()',
  'error NotAllowedToInvalidateOrder(bytes32 orderHash)',
  'error EthTransferFailed()',
  'error ReceiverMustBeSet()',
])
