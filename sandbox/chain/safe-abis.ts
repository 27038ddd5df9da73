/**
 * Typed ABI fragments of the Safe v1.4.1 contracts (@safe-global/safe-contracts), for viem.
 * Hand-copied from the artifacts like abis.ts; safe-abis.test.ts checks every fragment
 * against the artifact it came from.
 */
import {
  concat,
  encodeFunctionData,
  encodePacked,
  parseAbi,
  size,
  type Address,
  type Hex,
} from 'viem'

export const safeAbi = parseAbi([
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function nonce() view returns (uint256)',
  'function VERSION() view returns (string)',
  'function domainSeparator() view returns (bytes32)',
  'function getTransactionHash(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 _nonce) view returns (bytes32)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'event ExecutionSuccess(bytes32 indexed txHash, uint256 payment)',
  'event ExecutionFailure(bytes32 indexed txHash, uint256 payment)',
])

export const safeProxyFactoryAbi = parseAbi([
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'function proxyCreationCode() pure returns (bytes)',
  'event ProxyCreation(address indexed proxy, address singleton)',
])

/** The fallback handler answers EIP-1271 for the Safe (the Safe forwards unknown calls to it). */
export const compatibilityFallbackHandlerAbi = parseAbi([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
  'function getMessageHashForSafe(address safe, bytes message) view returns (bytes32)',
])

export const multiSendAbi = parseAbi(['function multiSend(bytes transactions) payable'])

/**
 * A MultiSend(CallOnly) batch: per call its operation (0, a call), to, value, data length and
 * data, packed, as `multiSend` reads them.
 */
export function encodeMultiSend(calls: readonly { to: Address; value: bigint; data: Hex }[]): Hex {
  return encodeFunctionData({
    abi: multiSendAbi,
    functionName: 'multiSend',
    args: [
      concat(
        calls.map((call) =>
          encodePacked(
            ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
            [0, call.to, call.value, BigInt(size(call.data)), call.data],
          ),
        ),
      ),
    ],
  })
}
