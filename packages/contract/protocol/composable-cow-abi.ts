import { parseAbi } from 'viem'

/**
 * ComposableCoW's ABI as `@cowprotocol/sdk-composable` 0.1.31 has it (its
 * `ComposableCowFactoryAbi`, which it does not export), written as viem's human-readable
 * signatures (viem's `formatAbi` of the SDK's JSON, with the two structs named): the
 * sandbox's contract is compiled to exactly these fragments (sandbox/chain/abis.test.ts), and
 * twap.test.ts compares the calldata the app builds with it to the SDK's.
 */
export const composableCowAbi = parseAbi([
  'struct ConditionalOrderParams { address handler; bytes32 salt; bytes staticInput; }',
  'struct Proof { uint256 location; bytes data; }',
  'struct GPv2OrderData { address sellToken; address buyToken; address receiver; uint256 sellAmount; uint256 buyAmount; uint32 validTo; bytes32 appData; uint256 feeAmount; bytes32 kind; bool partiallyFillable; bytes32 sellTokenBalance; bytes32 buyTokenBalance; }',
  'constructor(address _settlement)',
  'error InterfaceNotSupported()',
  'error InvalidHandler()',
  'error ProofNotAuthed()',
  'error SingleOrderNotAuthed()',
  'error SwapGuardRestricted()',
  'event ConditionalOrderCreated(address indexed owner, ConditionalOrderParams params)',
  'event MerkleRootSet(address indexed owner, bytes32 root, Proof proof)',
  'event SwapGuardSet(address indexed owner, address swapGuard)',
  'function cabinet(address, bytes32) view returns (bytes32)',
  'function create(ConditionalOrderParams params, bool dispatch)',
  'function createWithContext(ConditionalOrderParams params, address factory, bytes data, bool dispatch)',
  'function domainSeparator() view returns (bytes32)',
  'function getTradeableOrderWithSignature(address owner, ConditionalOrderParams params, bytes offchainInput, bytes32[] proof) view returns (GPv2OrderData order, bytes signature)',
  'function hash(ConditionalOrderParams params) pure returns (bytes32)',
  'function isValidSafeSignature(address safe, address sender, bytes32 _hash, bytes32 _domainSeparator, bytes32, bytes encodeData, bytes payload) view returns (bytes4 magic)',
  'function remove(bytes32 singleOrderHash)',
  'function roots(address) view returns (bytes32)',
  'function setRoot(bytes32 root, Proof proof)',
  'function setRootWithContext(bytes32 root, Proof proof, address factory, bytes data)',
  'function setSwapGuard(address swapGuard)',
  'function singleOrders(address, bytes32) view returns (bool)',
  'function swapGuards(address) view returns (address)',
])
