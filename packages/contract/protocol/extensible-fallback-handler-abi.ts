import { parseAbi } from 'viem'

/**
 * The extensible fallback handler's ABI as `@cowprotocol/sdk-composable` 0.1.31 has it (its
 * `ExtensibleFallbackHandlerFactoryAbi`, which it does not export), written as viem's
 * human-readable signatures (viem's `formatAbi` of the SDK's JSON): the sandbox's contract is
 * compiled to exactly these fragments (sandbox/chain/abis.test.ts); the app sets it as a
 * Safe's fallback handler and ComposableCoW as its domain verifier.
 */
export const extensibleFallbackHandlerAbi = parseAbi([
  'event AddedDomainVerifier(address indexed safe, bytes32 domainSeparator, address verifier)',
  'event AddedInterface(address indexed safe, bytes4 interfaceId)',
  'event AddedSafeMethod(address indexed safe, bytes4 selector, bytes32 method)',
  'event ChangedDomainVerifier(address indexed safe, bytes32 domainSeparator, address oldVerifier, address newVerifier)',
  'event ChangedSafeMethod(address indexed safe, bytes4 selector, bytes32 oldMethod, bytes32 newMethod)',
  'event RemovedDomainVerifier(address indexed safe, bytes32 domainSeparator)',
  'event RemovedInterface(address indexed safe, bytes4 interfaceId)',
  'event RemovedSafeMethod(address indexed safe, bytes4 selector)',
  'fallback() external',
  'function domainVerifiers(address, bytes32) view returns (address)',
  'function isValidSignature(bytes32 _hash, bytes signature) view returns (bytes4 magic)',
  'function onERC1155BatchReceived(address, address, uint256[], uint256[], bytes) pure returns (bytes4)',
  'function onERC1155Received(address, address, uint256, uint256, bytes) pure returns (bytes4)',
  'function onERC721Received(address, address, uint256, bytes) pure returns (bytes4)',
  'function safeInterfaces(address, bytes4) view returns (bool)',
  'function safeMethods(address, bytes4) view returns (bytes32)',
  'function setDomainVerifier(bytes32 domainSeparator, address newVerifier)',
  'function setSafeMethod(bytes4 selector, bytes32 newMethod)',
  'function setSupportedInterface(bytes4 interfaceId, bool supported)',
  'function setSupportedInterfaceBatch(bytes4 _interfaceId, bytes32[] handlerWithSelectors)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
])
